import { formatMoney } from "~/features/currency";
import { formatShortDateTime } from "~/lib/lagos-clock";
import type { AdminOrderView } from "./order-view";
import { Facts, Section } from "./section-parts";

/** Payments Paystack took that the order did not take: the owner is to return them. */
export function MoneyToReturnSection({ money }: { money: AdminOrderView["moneyToReturn"] }) {
  if (money.length === 0) return null;
  return (
    <Section id="money-to-return-heading" title="Money to return">
      <ul className="flex flex-col gap-3">
        {money.map((m) => (
          <li
            key={`${m.paystackReference}-${m.transactionId ?? m.paidAt}`}
            className={`border-l-4 bg-white px-4 py-3 ${m.returned ? "border-line" : "border-danger"}`}
          >
            <Facts
              rows={[
                ["Amount", <span className="tabular-nums">{formatMoney(m.amount)}</span>],
                [
                  "Paystack reference",
                  <span className="tabular-nums">
                    {m.paystackReference}
                    {m.transactionId !== null && ` (transaction ${m.transactionId})`}
                  </span>,
                ],
                ["Paid at", formatShortDateTime(m.paidAt)],
                [
                  "To do",
                  m.returned ? (
                    "Returned to the shopper."
                  ) : (
                    <span className="text-danger">
                      Refund it to the shopper through Paystack under Refunds (or from Paystack, then mark the order
                      refunded).
                    </span>
                  ),
                ],
              ]}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
