import type { ParcelForHer } from "~/features/couriers";
import { formatMoney, money, type LedgerCurrency } from "~/features/currency";
import { formatDateAndTime } from "~/lib/lagos-clock";
import { MeasurementList } from "~/features/measurements";
import { imageUrl } from "~/lib/images/image-url";
import { WhatsAppLink, orderMessage } from "~/features/whatsapp";
import { island } from "~/lib/islands/island";
import { DeliveryDetails } from "./delivery-details";
import { BalanceDue, type BalanceView } from "./balance-due";
import { PlanStory, type PlanStoryView } from "~/features/pay-plans";
import { AutopayForm, type AutopayChoiceView } from "~/features/autopay";
import { PayOrder } from "./pay-order";
import { useOrderStatus } from "./use-order-status";
import {
  sizeForShopper,
  NOT_PAID_TEXT,
  ORDER_STATUS_TEXT,
  type OrderDelivery,
  type OrderItem,
  type OrderState,
} from "~/features/orders";
import { shopperStatusText, type ShopperMoney } from "~/features/order-account";

export interface OrderView {
  reference: string;
  /** What every amount here is in: whole naira, or whole cents of a dollar order. */
  currency: LedgerCurrency;
  status: OrderState;
  isTest: boolean;
  firstName: string;
  email: string;
  /** The items as placed, each with its product's card picture while the shop still sells it. */
  items: Array<OrderItem & { imageKey: string | null }>;
  delivery: OrderDelivery;
  /** Sent abroad: who pays duties and taxes, what to expect, how the parcel is declared (else empty). */
  duties?: readonly string[];
  /** Items + delivery + express, less the discount, in `currency`. */
  total: number;
  /** The discount code she used and what it took off (in `currency`), or null. */
  discount: { code: string; amount: number } | null;
  placedAt: string;
  /** When the order reached its present state. */
  since: string;
  /**
   * While it is pending: whether any payment has been reported or seen under way (`confirming`)
   * or none (`not-paid`: she closed the payment window), and whether the shop runs in demo mode.
   */
  payment: {
    stage: "not-paid" | "confirming";
    demo: boolean;
    /** What is due now, in the order's currency: what its pay button names and then charges. */
    amount: number;
    /** What is due now in words ("Deposit to pay now: ₦78,750 (then ₦26,250 by Wednesday 9 December)"). */
    words: string;
    /** The pay button's words, naming that amount ("Pay ₦78,750 deposit"); null when nothing is due. */
    button: string | null;
  } | null;
  /** A deposit order's paid, outstanding and due day once it is past its first payment; else null. */
  balance: BalanceView | null;
  /** Her plan's parts, what of each is paid and the next date (Pay small small), when she chose one. */
  plan: PlanStoryView | null;
  /** Reminders may still come (her emails carry the link that stops them, never this page). */
  remindersMayCome: boolean;
  /** The name of whom she sends it to as a gift, or null. */
  giftFor: string | null;
  /** The lines of the address it is delivered to (the recipient's for a gift); null when collected. */
  deliverTo: string[] | null;
  /** What a gift card or store credit paid of it and what Paystack took, once a code paid part; else null. */
  paidBy: { credit: number; paystack: number } | null;
  /** Its account (features/order-account): where its money stands in words, what came in and what is owed now. */
  money: ShopperMoney & { paid: number };
  /** The aso-ebi group it is a share of (its name and page, what its deadline meant for her), when it is one. */
  group?: { name: string; path: string; news?: string | null } | null;
  /** Her kept card and her autopay choice, on her own page of an order on a plan with a card kept. */
  autopay?: AutopayChoiceView | null;
  /** Her parcel with the courier the shop booked, when there is one. */
  parcel?: ParcelForHer | null;
}

const TONES = {
  good: "border-success/40 bg-success/10 text-success",
  waiting: "border-gold/50 bg-gold/10 text-hazel-deep",
  bad: "border-danger/40 bg-danger/5 text-danger",
};
const BAD: readonly OrderState[] = ["review", "expired", "cancelled", "disputed"];
const statusTone = (s: OrderState) => TONES[s === "pending" ? "waiting" : BAD.includes(s) ? "bad" : "good"];

/** One order as the shopper sees it: reference, payment status in words, items and total. */
export function OrderDetails({ order, payError = null }: { order: OrderView; payError?: string | null }) {
  const { currency } = order;
  const current = useOrderStatus(order.reference, order.status);
  const notPaid = current === "pending" && order.payment?.stage === "not-paid";
  // Its account's words while it owes (a deposit's balance, or what left it), read with the status
  // the page was served with: a status that moved since is the stage's own words.
  const told =
    current === order.status ? shopperStatusText(current, order.money) : { ...ORDER_STATUS_TEXT[current], owes: false };
  const status = notPaid ? { ...NOT_PAID_TEXT, title: order.payment?.words ?? order.money.words } : told;
  return (
    <div className="container-page flex max-w-3xl flex-col gap-10 py-12 sm:py-16">
      <header className="flex flex-col gap-3">
        <p className="label-caps text-ink-soft">Order {order.reference}</p>
        <h1 className="text-4xl sm:text-5xl">
          {order.money.paid > 0 ? "Thank you" : "Your order"}, {order.firstName}
        </h1>
        <p className="text-ink-soft">
          Placed on {formatDateAndTime(order.placedAt)} WAT. We send updates to {order.email}.
          {order.giftFor && ` A gift for ${order.giftFor}: the parcel carries no prices.`}
        </p>
        {order.group && (
          <p>
            Your share of the aso-ebi group{" "}
            <a href={order.group.path} className="underline underline-offset-4">
              {order.group.name}
            </a>
            .
          </p>
        )}
        {order.group?.news && (
          <p className="border-l-4 border-hazel bg-white px-4 py-3" data-testid="group-news">
            {order.group.news}
          </p>
        )}
        {order.isTest && (
          <p className="label-caps w-fit bg-gold/20 px-2 py-1 text-hazel-deep">Test order · no card was charged</p>
        )}
      </header>

      <section
        aria-labelledby="status-heading"
        className={`flex flex-col gap-1 border p-5 ${told.owes ? TONES.waiting : statusTone(current)}`}
        aria-live="polite"
      >
        <h2 id="status-heading" className="label-caps font-sans">
          Payment status
        </h2>
        <p className="font-display text-2xl text-ink">{status.title}</p>
        <p className="text-sm text-ink-soft">Since {formatDateAndTime(order.since)} WAT</p>
        <p className="text-sm text-ink-soft">{status.detail}</p>
      </section>

      {order.parcel && (
        <section aria-labelledby="parcel-heading" className="flex flex-col gap-2">
          <h2 id="parcel-heading" className="text-2xl">
            Your parcel
          </h2>
          <p className="text-sm text-ink-soft">
            With {order.parcel.courier}
            {order.parcel.trackingCode && `, tracking number ${order.parcel.trackingCode}`}.
          </p>
          <ol className="flex flex-col gap-1">
            {order.parcel.steps.map((s) => (
              <li key={`${s.words}-${s.at}`}>
                <span className="text-sm tabular-nums text-ink-soft">{formatDateAndTime(new Date(s.at))}</span>{" "}
                {s.words}
              </li>
            ))}
          </ol>
        </section>
      )}

      {order.plan && <PlanStory story={order.plan} heading="Your plan" />}
      {order.plan && order.autopay && <AutopayForm choice={order.autopay} />}

      {order.balance && current !== "pending" && (
        <BalanceDue balance={order.balance} error={payError} currency={currency} />
      )}

      {current === "pending" && order.payment && (
        <PayOrder
          reference={order.reference}
          button={order.payment.button}
          currency={currency}
          items={order.items}
          demo={order.payment.demo}
          error={payError}
        />
      )}

      {order.remindersMayCome && (
        <p className="text-sm text-ink-soft">
          We email a reminder if this order is not paid within an hour, and before a balance is due. Each reminder has a
          link to stop them.
        </p>
      )}

      <section aria-labelledby="items-heading" className="flex flex-col gap-4">
        <h2 id="items-heading" className="text-3xl">
          Items
        </h2>
        <ul className="flex flex-col divide-y divide-line border-y border-line">
          {order.items.map((item) => (
            <li key={`${item.productId}-${item.size}`} className="flex items-center gap-4 py-4">
              {item.imageKey && (
                <img
                  src={imageUrl(item.imageKey, 320, "webp")}
                  width={64}
                  height={80}
                  alt=""
                  loading="lazy"
                  className="aspect-[4/5] w-16 shrink-0 bg-linen object-cover"
                />
              )}
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <p className="label-caps text-ink">{item.name}</p>
                <p className="text-sm text-ink-soft">
                  Size: {sizeForShopper(item)} · Quantity: {item.quantity} ·{" "}
                  {formatMoney(money(item.unitPrice, currency))} each
                </p>
                {item.custom && (
                  <MeasurementList
                    lines={item.custom.measurements}
                    label="Your measurements"
                    className="text-sm text-ink-soft"
                  />
                )}
              </div>
              <p className="tabular-nums">{formatMoney(money(item.lineTotal, currency))}</p>
            </li>
          ))}
        </ul>
        <DeliveryDetails delivery={order.delivery} currency={currency} />
        {order.duties && order.duties.length > 0 && (
          <div className="flex flex-col gap-1 border-l-2 border-gold bg-linen px-4 py-3 text-sm" data-testid="duties">
            {order.duties.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
        {order.discount && (
          <p className="flex justify-between">
            <span>Discount ({order.discount.code})</span>
            <span className="tabular-nums">−{formatMoney(money(order.discount.amount, currency))}</span>
          </p>
        )}
        <div className="flex items-baseline justify-between">
          <p className="label-caps">Total</p>
          <p className="font-display text-3xl tabular-nums">{formatMoney(money(order.total, currency))}</p>
        </div>
        {order.paidBy && (
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt>Paid with credit or gift card</dt>
            <dd className="tabular-nums">{formatMoney(money(order.paidBy.credit, currency))}</dd>
            <dt>Paid through Paystack</dt>
            <dd className="tabular-nums">{formatMoney(money(order.paidBy.paystack, currency))}</dd>
          </dl>
        )}
      </section>

      {order.deliverTo && (
        <section aria-labelledby="address-heading" className="flex flex-col gap-3">
          <h2 id="address-heading" className="text-3xl">
            Delivery address
          </h2>
          <address className="not-italic">
            {[...(order.giftFor ? [order.giftFor] : []), ...order.deliverTo].map((line, i) => (
              <span key={i} className="block">
                {line}
              </span>
            ))}
          </address>
        </section>
      )}

      <div className="flex flex-wrap items-center gap-x-8 gap-y-4">
        <WhatsAppLink message={orderMessage(order.reference)} />
        <a href="/collections" className="label-caps w-fit border-b border-ink pb-1">
          Continue shopping
        </a>
      </div>
    </div>
  );
}

export const OrderDetailsIsland = island("order-details", OrderDetails);
