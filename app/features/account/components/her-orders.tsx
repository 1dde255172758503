import { buttonClass } from "~/components/ui/button";
import { formatMoney, money } from "~/features/currency";
import { formatDay, lagosDayOf } from "~/lib/lagos-clock";
import type { HerOrder } from "../her-order";

const PAY_LABEL: Record<NonNullable<HerOrder["pay"]>["intent"], string> = {
  pay: "Pay",
  "test-pay": "Pay (test)",
  "test-pay-balance": "Pay the balance (test)",
};

/**
 * Her orders, each with what its account says (its amounts in its own currency) and, when
 * something can be paid now, the order page's own payment form (posted to that page, which takes
 * her to Paystack and back).
 */
export function HerOrders({ orders }: { orders: readonly HerOrder[] }) {
  return (
    <section aria-labelledby="her-orders" className="flex flex-col gap-4">
      <h2 id="her-orders" className="text-3xl">
        Your orders
      </h2>
      {orders.length === 0 ? (
        <p>No order has been placed with this email yet.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {orders.map((order) => (
            <li key={order.reference} className="flex flex-col gap-3 border border-line bg-white p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="text-xl">
                  <a href={order.page} className="underline underline-offset-4 hover:text-hazel">
                    {order.kind} {order.reference}
                  </a>
                </h3>
                <span className="text-sm text-ink-soft">Placed {formatDay(lagosDayOf(new Date(order.placedAt)))}</span>
              </div>
              {order.group && (
                <p className="text-sm">
                  Your share of the group{" "}
                  <a href={order.group.path} className="underline underline-offset-4 hover:text-hazel">
                    {order.group.name}
                  </a>
                </p>
              )}
              {order.pieces.length > 0 && <p className="text-sm">{order.pieces.join(", ")}</p>}
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-ink-soft">Stage</dt>
                <dd>{order.status}</dd>
                {order.parcel && (
                  <>
                    <dt className="text-ink-soft">Parcel</dt>
                    <dd>{order.parcel}</dd>
                  </>
                )}
                <dt className="text-ink-soft">Total</dt>
                <dd className="tabular-nums">{formatMoney(money(order.total, order.currency))}</dd>
                <dt className="text-ink-soft">Money</dt>
                <dd>{order.money}</dd>
                {order.owed > 0 && (
                  <>
                    <dt className="text-ink-soft">You owe</dt>
                    <dd className="font-semibold tabular-nums">
                      {formatMoney(money(order.owed, order.currency))}
                      {order.dueDay && `, by ${formatDay(order.dueDay)}`}
                    </dd>
                  </>
                )}
              </dl>
              {order.pay && (
                <form method="post" action={order.page}>
                  <button
                    type="submit"
                    name="intent"
                    value={order.pay.intent}
                    className={buttonClass("primary", "w-full sm:w-fit")}
                  >
                    {PAY_LABEL[order.pay.intent]} {formatMoney(money(order.pay.amount, order.currency))}
                    <span className="sr-only"> for {order.reference}</span>
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
