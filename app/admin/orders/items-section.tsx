import { ledgerMoney, type LedgerCurrency } from "~/features/currency";
import { MeasurementList } from "~/features/measurements";
import { sizeForAtelier } from "~/features/orders";
import type { AdminOrderView } from "./order-view";
import { Section } from "./section-parts";

/** A line bought in a sale: the sale's name and the regular price it was bought below. */
function SaleNote({
  saleName,
  listPrice,
  currency,
}: {
  saleName: string;
  listPrice: number | undefined;
  currency: LedgerCurrency;
}) {
  return (
    <span className="mt-1 flex flex-wrap items-baseline gap-x-2">
      <span className="label-caps bg-hazel-deep px-1.5 py-0.5 text-ivory">On sale</span>
      <span>{saleName}</span>
      {listPrice !== undefined && (
        <span className="text-ink-soft">
          regular price <s>{ledgerMoney(listPrice, currency)}</s>
        </span>
      )}
    </span>
  );
}

/** The pieces, delivery's lines and the total, in the order's currency (naira unless said). */
export function ItemsSection({
  items,
  delivery,
  total,
  currency = "NGN",
}: Pick<AdminOrderView, "items" | "delivery" | "total"> & { currency?: LedgerCurrency }) {
  const money = (amount: number) => ledgerMoney(amount, currency);
  return (
    <Section id="items-heading" title="Items">
      <ul className="flex flex-col divide-y divide-line border-y border-line text-sm">
        {items.map((i) => (
          <li key={`${i.productId}-${i.size}`} className="flex flex-wrap justify-between gap-x-4 py-2">
            <span>
              <span className="font-medium">{i.name}</span>
              <span className="text-ink-soft">
                {" "}
                · Size {sizeForAtelier(i) || "one size"} · {i.quantity} × {money(i.unitPrice)}
              </span>
              {i.saleName && <SaleNote saleName={i.saleName} listPrice={i.listPrice} currency={currency} />}
              {i.custom && <MeasurementList lines={i.custom.measurements} label="Her measurements" className="mt-1" />}
            </span>
            <span className="tabular-nums">{money(i.lineTotal)}</span>
          </li>
        ))}
      </ul>
      {items.some((i) => i.saleName) && (
        <p className="text-sm">Bought on sale: the terms give no refund or exchange on sale items.</p>
      )}
      <ul className="flex flex-col gap-1 text-sm">
        {delivery.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="flex justify-between font-medium">
        <span>Total</span>
        <span className="tabular-nums">{money(total)}</span>
      </p>
    </Section>
  );
}
