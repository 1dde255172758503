import { buttonClass } from "~/components/ui/button";
import { dollarsText } from "./price-file";
import { canApply, changeCount, type PriceChange, type PricePlan, type RowProblem } from "./price-plan";
import { fieldLabel, valueText } from "../products/product-changes";
import { changesText, productsText, type PriceSourceView } from "./prices-view";

export interface PricesPreviewProps {
  source: PriceSourceView;
  plan: PricePlan;
  digest: string;
  moved: boolean;
}

const sourceText = (s: PriceSourceView) =>
  s.kind === "file"
    ? `from ${s.name}`
    : `${s.collectionName} ${s.percent > 0 ? "raised" : "cut"} by ${Math.abs(s.percent)}%, to the nearest ₦500`;

/** How many rows change, stay, or keep the shop's values, in one line. */
function Summary({ plan, source }: { plan: PricePlan; source: PriceSourceView }) {
  const what = source.kind === "file" ? "row" : "product";
  const parts = [
    `${changesText(changeCount(plan))} to ${productsText(plan.changes.length)}`,
    plan.unchanged > 0 && `${plan.unchanged} ${what}${plan.unchanged === 1 ? "" : "s"} unchanged`,
    plan.problems.length > 0 && `${plan.problems.length} ${what}${plan.problems.length === 1 ? "" : "s"} to fix`,
  ].filter(Boolean);
  return <p className="text-sm tabular-nums">{parts.join(" · ")}</p>;
}

const problemTitle = (p: RowProblem) =>
  [p.row !== null && `Row ${p.row}`, p.productId !== null && `#${p.productId}${p.name ? ` ${p.name}` : ""}`]
    .filter(Boolean)
    .join(" · ");

/** Every row that stops the apply, with each reason in words. */
function Problems({ plan, source }: { plan: PricePlan; source: PriceSourceView }) {
  if (plan.fileErrors.length === 0 && plan.problems.length === 0) return null;
  const one = plan.problems.length === 1;
  const what = source.kind === "file" ? "row" : "product";
  const fix =
    source.kind === "file"
      ? `Fix ${one ? "it" : "them"} in your spreadsheet and upload the file again.`
      : `Change ${one ? "this product" : "these products"} on ${one ? "its page" : "their pages"} first, or choose a smaller percentage.`;
  return (
    <div role="alert" className="flex flex-col gap-2 border-l-4 border-danger bg-white px-4 py-3 text-sm">
      <p className="font-semibold text-danger">
        {plan.fileErrors.length > 0
          ? "The file could not be read, so nothing can be applied:"
          : `Nothing can be applied while ${one ? `a ${what} has a problem` : `${plan.problems.length} ${what}s have problems`}. ${fix}`}
      </p>
      <ul className="flex flex-col gap-2 break-words">
        {plan.fileErrors.map((e) => (
          <li key={e}>{e}</li>
        ))}
        {plan.problems.map((p) => (
          <li key={`${p.row}-${p.productId}`}>
            <span className="font-medium">{problemTitle(p)}</span>
            <ul className="list-disc pl-5">
              {p.messages.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A changed field's name: the history's, and the file's own dollar price. */
const changeLabel = (field: string) => (field === "dollarPrice" ? "Price in US dollars" : fieldLabel(field));

/** A changed field's value: the history's words, and a dollar price as "$120.00" (none: at the rate). */
const changeText = (field: string, value: unknown) =>
  field !== "dollarPrice"
    ? valueText(field, value)
    : value == null
      ? "none (at your rate)"
      : dollarsText(Number(value));

function ChangeRows({ change }: { change: PriceChange }) {
  const fields = Object.entries(change.changes);
  return fields.map(([field, [from, to]], i) => (
    <tr key={field} className={i === 0 ? "border-t border-line" : undefined}>
      {i === 0 && (
        <th scope="rowgroup" rowSpan={fields.length} className="py-2 pr-2 text-left align-top font-normal break-words">
          <a href={`/admin/products/${change.id}`} className="underline underline-offset-4">
            {change.name}
          </a>
          <span className="block text-xs text-ink-soft tabular-nums">
            #{change.id}
            {change.row !== null && ` · row ${change.row}`}
          </span>
        </th>
      )}
      <td className="py-2 pr-2 align-top">{changeLabel(field)}</td>
      <td className="py-2 pr-2 align-top tabular-nums text-ink-soft">{changeText(field, from)}</td>
      <td className="py-2 align-top font-medium tabular-nums">{changeText(field, to)}</td>
    </tr>
  ));
}

/** Every change, product by product: what, was, now. */
function ChangesTable({ plan }: { plan: PricePlan }) {
  return (
    <table className="w-full border-b border-line text-sm">
      <caption className="sr-only">Every change, product by product</caption>
      <thead>
        <tr className="label-caps text-left text-ink-soft">
          <th scope="col" className="pr-2 pb-1 font-normal">
            Product
          </th>
          <th scope="col" className="pr-2 pb-1 font-normal">
            Change
          </th>
          <th scope="col" className="pr-2 pb-1 font-normal">
            Was
          </th>
          <th scope="col" className="pb-1 font-normal">
            Now
          </th>
        </tr>
      </thead>
      {plan.changes.map((c) => (
        <tbody key={c.id}>
          <ChangeRows change={c} />
        </tbody>
      ))}
    </table>
  );
}

/** The form that applies the preview: its source carried back, and the digest of what was shown. */
function ApplyForm({ source, digest, count }: { source: PriceSourceView; digest: string; count: number }) {
  return (
    <form method="post" encType="multipart/form-data" className="flex flex-wrap items-center gap-4">
      <input type="hidden" name="intent" value="apply" />
      <input type="hidden" name="digest" value={digest} />
      <input type="hidden" name="source" value={source.kind} />
      {source.kind === "file" ? (
        <>
          <input type="hidden" name="name" value={source.name} />
          <input type="hidden" name="text" value={source.text} />
        </>
      ) : (
        <>
          <input type="hidden" name="collection" value={source.collection} />
          <input type="hidden" name="percent" value={source.percent} />
        </>
      )}
      <button type="submit" className={buttonClass("primary")}>
        Apply {changesText(count)}
      </button>
      <a href="/admin/products/prices" className="text-sm underline underline-offset-4">
        Cancel: apply nothing
      </a>
    </form>
  );
}

/** A plan before it is applied: every change, every problem, and the one button that applies all of it. */
export function PricesPreview({ source, plan, digest, moved }: PricesPreviewProps) {
  const count = changeCount(plan);
  return (
    <section aria-labelledby="preview-heading" className="flex flex-col gap-4 border border-line bg-white p-4">
      <h2 id="preview-heading" className="text-2xl break-words">
        Preview: {sourceText(source)}
      </h2>
      {moved && (
        <p role="alert" className="border-l-4 border-danger px-4 py-2 text-sm">
          <span className="font-semibold text-danger">Nothing was applied:</span> the shop changed since the preview (a
          save on another page or device, or an order). This is the preview made again from the shop as it is now.
        </p>
      )}
      <Summary plan={plan} source={source} />
      <Problems plan={plan} source={source} />
      {plan.keptFromShop > 0 && (
        <p className="text-sm text-ink-soft">
          {plan.keptFromShop === 1
            ? "One row you left as it was is"
            : `${plan.keptFromShop} rows you left as they were are`}{" "}
          of products changed in the shop since the file was made: the shop’s values stand.
        </p>
      )}
      {plan.changes.length > 0 && <ChangesTable plan={plan} />}
      {plan.changes.length === 0 && plan.problems.length === 0 && plan.fileErrors.length === 0 && (
        <p>Nothing would change: every {source.kind === "file" ? "row" : "price"} is as the shop has it.</p>
      )}
      {canApply(plan) && <ApplyForm source={source} digest={digest} count={count} />}
    </section>
  );
}
