import { ledgerMoney } from "~/features/currency";
import type { Customer, OrderGift, OrderItem } from "./order";
import { addressLines, streetAndTown } from "./address";
import { deliveryLines, type OrderDelivery } from "./order-delivery";
import { orderSummaryText } from "./summary";

/** The emails an order can cause; each goes at most once per order. */
export type Notice =
  | "owner-paid"
  | "owner-review"
  | "owner-expired"
  | "owner-money-to-return"
  | "customer-paid"
  | "customer-shipped"
  | "customer-ready";

/**
 * The reminders an order causes on a schedule, each at most once per order too
 * (docs/decisions/248-reminders-once-by-the-outbox.md).
 */
export type ReminderNotice =
  /** A deposit order's balance: 72 hours before it is due, then 24. */
  | "customer-balance-soon"
  | "customer-balance-due"
  /** To the owner: a balance past its due time and not paid. */
  | "owner-balance-overdue"
  /** An order with no payment an hour after it was placed: its Complete payment link. */
  | "customer-unpaid";

/** The shopper's email with the link to the quote the owner made her: once per quote. */
type QuoteNotice = "customer-quote";

/** Every email of an order: the notices its changes cause, its reminders and a quote's link. */
export type OrderEmail = Notice | ReminderNotice | QuoteNotice;

/** The EmailJS template that carries a notice: the owner's order template or the shopper's. */
export const NOTICE_TEMPLATE: Record<OrderEmail, "order" | "customer"> = {
  "owner-paid": "order",
  "owner-review": "order",
  "owner-expired": "order",
  "owner-money-to-return": "order",
  "customer-paid": "customer",
  "customer-shipped": "customer",
  "customer-ready": "customer",
  "customer-balance-soon": "customer",
  "customer-balance-due": "customer",
  "owner-balance-overdue": "order",
  "customer-unpaid": "customer",
  "customer-quote": "customer",
};

/** A plan's part is reminded once per part: its reminder's notice carries the part ("customer-balance-soon#part-2"). */
export const partNotice = (notice: OrderEmail, part: number) => `${notice}#part-${part}`;

/** The email a notice read back from the outbox is, without its part; and the part, when it has one. */
export function emailOfNotice(notice: string): { email: string; part: number | null } {
  const m = /^(.+)#part-(\d)$/.exec(notice);
  return m ? { email: m[1]!, part: Number(m[2]) } : { email: notice, part: null };
}

/** Whether a notice read back from the outbox is one of an order's emails. */
export function isOrderEmail(notice: string): notice is OrderEmail {
  return Object.hasOwn(NOTICE_TEMPLATE, notice);
}

/** The `status` param each notice carries. */
const STATUS: Record<OrderEmail, string> = {
  "owner-paid": "paid",
  "owner-review": "in review",
  "owner-expired": "expired",
  "owner-money-to-return": "money to return",
  "customer-paid": "confirmed",
  "customer-shipped": "shipped",
  "customer-ready": "ready",
  "customer-balance-soon": "balance due soon",
  "customer-balance-due": "balance due tomorrow",
  "owner-balance-overdue": "balance overdue",
  "customer-unpaid": "not paid yet",
  "customer-quote": "your quote",
};

export interface NoticeOrder {
  reference: string;
  customer: Customer;
  items: readonly OrderItem[];
  /** Delivery and express, listed after the items as the Paystack summary lists them. */
  delivery?: OrderDelivery;
  amountMinor: number;
  currency: "NGN" | "USD";
  reviewReason: string | null;
  /** Sent to someone else. */
  gift?: OrderGift;
  /** A discount code's spelling and what it took off, in the order's currency (amountMinor is already less it). */
  discount?: { code: string; amount: number };
  /** The purchase of a gift card, whose page is /gift-cards/{reference}. */
  giftCard?: true;
}

/** A gift in one line for an email: "A gift for Ada Obi (+234 803 123 4567), card: “Happy birthday”". */
function giftLine(gift: OrderGift | undefined): string {
  if (!gift) return "";
  const card = gift.message ? `, card: “${gift.message}”` : ", no card message";
  return `A gift for ${gift.recipientName} (${gift.recipientPhone})${card}`;
}

/**
 * The template parameters of one notice. The owner's (order template): reference, customer_name,
 * customer_email, customer_phone, address (the street, town and postcode), state, country, comments, order_summary, total,
 * order_url (the order in the admin), status, note and gift. The shopper's (customer template):
 * to_email, to_name, delivery_address (every line of it), reference, status, order_summary, total,
 * order_url (her order page), note and
 * gift ("" unless she sends it to someone else). Both carry `money`: where the order's money stands
 * in the account's words ("Deposit paid: ₦275,000 to pay by Tuesday 15 December").
 * A note fixed when the notice was queued (the shopper's tracking note, the money to return) wins.
 */
export function noticeParams(
  order: NoticeOrder,
  notice: OrderEmail,
  siteUrl: string,
  extra: { note?: string } = {},
  money = "",
): Record<string, string> {
  const origin = siteUrl.replace(/\/+$/, "");
  const c = order.customer;
  const common = {
    reference: order.reference,
    status: STATUS[notice],
    order_summary: [
      orderSummaryText(order.items, order.currency),
      ...(order.delivery ? deliveryLines(order.delivery, order.currency) : []),
      ...(order.discount
        ? [`Discount code ${order.discount.code}: −${ledgerMoney(order.discount.amount, order.currency)}`]
        : []),
    ].join("\n"),
    total: ledgerMoney(order.amountMinor, order.currency),
    money,
    gift: giftLine(order.gift),
  };
  if (NOTICE_TEMPLATE[notice] === "customer") {
    return {
      to_email: c.email,
      to_name: `${c.firstName} ${c.lastName}`,
      delivery_address: addressLines(c).join(", "),
      ...common,
      order_url: `${origin}/${order.giftCard ? "gift-cards" : "order"}/${order.reference}`,
      note: extra.note ?? "",
    };
  }
  return {
    ...common,
    customer_name: `${c.firstName} ${c.lastName}`,
    customer_email: c.email,
    customer_phone: c.phone,
    address: streetAndTown(c),
    state: c.state,
    country: c.country,
    comments: c.comments,
    order_url: `${origin}/admin/orders/${order.reference}`,
    note:
      extra.note ??
      (notice === "owner-review" ? (order.reviewReason ?? "") : notice === "owner-expired" ? EXPIRED_NOTE : ""),
  };
}

const EXPIRED_NOTE = "Paystack has not confirmed a payment for this order within the time the shop keeps checking.";
