// Store credit and gift cards (tables credit_codes and credit_entries): every statement on them.
// A code's balance is the sum of its rows (docs/decisions/260-store-credit-one-ledger.md); a spend
// is taken under the code's row lock, so two servers never take a code below zero.
import { isLedgerCurrency, type LedgerCurrency } from "~/features/payments";
import { createHash } from "node:crypto";
import type { CreditCodeKind, CreditEntry, CreditEntryKind } from "~/features/credit";
import type { Db } from "../db/db.server";
import { groupBy } from "../base/group-by.server";

/** The hash a code is kept as (the code itself is only ever in the shopper's email). */
const codeHash = (code: string) => createHash("sha256").update(code).digest("hex");

export interface CreditCode {
  id: number;
  last4: string;
  email: string;
  kind: CreditCodeKind;
  /** The code's money is in it, always: it pays only orders of this currency. */
  currency: LedgerCurrency;
  createdAt: Date;
  expiresAt: Date | null;
}

interface CodeRow {
  [key: string]: unknown;
  id: number | string;
  last4: string;
  email: string;
  kind: CreditCodeKind;
  currency: string;
  created_at: Date;
  expires_at: Date | null;
}

const toCode = (r: CodeRow): CreditCode => ({
  id: Number(r.id),
  last4: r.last4,
  email: r.email,
  kind: r.kind,
  currency: isLedgerCurrency(r.currency) ? r.currency : "NGN",
  createdAt: new Date(r.created_at),
  expiresAt: r.expires_at ? new Date(r.expires_at) : null,
});

/** Stores a new code (its hash and last four) for an email; returns it. */
export async function insertCode(
  tx: Db,
  c: { code: string; email: string; kind: CreditCodeKind; expiresAt?: Date | null; currency?: LedgerCurrency },
): Promise<CreditCode> {
  const [row] = await tx.query<CodeRow>(
    `insert into credit_codes (code_hash, last4, email, kind, expires_at, currency) values ($1, $2, $3, $4, $5, $6)
     returning id, last4, email, kind, currency, created_at, expires_at`,
    [codeHash(c.code), c.code.slice(-4), c.email, c.kind, c.expiresAt ?? null, c.currency ?? "NGN"],
  );
  if (!row) throw new Error("The credit code was not stored");
  return toCode(row);
}

/** The code a shopper typed, read without a lock (a quote before she orders); undefined when unknown. */
export async function findCode(db: Db, code: string): Promise<CreditCode | undefined> {
  const [row] = await db.query<CodeRow>(
    "select id, last4, email, kind, currency, created_at, expires_at from credit_codes where code_hash = $1",
    [codeHash(code)],
  );
  return row && toCode(row);
}

/** The code a shopper typed, its row locked until the caller's transaction ends; undefined when unknown. */
export async function lockCode(tx: Db, code: string): Promise<CreditCode | undefined> {
  const [row] = await tx.query<CodeRow>(
    "select id, last4, email, kind, currency, created_at, expires_at from credit_codes where code_hash = $1 for update",
    [codeHash(code)],
  );
  return row && toCode(row);
}

/** A code by its number, its row locked until the caller's transaction ends; undefined when unknown. */
export async function lockCodeById(tx: Db, id: number): Promise<CreditCode | undefined> {
  const [row] = await tx.query<CodeRow>(
    "select id, last4, email, kind, currency, created_at, expires_at from credit_codes where id = $1 for update",
    [id],
  );
  return row && toCode(row);
}

/** Ends a code now: spent no more, and not counted in its owner's credit (its `expired` row brings it to zero). */
export async function endCode(tx: Db, id: number): Promise<void> {
  await tx.query("update credit_codes set expires_at = least(coalesce(expires_at, now()), now()) where id = $1", [id]);
}

/** A code's balance, in its minor unit (kobo, cents): the sum of its rows. */
export async function balanceOfCode(db: Db, codeId: number): Promise<number> {
  const [row] = await db.query<{ balance: string | number }>(
    "select coalesce(sum(amount), 0)::bigint as balance from credit_entries where code_id = $1",
    [codeId],
  );
  return Number(row?.balance ?? 0);
}

export interface NewEntry {
  codeId: number;
  amount: number;
  kind: CreditEntryKind;
  orderReference?: string | null;
  who: string;
  why: string;
  /** One key per movement: its replay stores nothing. */
  movementKey: string;
}

/** Adds a movement to a code's ledger, once per movement key; returns whether it was new. */
export async function addEntry(tx: Db, e: NewEntry): Promise<boolean> {
  const rows = await tx.query(
    `insert into credit_entries (code_id, amount, kind, order_reference, who, why, movement_key)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (movement_key) do nothing returning id`,
    [e.codeId, e.amount, e.kind, e.orderReference ?? null, e.who, e.why, e.movementKey],
  );
  return rows.length > 0;
}

/** Whether a movement of this key is on the ledger already (a form posted again). */
export async function hasMovement(db: Db, movementKey: string): Promise<boolean> {
  const rows = await db.query("select 1 from credit_entries where movement_key = $1", [movementKey]);
  return rows.length > 0;
}

export const spentKey = (orderReference: string, codeId: number) => `spent:${orderReference}:${codeId}`;
const returnedKey = (orderReference: string, codeId: number) => `returned:${orderReference}:${codeId}`;

/**
 * Gives back to their codes what an order spent and has not had back yet (the order was cancelled
 * or expired), once per order and code however often it is asked. Returns the amount returned (kobo, cents).
 */
export async function returnCreditOf(tx: Db, orderReference: string, why: string): Promise<number> {
  const spent = await tx.query<{ code_id: number | string; amount: number }>(
    "select code_id, amount from credit_entries where order_reference = $1 and kind = 'spent' order by id",
    [orderReference],
  );
  let returned = 0;
  for (const s of spent) {
    const codeId = Number(s.code_id);
    const added = await addEntry(tx, {
      codeId,
      amount: -Number(s.amount),
      kind: "returned",
      orderReference,
      who: "shop",
      why,
      movementKey: returnedKey(orderReference, codeId),
    });
    if (added) returned += -Number(s.amount);
  }
  return returned;
}

export interface CodeWithBalance extends CreditCode {
  balance: number;
}

export interface CodeEntry extends CreditEntry {
  codeId: number;
  /** `move:…` on the issue of a moved payment's code. */
  movementKey: string;
}

/**
 * For a row `e` of a moved payment's code, the order at its other end (where it went, on the
 * issue; where it came from, on a spend or a return); null for any other row.
 */
const OTHER_ORDER_SQL = `(select o.order_reference from credit_entries o
              where o.code_id = e.code_id and o.order_reference <> e.order_reference
                and (o.movement_key like 'move:%' or e.movement_key like 'move:%')
              order by o.id limit 1)`;

/** Every code with its balance, newest first. */
export async function codesWithBalances(db: Db): Promise<CodeWithBalance[]> {
  const rows = await db.query<CodeRow & { balance: string | number }>(
    `select c.id, c.last4, c.email, c.kind, c.created_at, c.expires_at,
            coalesce((select sum(e.amount) from credit_entries e where e.code_id = c.id), 0)::bigint as balance
       from credit_codes c order by c.id desc`,
  );
  return rows.map((r) => ({ ...toCode(r), balance: Number(r.balance) }));
}

/** The rows of the codes' ledgers, oldest first. */
export async function entriesOfCodes(db: Db, codeIds: readonly number[]): Promise<CodeEntry[]> {
  const rows = await db.query<{
    code_id: number | string;
    amount: number;
    kind: CreditEntryKind;
    order_reference: string | null;
    who: string;
    why: string;
    created_at: Date;
    movement_key: string;
  }>(
    `select code_id, amount, kind, order_reference, who, why, created_at, movement_key from credit_entries
      where code_id = any($1::bigint[]) order by id`,
    [[...codeIds]],
  );
  return rows.map((r) => ({
    codeId: Number(r.code_id),
    movementKey: r.movement_key,
    amount: Number(r.amount),
    kind: r.kind,
    orderReference: r.order_reference,
    who: r.who,
    why: r.why,
    createdAt: new Date(r.created_at),
  }));
}

/**
 * The codes of an order's own movements (issued from it, spent on it, returned to it), with their
 * rows; a moved payment's row names the order at its other end.
 */
export async function entriesOfOrder(
  db: Db,
  orderReference: string,
): Promise<(CodeEntry & { last4: string; otherOrder: string | null })[]> {
  const rows = await db.query<{
    code_id: number | string;
    last4: string;
    amount: number;
    kind: CreditEntryKind;
    order_reference: string | null;
    who: string;
    why: string;
    created_at: Date;
    movement_key: string;
    other_order: string | null;
  }>(
    `select e.code_id, c.last4, e.amount, e.kind, e.order_reference, e.who, e.why, e.created_at, e.movement_key,
            ${OTHER_ORDER_SQL} as other_order
       from credit_entries e join credit_codes c on c.id = e.code_id
      where e.order_reference = $1 order by e.id`,
    [orderReference],
  );
  return rows.map((r) => ({
    codeId: Number(r.code_id),
    movementKey: r.movement_key,
    otherOrder: r.other_order,
    last4: r.last4,
    amount: Number(r.amount),
    kind: r.kind,
    orderReference: r.order_reference,
    who: r.who,
    why: r.why,
    createdAt: new Date(r.created_at),
  }));
}

/** All the credit an email holds in one currency (naira unless said; whole cents for dollars) on its codes that have not expired. */
export async function balanceOfEmail(db: Db, email: string, currency: LedgerCurrency = "NGN"): Promise<number> {
  const [row] = await db.query<{ balance: string | number }>(
    `select coalesce(sum(e.amount), 0)::bigint as balance from credit_entries e
       join credit_codes c on c.id = e.code_id
      where lower(c.email) = lower($1) and c.currency = $2 and (c.expires_at is null or c.expires_at > now())`,
    [email, currency],
  );
  return Number(row?.balance ?? 0);
}

/** A row of the ledger naming an order, with its code, and for a payment moved between orders the order at its other end. */
export interface OrderLedgerEntry {
  orderReference: string;
  codeId: number;
  kind: CreditEntryKind;
  amount: number;
  movementKey: string;
  codeKind: CreditCodeKind;
  last4: string;
  /** For a row of a moved payment's code: the order it came from (on a spend) or went to (on its issue). */
  otherOrder: string | null;
}

/** The ledger's rows that name each of the orders (issued from it, spent on it, returned to it), oldest first. */
export async function ledgerOfOrders(
  db: Db,
  orderReferences: readonly string[],
): Promise<Map<string, OrderLedgerEntry[]>> {
  const rows = await db.query<{
    order_reference: string;
    code_id: number | string;
    kind: CreditEntryKind;
    amount: number;
    movement_key: string;
    code_kind: CreditCodeKind;
    last4: string;
    other_order: string | null;
  }>(
    `select e.order_reference, e.code_id, e.kind, e.amount, e.movement_key, c.kind as code_kind, c.last4,
            ${OTHER_ORDER_SQL} as other_order
       from credit_entries e join credit_codes c on c.id = e.code_id
      where e.order_reference = any($1::text[]) order by e.id`,
    [[...orderReferences]],
  );
  const entries = rows.map((r) => ({
    orderReference: r.order_reference,
    codeId: Number(r.code_id),
    kind: r.kind,
    amount: Number(r.amount),
    movementKey: r.movement_key,
    codeKind: r.code_kind,
    last4: r.last4,
    otherOrder: r.other_order,
  }));
  return groupBy(entries, (e) => e.orderReference);
}

/** Her codes (store credit and gift cards given to her email, letter case ignored) with their balances, newest first. */
export async function codesOfEmail(db: Db, email: string): Promise<CodeWithBalance[]> {
  const rows = await db.query<CodeRow & { balance: string | number }>(
    `select c.id, c.last4, c.email, c.kind, c.currency, c.created_at, c.expires_at,
            coalesce((select sum(e.amount) from credit_entries e where e.code_id = c.id), 0)::bigint as balance
       from credit_codes c where lower(c.email) = lower($1) order by c.id desc limit 50`,
    [email.trim()],
  );
  return rows.map((r) => ({ ...toCode(r), balance: Number(r.balance) }));
}
