import { formatPrice } from "~/features/currency";
import { formatShortDateTime, formatDay } from "~/lib/lagos-clock";
import { buttonClass } from "~/components/ui/button";
import type { OrderState } from "~/features/orders";
import { paidBy } from "~/features/payments";
import type { AdminOrderView } from "./order-view";

const KIND_WORDS: Record<AdminOrderView["payments"][number]["kind"], string> = {
  full: "Full payment",
  deposit: "Deposit",
  balance: "Balance",
  retry: "Payment, tried again",
  credit: "Gift card or store credit",
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

/** Every Paystack transaction of the order, what is paid and owed and by when, and her WhatsApp link. */
export function PaymentsSection({
  payments,
  balance,
  orderStatus,
}: {
  payments: AdminOrderView["payments"];
  balance: AdminOrderView["balance"];
  orderStatus: OrderState;
}) {
  const by = paidBy(payments);
  return (
    <section aria-labelledby="payments-heading" className="flex flex-col gap-3">
      <h2 id="payments-heading" className="text-2xl">
        Payments
      </h2>
      <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 text-sm" data-testid="order-money">
        <dt className="text-ink-soft">Paid</dt>
        <dd className="tabular-nums">{formatPrice(balance.paid)}</dd>
        {by.credit > 0 && (
          <>
            <dt className="text-ink-soft">Paid with credit or gift card</dt>
            <dd className="tabular-nums">{formatPrice(by.credit)}</dd>
            <dt className="text-ink-soft">Paid through Paystack</dt>
            <dd className="tabular-nums">{formatPrice(by.paystack)}</dd>
          </>
        )}
        <dt className="text-ink-soft">Owed</dt>
        <dd className="tabular-nums">
          {balance.outstanding > 0 ? formatPrice(balance.outstanding) : "Nothing"}
          {balance.outstanding > 0 && balance.dueDay && <> by {formatDay(balance.dueDay)}</>}
        </dd>
        {balance.overpaid > 0 && (
          <>
            <dt className="text-ink-soft">Paid beyond the total</dt>
            <dd className="tabular-nums text-danger">{formatPrice(balance.overpaid)}</dd>
          </>
        )}
      </dl>
      {payments.length > 0 && (
        <ul className="flex flex-col divide-y divide-line border-y border-line text-sm">
          {payments.map((p) => (
            <li key={p.reference} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
              <span className="font-medium">
                {KIND_WORDS[p.kind]} · <span className="tabular-nums">{formatPrice(p.amount)}</span>
              </span>
              <span>{paymentStatusWords(p.status, orderStatus)}</span>
              <span className="w-full text-ink-soft tabular-nums">
                {formatShortDateTime(p.createdAt)} · {p.reference}
              </span>
            </li>
          ))}
        </ul>
      )}
      {balance.whatsapp && (
        <p className="flex flex-col gap-1.5">
          <a href={balance.whatsapp} target="_blank" rel="noreferrer" className={buttonClass("outline", "self-start")}>
            Send on WhatsApp
          </a>
          <span className="text-xs text-ink-soft break-all">Her balance link: {balance.orderUrl}</span>
        </p>
      )}
    </section>
  );
}
