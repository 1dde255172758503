import { buttonClass } from "~/components/ui/button";
import { PLAN_FIELD_LABELS, PLAN_OFFER, PlanFieldset } from "~/features/pay-plans";
import { ErrorSummary } from "../shared/error-summary";

export interface CollectionPlansProps {
  collections: readonly { slug: string; name: string; plan: string | null }[];
  /** The collection whose plan is being set, with the form's values and messages. */
  chosen: { slug: string; values: Readonly<Record<string, string>>; errors: Readonly<Record<string, string>> } | null;
  done: string | null;
  refused: string | null;
}

/** Each collection's "Pay small small" plan, and the chosen one's form (the product page's fieldset). */
export function CollectionPlans({ collections, chosen, done, refused }: CollectionPlansProps) {
  const name = chosen && collections.find((c) => c.slug === chosen.slug)?.name;
  return (
    <>
      <div className="flex flex-col gap-2">
        <a href="/admin/products" className="text-sm underline underline-offset-4">
          All products
        </a>
        <h1 className="text-3xl sm:text-4xl">Plans on collections</h1>
        <p className="text-sm text-ink-soft">
          A collection’s plan is offered at the checkout on each of its pieces without a plan of its own: a piece’s own
          plan, set on its page, comes first. An order all made to order, none on sale, may be paid on the plan of its
          dearest piece.
        </p>
      </div>
      {done && (
        <p role="status" className="border-l-4 border-success bg-white px-4 py-3 text-success">
          {done}
        </p>
      )}
      {refused && (
        <p role="alert" className="text-danger">
          {refused}
        </p>
      )}
      <ul className="flex flex-col divide-y divide-line border-y border-line">
        {collections.map((c) => (
          <li key={c.slug} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <span>
              <span className="font-medium">{c.name}</span>
              <span className="block text-sm text-ink-soft">{c.plan ?? "No plan"}</span>
            </span>
            <a
              href={`?collection=${c.slug}#pay-small-small`}
              className="underline underline-offset-4"
              aria-label={`${c.plan ? "Change or take off" : "Set"} ${c.name}’s plan`}
            >
              {c.plan ? "Change or take off" : "Set a plan"}
            </a>
          </li>
        ))}
      </ul>
      {chosen && (
        <form method="post" className="flex flex-col gap-6" noValidate>
          <h2 className="text-2xl">{name}</h2>
          <input type="hidden" name="collection" value={chosen.slug} />
          <ErrorSummary errors={chosen.errors} labelOf={(key) => PLAN_FIELD_LABELS[key] ?? key} />
          <PlanFieldset values={chosen.values} errors={chosen.errors} offerName={PLAN_OFFER} anchors={["ready-by"]} />
          <p className="text-sm text-ink-soft">Untick “Offer a plan” and save to take the collection’s plan off.</p>
          <button type="submit" className={buttonClass("outline", "self-start")}>
            Save {name}’s plan
          </button>
        </form>
      )}
    </>
  );
}
