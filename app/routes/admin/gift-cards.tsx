import { data, redirect } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { GiftCardList } from "~/admin/credit/gift-card-list";
import { adminMeta } from "~/admin/shared/admin-meta";
import { readAmounts } from "~/features/gift-cards";
import { giftCardRows } from "~/admin/credit/gift-card-views.server";
import { readAdminForm } from "~/admin/shared/admin-form.server";
import { requireAdmin, requireAdminAction } from "~/admin/sign-in/admin-auth.server";
import { giftCardAmounts, setGiftCardAmounts } from "~/server/gift-cards/store.server";
import type { Route } from "./+types/gift-cards";

export const meta = () => adminMeta("Gift cards");

/** The amounts on sale and the gift cards sold. */
export async function loader({ request }: Route.LoaderArgs) {
  const db = await requireAdmin(request);
  const [amounts, cards] = await Promise.all([giftCardAmounts(db), giftCardRows(db)]);
  return { amounts, cards, saved: new URL(request.url).searchParams.has("saved") };
}

/** Sets the amounts sold (empty stops the sales); a wrong one comes back with what she typed. */
export async function action({ request }: Route.ActionArgs) {
  const db = await requireAdminAction(request);
  const form = await readAdminForm(request);
  if (!form.ok) return data({ typed: "", error: form.message }, { status: form.status });
  const typed = form.fields.get("amounts") ?? "";
  const read = readAmounts(typed);
  if (!read.ok) return data({ typed, error: read.message }, { status: 400 });
  await setGiftCardAmounts(db, read.amounts);
  return redirect("/admin/gift-cards?saved", 303);
}

export default function Screen({ loaderData, actionData }: Route.ComponentProps) {
  const { amounts, cards, saved } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl sm:text-4xl">Gift cards</h1>
        <a href="/admin/credit" className="text-sm underline underline-offset-4">
          Every code&apos;s ledger (Store credit)
        </a>
      </div>
      <section aria-labelledby="amounts-heading" className="flex flex-col gap-3">
        <h2 id="amounts-heading" className="text-2xl">
          Amounts on sale
        </h2>
        {saved && !actionData && (
          <p role="status" className="text-sm">
            Saved. {amounts.length === 0 ? "Gift cards are not on sale." : "The shop's gift card page offers these."}
          </p>
        )}
        <form method="post" className="flex flex-col gap-3">
          <TextField
            name="amounts"
            label="Amounts in naira"
            hint="Whole naira, separated by spaces or commas, e.g. 10000 25000 50000. Leave it empty to stop selling gift cards."
            defaultValue={actionData?.typed ?? amounts.join(" ")}
            error={actionData?.error}
            inputMode="numeric"
          />
          <button type="submit" className={buttonClass("primary", "w-full sm:w-fit")}>
            Save the amounts
          </button>
        </form>
        <p className="text-sm">
          Shoppers buy them at{" "}
          <a href="/gift-cards" className="underline underline-offset-4">
            /gift-cards
          </a>
          .
        </p>
      </section>
      <section aria-labelledby="sold-heading" className="flex flex-col gap-3">
        <h2 id="sold-heading" className="text-2xl">
          Sold
        </h2>
        <p className="text-sm text-ink-soft">
          Each card is an order of its own. Once paid, its code is issued and emailed on its day; its movements are on
          the Store credit page and in its CSV (kind Gift card).
        </p>
        <GiftCardList cards={cards} />
      </section>
    </>
  );
}
