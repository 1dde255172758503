import type { Customer } from "~/features/checkout/customer";
import type { OrderStatus } from "~/features/checkout/order-status";
import type { OrderItem } from "~/features/checkout/pricing";
import type { PaymentDecision } from "~/features/checkout/verification";
import type { Db } from "../db/db.server";

export interface Order {
  reference: string;
  status: OrderStatus;
  isTest: boolean;
  customer: Customer;
  items: OrderItem[];
  amountKobo: number;
  currency: "NGN";
  payment: PaymentEvidence | null;
  reviewReason: string | null;
  createdAt: Date;
  paidAt: Date | null;
}

/** What decided a payment: Paystack's answer (through verify or webhook) or the local test payment. */
export interface PaymentEvidence {
  source: "verify" | "webhook" | "test";
  status: string;
  amount: number;
  currency: string;
  [key: string]: unknown;
}

export interface NewOrder {
  reference: string;
  isTest: boolean;
  customer: Customer;
  items: OrderItem[];
  amountKobo: number;
  clientAddress?: string;
}

interface OrderRow {
  [key: string]: unknown;
  reference: string;
  status: OrderStatus;
  is_test: boolean;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  address: string;
  state: string;
  country: string;
  comments: string;
  items: OrderItem[] | string;
  amount_kobo: string | number;
  payment: PaymentEvidence | string | null;
  review_reason: string | null;
  created_at: Date;
  paid_at: Date | null;
}

const json = <T>(v: T | string): T => (typeof v === "string" ? (JSON.parse(v) as T) : v);

function toOrder(r: OrderRow): Order {
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
      state: r.state,
      country: r.country,
      comments: r.comments,
    },
    items: json(r.items),
    amountKobo: Number(r.amount_kobo),
    currency: "NGN",
    payment: r.payment === null ? null : json(r.payment),
    reviewReason: r.review_reason,
    createdAt: r.created_at,
    paidAt: r.paid_at,
  };
}

/** Unique-violation: another order already has this reference. */
export function isDuplicateReference(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && (error as { code: unknown }).code === "23505";
}

/** Stores a pending order. Throws on a reference that is already taken (see isDuplicateReference). */
export async function insertOrder(db: Db, o: NewOrder): Promise<Order> {
  const c = o.customer;
  const [row] = await db.query<OrderRow>(
    `insert into orders (reference, is_test, email, first_name, last_name, phone, address, state, country, comments,
       items, amount_kobo, client_address)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13)
     returning *`,
    [o.reference, o.isTest, c.email, c.firstName, c.lastName, c.phone, c.address, c.state, c.country, c.comments,
      JSON.stringify(o.items), o.amountKobo, o.clientAddress ?? null],
  );
  if (!row) throw new Error("The order was not stored");
  return toOrder(row);
}

/** The newest orders first, for the owner's page. */
export async function recentOrders(db: Db, limit = 100): Promise<Order[]> {
  const rows = await db.query<OrderRow>("select * from orders order by created_at desc limit $1", [limit]);
  return rows.map(toOrder);
}

export async function findOrder(db: Db, reference: string): Promise<Order | undefined> {
  const [row] = await db.query<OrderRow>("select * from orders where reference = $1", [reference]);
  return row ? toOrder(row) : undefined;
}

/**
 * Records a payment decision. A paid order stays paid whatever arrives later, so replays change
 * nothing; a pending order or one under review takes the new decision.
 * Returns the order as it now stands and whether anything changed.
 */
export async function recordPayment(
  db: Db,
  reference: string,
  decision: PaymentDecision,
  evidence: PaymentEvidence,
): Promise<{ order: Order; changed: boolean } | undefined> {
  const reason = decision.status === "review" ? decision.reason : null;
  const updated = await db.query<OrderRow>(
    `update orders
        set status = $2, review_reason = $3, payment = $4::jsonb, updated_at = now(),
            paid_at = case when $2 = 'paid' then now() else null end
      where reference = $1 and status <> 'paid'
        and (status <> $2 or review_reason is distinct from $3)
      returning *`,
    [reference, decision.status, reason, JSON.stringify(evidence)],
  );
  const row = updated[0];
  if (row) return { order: toOrder(row), changed: true };
  const order = await findOrder(db, reference);
  return order ? { order, changed: false } : undefined;
}
