import type { ReactNode } from "react";
import { formatMoney, ledgerMoney, type LedgerCurrency } from "~/features/currency";
import { MeasurementList } from "~/features/measurements";
import { ORDER_STATE_LABELS, sizeForAtelier } from "~/features/orders";
import { formatShortDateTime } from "~/lib/lagos-clock";
import type { AdminOrderView } from "./order-view";
import { EmailText } from "~/admin/shared/email-text";

/** A phone number as a link to call it. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-ink-soft">{term}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Everything the shopper entered at checkout, comments included, with links to write or call. */
export function ShopperSection({ c }: { c: AdminOrderView["customer"] }) {
  return (
    <Section id="shopper-heading" title="Shopper">
      <Facts
        rows={[
          ["Name", `${c.firstName} ${c.lastName}`],
          [
            "Email",
            <a className="underline" href={`mailto:${c.email}`}>
              <EmailText email={c.email} />
            </a>,
          ],
          [
            "Phone",
            c.phone ? (
              <a className="underline" href={telHref(c.phone)}>
                {c.phone}
              </a>
            ) : (
              <span className="text-ink-soft">None</span>
            ),
          ],
          ["Address", c.address],
          ["Town / city", c.city || <span className="text-ink-soft">None</span>],
          ["Postcode", c.postcode || <span className="text-ink-soft">None</span>],
          ["State", c.state],
          ["Country", c.country],
          [
            "Comments",
            c.comments ? (
              <span className="whitespace-pre-line">{c.comments}</span>
            ) : (
              <span className="text-ink-soft">None</span>
            ),
          ],
        ]}
      />
    </Section>
  );
}

/** Whom she sends it to: delivered to the order's address, the message on a card, no prices inside. */
export function GiftSection({ gift }: { gift: AdminOrderView["gift"] }) {
  if (!gift) return null;
  return (
    <Section id="gift-heading" title="A gift">
      <Facts
        rows={[
          ["For", gift.recipientName],
          [
            "Phone",
            <a className="underline" href={telHref(gift.recipientPhone)}>
              {gift.recipientPhone}
            </a>,
          ],
          [
            "Message",
            gift.message ? (
              <span className="whitespace-pre-line">{gift.message}</span>
            ) : (
              <span className="text-ink-soft">None</span>
            ),
          ],
        ]}
      />
      <p className="text-sm text-ink-soft">Deliver to the address above. The packing slip carries no prices.</p>
    </Section>
  );
}

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

const SOURCE_TEXT = {
  verify: "Checkout",
  webhook: "Paystack",
  reconcile: "Shop's check",
  owner: "You",
  shopper: "Shopper",
  credit: "Store credit",
  courier: "Courier",
} as const;

/** The order's history, newest first: each change of stage, each note and check. */
export function HistorySection({ history, placedAt }: Pick<AdminOrderView, "history" | "placedAt">) {
  return (
    <Section id="history-heading" title="History">
      <ol className="flex flex-col gap-3 border-l-2 border-line pl-4 text-sm">
        {history.map((e, n) => (
          <li key={n} className="flex flex-col gap-0.5">
            <span className="font-medium">
              {e.kind === "money-to-return" && e.from === e.to
                ? "Money to return"
                : e.from === e.to
                  ? "Note"
                  : ORDER_STATE_LABELS[e.to]}
              <span className="font-normal text-ink-soft">
                {" "}
                · {SOURCE_TEXT[e.source]} · {formatShortDateTime(e.at)}
                {e.by ? ` · by ${e.by}` : null}
              </span>
            </span>
            {e.note && <span className="whitespace-pre-line">{e.note}</span>}
          </li>
        ))}
        <li className="flex flex-col gap-0.5">
          <span className="font-medium">
            Placed<span className="font-normal text-ink-soft"> · Checkout · {formatShortDateTime(placedAt)}</span>
          </span>
        </li>
      </ol>
    </Section>
  );
}

/** Her phone's first screen: who, what, where the money stands, and a chat with the shopper. */
export function OrderGlance({ order }: { order: AdminOrderView }) {
  const c = order.customer;
  return (
    <section aria-label="The order at a glance" className="flex flex-col gap-2 text-sm">
      {/* No phone once she deleted her data: nothing to call or chat. */}
      {c.phone && (
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <a className="underline underline-offset-4" href={telHref(c.phone)}>
            {c.phone}
          </a>
          <a className="underline underline-offset-4" href={order.money.chat} data-testid="shopper-whatsapp">
            WhatsApp {c.firstName}
          </a>
        </p>
      )}
      <ul data-testid="glance-pieces">
        {order.items.map((i, n) => (
          <li key={n}>
            {i.quantity} × {i.name}
            {sizeForAtelier(i) ? `, size ${sizeForAtelier(i)}` : ""}
          </li>
        ))}
      </ul>
      <p className="font-semibold" data-testid="glance-money">
        {order.money.words}
      </p>
    </section>
  );
}
