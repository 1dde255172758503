import { formatMoney, money, type LedgerCurrency } from "~/features/currency";
import { formatDay } from "~/lib/lagos-clock";
import { EXPRESS_LABEL, readyText } from "~/features/delivery";
import type { OrderDelivery } from "~/features/orders";

/** An order's delivery and express lines, and what the shop promised, under its items. */
export function DeliveryDetails({
  delivery: d,
  currency,
}: {
  delivery: OrderDelivery;
  /** The order's: its fees are shown in it, never in a display currency. */
  currency: LedgerCurrency;
}) {
  const pickup = d.method === "pickup";
  return (
    <dl className="flex flex-col gap-3 text-sm">
      <div className="flex justify-between gap-4">
        <dt>
          Delivery <span className="block text-ink-soft">{d.label}</span>
        </dt>
        <dd className="tabular-nums">{d.fee > 0 ? formatMoney(money(d.fee, currency)) : "Free"}</dd>
      </div>
      {d.express && (
        <div className="flex justify-between gap-4">
          <dt>{EXPRESS_LABEL}</dt>
          <dd className="tabular-nums">{formatMoney(money(d.expressFee, currency))}</dd>
        </div>
      )}
      {d.readyFrom && d.readyBy && (
        <div className="flex flex-col gap-0.5">
          <dt className="label-caps text-ink-soft">When</dt>
          <dd>
            {readyText({ readyFrom: d.readyFrom, readyBy: d.readyBy }, pickup).replace(/^r/, "R")}
            {!pickup && d.deliverBy ? `; with you by ${formatDay(d.deliverBy)}` : ""}.
          </dd>
        </div>
      )}
      {d.neededBy && (
        <div className="flex flex-col gap-0.5">
          <dt className="label-caps text-ink-soft">Needed by</dt>
          <dd>{formatDay(d.neededBy)}</dd>
        </div>
      )}
    </dl>
  );
}
