import { CreditList } from "~/features/admin/credit/credit-list";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { creditCodeRows } from "~/server/admin/credit/credit-views.server";
import { requireAdmin } from "~/server/admin/sign-in/admin-auth.server";
import type { Route } from "./+types/credit";

export const meta = () => adminMeta("Store credit");

/** Store credit and gift cards: each code's last four, owner, balance and history. */
export async function loader({ request }: Route.LoaderArgs) {
  const db = await requireAdmin(request);
  return { codes: await creditCodeRows(db) };
}

export default function Screen({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl sm:text-4xl">Store credit</h1>
        <div className="flex flex-wrap gap-4">
          <a href="/admin/gift-cards" className="text-sm underline underline-offset-4">
            Gift cards on sale
          </a>
          <a href="/admin/credit.csv" download className="text-sm underline underline-offset-4">
            Download the ledger (CSV)
          </a>
        </div>
      </div>
      <p className="text-sm text-ink-soft">
        Store credit and gift cards, newest first. A code is shown by its last four characters only: the whole code is
        in the shopper&apos;s email. A balance is the sum of its movements. To give credit, open an order and use Turn
        into store credit.
      </p>
      <CreditList codes={loaderData.codes} />
    </>
  );
}
