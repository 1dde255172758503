import {
  PICKUP_ONLY,
  type Customer,
  type Order,
  type OrderDelivery,
  type OrderItem,
  type OrderDeposit,
  type OrderDiscount,
  type OrderGift,
  type OrderQuote,
  type OrderState,
  type PaymentEvidence,
} from "~/features/orders";
import type { Db } from "../../db/db.server";

export interface NewOrder {
  reference: string;
  /** Naira when absent; its payments are written in it. */
  currency?: "NGN" | "USD";
  isTest: boolean;
  customer: Customer;
  items: OrderItem[];
  /** Pickup without express when absent. */
  delivery?: OrderDelivery;
  amountMinor: number;
  clientAddress?: string;
  /** The hash of the key the placing browser keeps, so it may continue the order (open-order.server.ts). */
  shopperKeyHash?: string;
  /** A deposit now and the balance by its due time; absent when paid in full. */
  deposit?: OrderDeposit;
  /** The owner's quote: its link key, validity and the atelier's facts; absent for the checkout's orders. */
  quote?: OrderQuote;
  /** Sent to someone else: the recipient and the card's message. */
  gift?: OrderGift | null;
  /** The purchase of a gift card (origin 'gift-card'). */
  giftCard?: true;
  /** An appointment's fee (origin 'appointment'). */
  appointment?: true;
  /** A discount code's spelling and amount off, in kobo or cents (amountMinor is already less it). */
  discount?: OrderDiscount;
  /** Its made-to-order pieces' place in the atelier's queue: the week (a Monday) and how many. */
  queue?: { week: string; pieces: number; express: boolean };
  /** The aso-ebi group this order is a share of. */
  groupId?: number;
}

export interface OrderRow {
  [key: string]: unknown;
  reference: string;
  status: OrderState;
  is_test: boolean;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  address: string;
  city: string;
  postcode: string;
  state: string;
  country: string;
  comments: string;
  items: OrderItem[] | string;
  amount_minor: string | number;
  currency: string;
  delivery_method: OrderDelivery["method"];
  delivery_zone: string;
  delivery_label: string;
  delivery_fee: number;
  express: boolean;
  express_fee: number;
  ready_from: string | null;
  ready_by: string | null;
  deliver_by: string | null;
  needed_by: string | null;
  payment: PaymentEvidence | string | null;
  review_reason: string | null;
  refunded_minor: string | number;
  dispute_note: string | null;
  created_at: Date;
  paid_at: Date | null;
  payment_checked_at?: Date | null;
  deposit?: number | null;
  balance_due_at?: Date | null;
  origin?: string;
  quote_key?: string | null;
  valid_until?: Date | null;
  request_reference?: string | null;
  fitting_on?: string | Date | null;
  final_fitting_on?: string | Date | null;
  atelier_notes?: string;
  gift?: OrderGift | string | null;
  discount_code?: string | null;
  discount_amount?: number | null;
}

/** A date column as YYYY-MM-DD, whichever way the driver returns it. */
const isoDay = (v: string | Date) => (typeof v === "string" ? v.slice(0, 10) : v.toISOString().slice(0, 10));

function quoteOf(r: OrderRow): OrderQuote | undefined {
  if (r.origin !== "quote" || !r.quote_key || !r.valid_until) return undefined;
  return {
    key: r.quote_key,
    validUntil: new Date(r.valid_until),
    requestReference: r.request_reference ?? null,
    fittingOn: r.fitting_on ? isoDay(r.fitting_on) : null,
    finalFittingOn: r.final_fitting_on ? isoDay(r.final_fitting_on) : null,
    notes: r.atelier_notes ?? "",
  };
}

const json = <T>(v: T | string): T => (typeof v === "string" ? (JSON.parse(v) as T) : v);

export function toOrder(r: OrderRow): Order {
  return {
    reference: r.reference,
    status: r.status,
    isTest: r.is_test,
    customer: {
      email: r.email,
      firstName: r.first_name,
      lastName: r.last_name,
      phone: r.phone,
      address: r.address,
      city: r.city,
      postcode: r.postcode,
      state: r.state,
      country: r.country,
      comments: r.comments,
    },
    items: json(r.items),
    delivery: {
      method: r.delivery_method,
      zone: r.delivery_zone,
      label: r.delivery_label,
      fee: Number(r.delivery_fee),
      express: r.express,
      expressFee: Number(r.express_fee),
      readyFrom: r.ready_from,
      readyBy: r.ready_by,
      deliverBy: r.deliver_by,
      neededBy: r.needed_by,
    },
    amountMinor: Number(r.amount_minor),
    currency: r.currency === "USD" ? "USD" : "NGN",
    payment: r.payment === null ? null : json(r.payment),
    reviewReason: r.review_reason,
    refundedMinor: Number(r.refunded_minor),
    disputeNote: r.dispute_note,
    createdAt: r.created_at,
    paidAt: r.paid_at,
    paymentCheckedAt: r.payment_checked_at ?? null,
    ...(r.deposit != null && r.balance_due_at != null
      ? { deposit: { amount: Number(r.deposit), balanceDueAt: new Date(r.balance_due_at) } }
      : {}),
    ...(quoteOf(r) ? { quote: quoteOf(r) } : {}),
    ...(r.gift ? { gift: json(r.gift) } : {}),
    ...(r.origin === "gift-card" ? { giftCard: true as const } : {}),
    ...(r.origin === "appointment" ? { appointment: true as const } : {}),
    ...(r.discount_code ? { discount: { code: r.discount_code, amount: Number(r.discount_amount ?? 0) } } : {}),
  };
}

/** Unique-violation: another order already has this reference. */
export function isDuplicateReference(error: unknown): boolean {
  return (
    typeof error === "object" && error !== null && "code" in error && (error as { code: unknown }).code === "23505"
  );
}

/** Stores a pending order. Throws on a reference that is already taken (see isDuplicateReference). */
export async function insertOrder(db: Db, o: NewOrder): Promise<Order> {
  const c = o.customer;
  const d = o.delivery ?? PICKUP_ONLY;
  const [row] = await db.query<OrderRow>(
    `insert into orders (reference, is_test, email, first_name, last_name, phone, address, state, country, comments,
       items, amount_minor, client_address, delivery_method, delivery_zone, delivery_label, delivery_fee, express,
       express_fee, ready_from, ready_by, deliver_by, needed_by, shopper_key, deposit, balance_due_at,
       origin, quote_key, valid_until, request_reference, fitting_on, atelier_notes, gift,
       discount_code, discount_amount, city, postcode, final_fitting_on, queue_week, queue_pieces, queue_express,
       group_id, currency)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
       $22, $23, $24, $25, $26, $27, $28, $29, $30, $31::date, $32, $33::jsonb, $34, $35, $36, $37, $38::date,
       $39::date, $40, $41, $42, $43)
     returning *`,
    [
      o.reference,
      o.isTest,
      c.email,
      c.firstName,
      c.lastName,
      c.phone,
      c.address,
      c.state,
      c.country,
      c.comments,
      JSON.stringify(o.items),
      o.amountMinor,
      o.clientAddress ?? null,
      d.method,
      d.zone,
      d.label,
      d.fee,
      d.express,
      d.expressFee,
      d.readyFrom,
      d.readyBy,
      d.deliverBy,
      d.neededBy,
      o.shopperKeyHash ?? null,
      o.deposit?.amount ?? null,
      o.deposit?.balanceDueAt ?? null,
      o.quote ? "quote" : o.giftCard ? "gift-card" : o.appointment ? "appointment" : "checkout",
      o.quote?.key ?? null,
      o.quote?.validUntil ?? null,
      o.quote?.requestReference ?? null,
      o.quote?.fittingOn ?? null,
      o.quote?.notes ?? "",
      o.gift ? JSON.stringify(o.gift) : null,
      o.discount?.code ?? null,
      o.discount?.amount ?? 0,
      c.city,
      c.postcode,
      o.quote?.finalFittingOn ?? null,
      o.queue?.week ?? null,
      o.queue?.pieces ?? 0,
      o.queue?.express ?? false,
      o.groupId ?? null,
      o.currency ?? "NGN",
    ],
  );
  if (!row) throw new Error("The order was not stored");
  return toOrder(row);
}

export async function findOrder(db: Db, reference: string): Promise<Order | undefined> {
  const [row] = await db.query<OrderRow>("select * from orders where reference = $1", [reference]);
  return row ? toOrder(row) : undefined;
}

/** The order, its row locked until the caller's transaction ends, so no other change interleaves. */
export async function lockOrder(tx: Db, reference: string): Promise<Order | undefined> {
  const [row] = await tx.query<OrderRow>("select * from orders where reference = $1 for update", [reference]);
  return row ? toOrder(row) : undefined;
}

/**
 * The order the browser holding this key placed, its row locked until the caller's transaction
 * ends, while it still waits for its first payment (pending); undefined otherwise, and for an
 * aso-ebi share: her other orders never continue or replace her place in a group.
 */
export async function lockOpenOrder(tx: Db, reference: string, shopperKeyHash: string): Promise<Order | undefined> {
  const [row] = await tx.query<OrderRow>(
    `select * from orders where reference = $1 and shopper_key = $2 and status = 'pending' and group_id is null
        for update`,
    [reference, shopperKeyHash],
  );
  return row ? toOrder(row) : undefined;
}

/** Whether the order was placed by the browser holding the key whose hash this is (any state). */
export async function hasShopperKey(db: Db, reference: string, shopperKeyHash: string): Promise<boolean> {
  const rows = await db.query("select 1 from orders where reference = $1 and shopper_key = $2", [
    reference,
    shopperKeyHash,
  ]);
  return rows.length > 0;
}

/** What a change of state writes on the order besides its state. */
export interface StateUpdate {
  to: OrderState;
  /** The review's reason, kept when the order goes to review (and cleared when it is paid). */
  reviewReason?: string;
  /** Paystack's latest word on the payment; the one kept stays when absent. */
  payment?: PaymentEvidence;
  /** The total refunded so far, in Paystack's subunit of the order's currency; unchanged when absent. */
  refundedMinor?: number;
  /** The open dispute's note, or null to clear it; unchanged when absent. */
  disputeNote?: string | null;
}

/** Names an appointment's fee order's one line anew (its appointment moved or was cancelled); other orders are left alone. */
export async function renameFeeLine(db: Db, reference: string, name: string): Promise<void> {
  await db.query(
    `update orders set items = jsonb_set(items, '{0,name}', to_jsonb($2::text))
      where reference = $1 and origin = 'appointment'`,
    [reference, name],
  );
}

/** Moves a locked order to a new state (paid_at set on its first payment) and returns it as it now is. */
export async function updateOrderState(tx: Db, reference: string, u: StateUpdate): Promise<Order | undefined> {
  const [updated] = await tx.query<OrderRow>(
    `update orders set status = $2, updated_at = now(),
            paid_at = case when $2 = 'paid' then coalesce(paid_at, now()) else paid_at end,
            review_reason = case when $2 = 'review' then $3::text when $2 = 'paid' then null else review_reason end,
            payment = coalesce($4::jsonb, payment),
            refunded_minor = coalesce($5::bigint, refunded_minor),
            dispute_note = case when $6::boolean then $7::text else dispute_note end
      where reference = $1 returning *`,
    [
      reference,
      u.to,
      u.to === "review" ? (u.reviewReason ?? null) : null,
      u.payment ? JSON.stringify(u.payment) : null,
      u.refundedMinor ?? null,
      u.disputeNote !== undefined,
      u.disputeNote ?? null,
    ],
  );
  return updated && toOrder(updated);
}
