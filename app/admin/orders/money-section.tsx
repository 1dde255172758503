import { ledgerMoney, type LedgerCurrency } from "~/features/currency";
import { formatDay, formatShortDateTime } from "~/lib/lagos-clock";
import { buttonClass } from "~/components/ui/button";
import type { OrderState } from "~/features/orders";
import { PlanStory } from "~/features/pay-plans";
import type { AdminOrderView } from "./order-view";

const KIND_WORDS: Record<AdminOrderView["payments"][number]["kind"], string> = {
  full: "Full payment",
  deposit: "Deposit",
  balance: "Balance",
  retry: "Payment, tried again",
  credit: "Gift card, store credit or a moved payment",
  transfer: "Transfer to her own account",
};

const STATUS_WORDS: Record<AdminOrderView["payments"][number]["status"], string> = {
  open: "Not paid",
  reported: "Awaiting Paystack",
  succeeded: "Paid",
  review: "In review",
};

/**
 * A payment's status in words. Once its order has expired the shop no longer asks Paystack about
 * it, so one Paystack never confirmed is not paid (a late payment still reaches her as a review).
 */
export function paymentStatusWords(status: AdminOrderView["payments"][number]["status"], order: OrderState): string {
  if (status === "reported" && order === "expired") return "Not paid: Paystack never confirmed it";
  return STATUS_WORDS[status];
}

/** The order's one account: where it stands, its signed rows, then Paystack's transactions and word; in its currency. */
export function MoneySection({
  money,
  payments,
  paystack,
  orderStatus,
  currency = "NGN",
}: Pick<AdminOrderView, "money" | "payments" | "paystack"> & { orderStatus: OrderState; currency?: LedgerCurrency }) {
  const price = (amount: number) => ledgerMoney(amount, currency);
  const facts: [string, string][] = [
    ["Mode", paystack.mode === "test" ? "Test (no money moved)" : "Live"],
    ["Channel", paystack.channel ?? "—"],
    ["Paid at", paystack.paidAt ? formatShortDateTime(paystack.paidAt) : "Not paid"],
  ];
  if (paystack.said) facts.push(["Paystack said", paystack.said]);
  return (
    <section aria-labelledby="money-heading" className="flex flex-col gap-3">
      <h2 id="money-heading" className="text-2xl">
        Money
      </h2>
      <p className={`font-medium ${money.toReturn > 0 ? "text-danger" : ""}`} data-testid="order-standing">
        {money.words}
      </p>
      <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 text-sm" data-testid="order-money">
        <dt className="text-ink-soft">Paid</dt>
        <dd className="tabular-nums">{price(money.paid)}</dd>
        {money.kept !== money.paid && (
          <>
            <dt className="text-ink-soft">Still held</dt>
            <dd className="tabular-nums">{price(money.kept)}</dd>
          </>
        )}
        <dt className="text-ink-soft">Owed</dt>
        <dd className="tabular-nums">
          {money.owed > 0 ? price(money.owed) : "Nothing"}
          {money.owed > 0 && money.dueDay && <> by {formatDay(money.dueDay)}</>}
        </dd>
        {money.toReturn > 0 && (
          <>
            <dt className="text-ink-soft">To return</dt>
            <dd className="tabular-nums text-danger">{price(money.toReturn)}</dd>
          </>
        )}
      </dl>
      {money.plan && <PlanStory story={money.plan} heading="Her plan" />}
      {money.autopay && money.autopay.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm text-danger" aria-label="Autopay">
          {money.autopay.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {money.lines.length > 0 && (
        <ul className="flex flex-col text-sm tabular-nums" aria-label="Money in and out">
          {money.lines.map((line, i) => (
            <li key={i} className={line.amount < 0 ? "text-ink-soft" : ""}>
              {line.text}
            </li>
          ))}
        </ul>
      )}
      {paystack.reviewReason && <p className="text-sm text-danger">Under review: {paystack.reviewReason}</p>}
      {paystack.disputeNote && <p className="text-sm text-danger">Dispute: {paystack.disputeNote}</p>}
      {payments.length > 0 && (
        <>
          <h3 id="paystack-transactions" className="text-lg">
            Paystack transactions
          </h3>
          <ul
            aria-labelledby="paystack-transactions"
            className="flex flex-col divide-y divide-line border-y border-line text-sm"
          >
            {payments.map((p) => (
              <li key={p.reference} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                <span className="font-medium">
                  {KIND_WORDS[p.kind]} · <span className="tabular-nums">{price(p.amount)}</span>
                </span>
                <span>{paymentStatusWords(p.status, orderStatus)}</span>
                <span className="w-full text-ink-soft tabular-nums">
                  {formatShortDateTime(p.createdAt)} · <span>{p.reference}</span>
                </span>
              </li>
            ))}
          </ul>
          <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
            {facts.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-ink-soft">{term}</dt>
                <dd className="min-w-0 break-words">{value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {money.whatsapp && (
        <p className="flex flex-col gap-1.5">
          <a href={money.whatsapp} target="_blank" rel="noreferrer" className={buttonClass("outline", "self-start")}>
            Send on WhatsApp
          </a>
          <span className="text-xs text-ink-soft break-all">Her balance link: {money.orderUrl}</span>
        </p>
      )}
    </section>
  );
}
