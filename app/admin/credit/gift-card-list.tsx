import { formatMoney, money, type LedgerCurrency } from "~/features/currency";
import { formatShortDateTime, formatDay } from "~/lib/lagos-clock";

/** One gift card as the owner's list shows it: its order, people, day and code's last four. */
export interface GiftCardRow {
  orderReference: string;
  amount: number;
  /** Its order's currency, which the amount and its code's balance are in. */
  currency: LedgerCurrency;
  buyer: string;
  recipient: string;
  sendOn: string;
  message: string;
  /** Its order's state in words. */
  state: string;
  /** The code's last four and balance once it was paid and issued. */
  last4: string | null;
  balance: number | null;
  createdAt: string;
}

/** Gift cards sold or being bought, newest first. */
export function GiftCardList({ cards }: { cards: readonly GiftCardRow[] }) {
  if (cards.length === 0) return <p className="text-ink-soft">No gift card sold yet.</p>;
  return (
    <ul className="flex flex-col gap-4" aria-label="Gift cards">
      {cards.map((g) => (
        <li key={g.orderReference} className="flex flex-col gap-2 border border-line bg-white p-4">
          <h3 className="font-sans text-base font-semibold">
            {formatMoney(money(g.amount, g.currency))} gift card,{" "}
            <a href={`/admin/orders/${g.orderReference}`} className="underline underline-offset-4">
              {g.orderReference}
            </a>
          </h3>
          <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-ink-soft">Order</dt>
            <dd>{g.state}</dd>
            <dt className="text-ink-soft">Bought by</dt>
            <dd className="[overflow-wrap:anywhere]">{g.buyer}</dd>
            <dt className="text-ink-soft">For</dt>
            <dd className="[overflow-wrap:anywhere]">{g.recipient}</dd>
            <dt className="text-ink-soft">Email on</dt>
            <dd>{formatDay(g.sendOn)}</dd>
            <dt className="text-ink-soft">Code</dt>
            <dd>
              {g.last4 === null
                ? "Not issued: not paid yet"
                : `Ending ${g.last4}, balance ${formatMoney(money(g.balance ?? 0, g.currency))}`}
            </dd>
            <dt className="text-ink-soft">Started</dt>
            <dd>{formatShortDateTime(g.createdAt)}</dd>
            {g.message && (
              <>
                <dt className="text-ink-soft">Message</dt>
                <dd className="break-words">{g.message}</dd>
              </>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
