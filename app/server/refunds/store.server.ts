// The refunds (table refunds, migration 030-refunds.sql): every statement on it. A refund is a row
// stored before Paystack hears of it, against the payment whose money goes back.
import { isLedgerCurrency, type LedgerCurrency } from "~/features/payments";
import type { RefundStatus } from "~/features/refunds";
import type { Db } from "../db/db.server";
import { groupBy } from "../base/group-by.server";

/** How the money went back: through Paystack, or outside the shop (the owner's transfer or cash, "Mark refunded"). */
type RefundKind = "paystack" | "outside";

export interface Refund {
  id: number;
  kind: RefundKind;
  orderReference: string;
  paymentReference: string;
  idempotencyKey: string;
  /** Kobo, or cents for a USD payment. */
  amount: number;
  /** Its payment's currency (the database writes it): money goes back as it came. */
  currency: LedgerCurrency;
  reason: string;
  status: RefundStatus;
  paystackId: number | null;
  paystackReference: string | null;
  message: string | null;
  createdAt: Date;
  updatedAt: Date;
}

interface RefundRow {
  [key: string]: unknown;
  id: number | string;
  kind: string;
  order_reference: string;
  payment_reference: string;
  idempotency_key: string;
  amount: number;
  currency: string;
  reason: string;
  status: RefundStatus;
  paystack_id: number | string | null;
  paystack_reference: string | null;
  message: string | null;
  created_at: Date;
  updated_at: Date;
}

const toRefund = (r: RefundRow): Refund => ({
  id: Number(r.id),
  kind: r.kind === "outside" ? "outside" : "paystack",
  orderReference: r.order_reference,
  paymentReference: r.payment_reference,
  idempotencyKey: r.idempotency_key,
  amount: Number(r.amount),
  currency: isLedgerCurrency(r.currency) ? r.currency : "NGN",
  reason: r.reason,
  status: r.status,
  paystackId: r.paystack_id === null ? null : Number(r.paystack_id),
  paystackReference: r.paystack_reference,
  message: r.message,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** An order's refunds, oldest first. */
export async function refundsOf(db: Db, orderReference: string): Promise<Refund[]> {
  const rows = await db.query<RefundRow>("select * from refunds where order_reference = $1 order by id", [
    orderReference,
  ]);
  return rows.map(toRefund);
}

/** The refunds of many orders at once, oldest first (an order without any is absent). */
export async function refundsOfOrders(db: Db, orderReferences: readonly string[]): Promise<Map<string, Refund[]>> {
  const rows = await db.query<RefundRow>("select * from refunds where order_reference = any($1::text[]) order by id", [
    [...orderReferences],
  ]);
  return groupBy(rows.map(toRefund), (r) => r.orderReference);
}

export async function findRefundByKey(db: Db, key: string): Promise<Refund | undefined> {
  const [row] = await db.query<RefundRow>("select * from refunds where idempotency_key = $1", [key]);
  return row && toRefund(row);
}

/** Stores a refund (sending), for a caller holding its order's and payment's locks; undefined when its key was used. */
export async function insertRefund(
  tx: Db,
  r: { orderReference: string; paymentReference: string; idempotencyKey: string; amount: number; reason: string },
): Promise<Refund | undefined> {
  const [row] = await tx.query<RefundRow>(
    `insert into refunds (order_reference, payment_reference, idempotency_key, amount, reason, checked_at)
     values ($1, $2, $3, $4, $5, now()) on conflict (idempotency_key) do nothing returning *`,
    [r.orderReference, r.paymentReference, r.idempotencyKey, r.amount, r.reason],
  );
  return row && toRefund(row);
}

/**
 * Money the owner returned outside the shop, against one of the order's payments, for a caller
 * holding the order's lock: processed as it is written (Paystack never hears of it), under a key
 * of its own.
 */
export async function insertOutsideRefund(
  tx: Db,
  r: { orderReference: string; paymentReference: string; idempotencyKey: string; amount: number; reason: string },
): Promise<void> {
  await tx.query(
    `insert into refunds (kind, status, order_reference, payment_reference, idempotency_key, amount, reason)
     values ('outside', 'processed', $1, $2, $3, $4, $5) on conflict (idempotency_key) do nothing`,
    [r.orderReference, r.paymentReference, r.idempotencyKey, r.amount, r.reason],
  );
}

/**
 * Takes an unsent refund of the order to try again (it becomes sending): only one caller gets it,
 * however many tabs or servers ask at once.
 */
export async function claimUnsent(db: Db, id: number, orderReference: string): Promise<Refund | undefined> {
  const [row] = await db.query<RefundRow>(
    `update refunds set status = 'sending', message = null, checked_at = now(), updated_at = now()
      where id = $1 and order_reference = $2 and status = 'unsent' returning *`,
    [id, orderReference],
  );
  return row && toRefund(row);
}

/** What the call to Paystack answered, for a refund still sending (a word that came first is kept). */
export async function recordSent(
  db: Db,
  id: number,
  answer: { status: RefundStatus; paystackId?: number; message?: string },
): Promise<void> {
  await db.query(
    `update refunds set status = case when status = 'sending' then $2 else status end,
        paystack_id = coalesce(paystack_id, $3::bigint), message = case when status = 'sending' then $4 else message end,
        updated_at = now()
      where id = $1`,
    [id, answer.status, answer.paystackId ?? null, answer.message ?? null],
  );
}

/** Ids of Paystack refunds the shop has already matched to a row (so none is adopted twice). */
export async function knownPaystackIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ paystack_id: string | number }>(
    "select paystack_id from refunds where paystack_id = any($1::bigint[])",
    [[...ids]],
  );
  return new Set(rows.map((r) => Number(r.paystack_id)));
}

/** The payment a refund Paystack knows by its id was made against, if the shop made it. */
export async function paymentOfPaystackRefund(db: Db, paystackId: number): Promise<string | undefined> {
  const [row] = await db.query<{ payment_reference: string }>(
    "select payment_reference from refunds where paystack_id = $1",
    [paystackId],
  );
  return row?.payment_reference;
}

/**
 * The refund a word of Paystack's is about, its row locked (the caller holds its order's lock): by
 * Paystack's id, else its refund_reference, else the oldest of the payment's refunds through
 * Paystack of that amount not yet tied to another Paystack refund (one not settled first). Money
 * returned outside the shop is never one of them.
 */
export async function lockRefundFor(
  tx: Db,
  w: { paymentReference: string; paystackId: number | null; paystackReference: string | null; amount: number },
): Promise<Refund | undefined> {
  if (w.paystackId !== null) {
    const [row] = await tx.query<RefundRow>("select * from refunds where paystack_id = $1 for update", [w.paystackId]);
    if (row) return toRefund(row);
  }
  if (w.paystackReference !== null) {
    const [row] = await tx.query<RefundRow>("select * from refunds where paystack_reference = $1 for update", [
      w.paystackReference,
    ]);
    if (row) return toRefund(row);
  }
  const [row] = await tx.query<RefundRow>(
    `select * from refunds
      where payment_reference = $1 and amount = $2 and kind = 'paystack'
        and ($3::bigint is null or paystack_id is null)
        and ($4::text is null or paystack_reference is null)
      order by (status in ('processed', 'failed')), id limit 1 for update`,
    [w.paymentReference, w.amount, w.paystackId, w.paystackReference],
  );
  return row && toRefund(row);
}

/** Paystack's word on a refund (the caller holds its row lock). */
export async function updateRefund(
  tx: Db,
  id: number,
  u: { status: RefundStatus; paystackId: number | null; paystackReference: string | null; message: string | null },
): Promise<void> {
  await tx.query(
    `update refunds set status = $2, paystack_id = coalesce(paystack_id, $3::bigint),
        paystack_reference = coalesce(paystack_reference, $4), message = coalesce($5, message), updated_at = now()
      where id = $1`,
    [id, u.status, u.paystackId, u.paystackReference, u.message],
  );
}

/**
 * A refund not settled whose re-check is due: under way with Paystack and not asked about for
 * `gapSeconds` (first `firstSeconds` after it was sent), or still sending `firstSeconds` after the
 * call began (the server stopped mid-call). Claimed by moving `checked_at` under its row lock,
 * others passed over, so however many servers look, one asks Paystack about it.
 */
export async function claimDueRefundCheck(
  tx: Db,
  q: { firstSeconds: number; gapSeconds: number },
): Promise<Refund | undefined> {
  const [row] = await tx.query<RefundRow>(
    `select * from refunds
      where (status in ('pending', 'processing', 'needs-attention')
              and coalesce(checked_at, created_at) <= now() - make_interval(secs => $2::float8))
         or (status = 'sending' and coalesce(checked_at, created_at) <= now() - make_interval(secs => $1::float8))
      order by coalesce(checked_at, created_at) limit 1 for update skip locked`,
    [q.firstSeconds, q.gapSeconds],
  );
  if (!row) return undefined;
  await tx.query("update refunds set checked_at = now() where id = $1", [row.id]);
  return toRefund(row);
}

/** Processed refunds sent back (kobo, cents), by the payment they came from (for the order's money to return). */
export async function processedByPayment(db: Db, orderReference: string): Promise<Map<string, number>> {
  const rows = await db.query<{ payment_reference: string; amount: string | number }>(
    `select payment_reference, sum(amount)::bigint as amount from refunds
      where order_reference = $1 and status = 'processed' group by payment_reference`,
    [orderReference],
  );
  return new Map(rows.map((r) => [r.payment_reference, Number(r.amount)]));
}
