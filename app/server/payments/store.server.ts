// The payments ledger (table payments): every statement on it. The first payment of an order is
// written with the order, by the table's trigger (migration 020-payments.sql).
import type { Payment, PaymentKind, PaymentStatus } from "~/features/payments";
import { isLedgerCurrency, paymentReference } from "~/features/payments";
import type { PaystackTransaction } from "~/features/orders";
import type { Db } from "../db/db.server";
import { groupBy } from "../base/group-by.server";

interface PaymentRow {
  [key: string]: unknown;
  reference: string;
  order_reference: string;
  attempt: number;
  kind: PaymentKind;
  amount: number;
  currency: string;
  status: PaymentStatus;
  verdict: PaystackTransaction | string | null;
  created_at: Date;
}

const toPayment = (r: PaymentRow): Payment => ({
  reference: r.reference,
  orderReference: r.order_reference,
  attempt: Number(r.attempt),
  kind: r.kind,
  amount: Number(r.amount),
  currency: isLedgerCurrency(r.currency) ? r.currency : "NGN",
  status: r.status,
  verdict: typeof r.verdict === "string" ? (JSON.parse(r.verdict) as PaystackTransaction) : r.verdict,
  createdAt: r.created_at,
});

export async function findPayment(db: Db, reference: string): Promise<Payment | undefined> {
  const [row] = await db.query<PaymentRow>("select * from payments where reference = $1", [reference]);
  return row && toPayment(row);
}

/** The payments a transfer to her own account became (its Paystack reference in their verdict), by order. */
export async function paymentsOfTransfer(db: Db, paystackReference: string): Promise<Payment[]> {
  const rows = await db.query<PaymentRow>(
    `select * from payments where kind = 'transfer' and verdict->>'reference' = $1 order by order_reference, attempt`,
    [paystackReference],
  );
  return rows.map(toPayment);
}

/** The payment's row locked until the caller's transaction ends (taken under its order's lock). */
export async function lockPayment(tx: Db, reference: string): Promise<Payment | undefined> {
  const [row] = await tx.query<PaymentRow>("select * from payments where reference = $1 for update", [reference]);
  return row && toPayment(row);
}

/** An order's payments, first attempt first. */
export async function paymentsOf(db: Db, orderReference: string): Promise<Payment[]> {
  const rows = await db.query<PaymentRow>("select * from payments where order_reference = $1 order by attempt", [
    orderReference,
  ]);
  return rows.map(toPayment);
}

/** The payments of many orders at once, first attempt first (an order without any is absent). */
export async function paymentsOfOrders(db: Db, orderReferences: readonly string[]): Promise<Map<string, Payment[]>> {
  const rows = await db.query<PaymentRow>(
    "select * from payments where order_reference = any($1::text[]) order by order_reference, attempt",
    [[...orderReferences]],
  );
  return groupBy(rows.map(toPayment), (p) => p.orderReference);
}

/**
 * Stores the order's next payment (open, before Paystack hears of it), for a caller holding the
 * order's lock: its attempt follows the last, its reference follows from both.
 */
export async function insertNextPayment(
  tx: Db,
  p: { orderReference: string; kind: PaymentKind; amount: number },
): Promise<Payment> {
  const [last] = await tx.query<{ attempt: number }>(
    "select coalesce(max(attempt), 0)::int as attempt from payments where order_reference = $1",
    [p.orderReference],
  );
  const attempt = Number(last?.attempt ?? 0) + 1;
  const [row] = await tx.query<PaymentRow>(
    `insert into payments (reference, order_reference, attempt, kind, amount) values ($1, $2, $3, $4, $5) returning *`,
    [paymentReference(p.orderReference, attempt), p.orderReference, attempt, p.kind, p.amount],
  );
  if (!row) throw new Error("The payment was not stored");
  return toPayment(row);
}

/** Paystack's page for a payment started on the redirect checkout, kept to send a second "pay" to it. */
export async function setAuthorizationUrl(db: Db, reference: string, url: string): Promise<void> {
  await db.query("update payments set authorization_url = $2 where reference = $1", [reference, url]);
}

/**
 * The order's latest payment still open on Paystack's page for this kind and amount, started
 * within `maxAgeSeconds` (no word of money on it yet): its reference and page; undefined when none.
 */
export async function openAttemptOf(
  db: Db,
  orderReference: string,
  p: { kind: PaymentKind; amount: number; maxAgeSeconds: number },
): Promise<{ reference: string; url: string } | undefined> {
  const [row] = await db.query<{ reference: string; authorization_url: string }>(
    `select reference, authorization_url from payments
      where order_reference = $1 and kind = $2 and amount = $3 and status = 'open'
        and authorization_url is not null and created_at > now() - make_interval(secs => $4)
      order by attempt desc limit 1`,
    [orderReference, p.kind, p.amount, p.maxAgeSeconds],
  );
  return row && { reference: row.reference, url: row.authorization_url };
}

/** Records Paystack's word on a payment (and its status after it); `verdict` kept when absent. */
export async function setPaymentStatus(
  db: Db,
  reference: string,
  status: PaymentStatus,
  verdict?: PaystackTransaction,
): Promise<void> {
  await db.query(
    `update payments set status = $2, verdict = coalesce($3::jsonb, verdict), updated_at = now() where reference = $1`,
    [reference, status, verdict ? JSON.stringify(verdict) : null],
  );
}

/** The shopper came back saying she paid: an open payment waits for Paystack's confirmation. */
export async function markReported(db: Db, reference: string): Promise<void> {
  await db.query(
    "update payments set status = 'reported', updated_at = now() where reference = $1 and status = 'open'",
    [reference],
  );
}

/**
 * Takes the right to ask Paystack about a payment now: only one not asked in the last
 * `cacheSeconds` (moving checked_at, so parallel claims find it taken). True when claimed.
 */
export async function claimPaymentCheck(tx: Db, reference: string, cacheSeconds: number): Promise<boolean> {
  const rows = await tx.query(
    `update payments set checked_at = now()
      where reference = $1 and (checked_at is null or checked_at <= now() - make_interval(secs => $2))
      returning reference`,
    [reference, cacheSeconds],
  );
  return rows.length > 0;
}

/**
 * A balance payment not settled yet whose re-check is due: never asked about and started
 * `firstSeconds` ago, or last asked about `gapSeconds` ago; and started within the last
 * `windowSeconds`. A balance is only started for an order being made or ready; one its order has
 * moved past is still asked about (money Paystack took is recorded, to return if need be). Claimed
 * by moving its `checked_at`, under its row lock with others passed over, so however many servers
 * look, one asks Paystack about it.
 */
export async function claimDueBalanceCheck(
  tx: Db,
  q: { firstSeconds: number; gapSeconds: number; windowSeconds: number },
): Promise<string | undefined> {
  const due = `coalesce(checked_at + make_interval(secs => $1::float8), created_at + make_interval(secs => $3::float8))`;
  const [row] = await tx.query<{ reference: string }>(
    `select reference from payments
      where kind = 'balance' and status in ('open', 'reported')
        and created_at > now() - make_interval(secs => $2::float8) and ${due} <= now()
      order by ${due} limit 1 for update skip locked`,
    [q.gapSeconds, q.windowSeconds, q.firstSeconds],
  );
  if (!row) return undefined;
  await tx.query("update payments set checked_at = now() where reference = $1", [row.reference]);
  return row.reference;
}

/** SQL: the payments confirmed on the Lagos days between two placeholders, for the orders' lists (the statement that confirms a payment stamps its `updated_at`). */
export const confirmedPaymentsSql = (from: string, to: string) =>
  `(select order_reference, amount, currency, updated_at from payments
     where status = 'succeeded' and lagos_day(updated_at) between ${from} and ${to})`;

/**
 * What a code paid of a new order, for the caller placing it (holding its lock): a `credit`
 * payment, taken at once. The first payment (written with the order, Paystack's to take) asks for
 * the rest; when the credit covers it, that payment is the credit's instead and Paystack is asked
 * for nothing. Returns what Paystack is to take now (kobo or cents, 0 for nothing).
 */
export async function takeCreditPayment(tx: Db, orderReference: string, credit: number): Promise<number> {
  const [first] = await tx.query<PaymentRow>(
    "select * from payments where order_reference = $1 and attempt = 1 and status = 'open' for update",
    [orderReference],
  );
  if (!first) throw new Error(`Order ${orderReference} has no open first payment to take credit against`);
  const rest = Number(first.amount) - credit;
  if (rest <= 0) {
    await tx.query(
      "update payments set kind = 'credit', status = 'succeeded', amount = $2, updated_at = now() where reference = $1",
      [first.reference, credit],
    );
    return 0;
  }
  await tx.query("update payments set amount = $2, updated_at = now() where reference = $1", [first.reference, rest]);
  const attempt = Number(first.attempt) + 1;
  await tx.query(
    `insert into payments (reference, order_reference, attempt, kind, amount, status)
     values ($1, $2, $3, 'credit', $4, 'succeeded')`,
    [paymentReference(orderReference, attempt), orderReference, attempt, credit],
  );
  return rest;
}
