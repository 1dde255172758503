// Discount codes, their uses and the welcome offer (tables discount_codes, discount_uses,
// welcome_offer): every statement on them. A use is a row, counted under the code's row lock in
// the placing transaction (docs/decisions/266-discount-codes-a-use-per-row.md).
import type { DiscountInput, DiscountRules, WelcomeOffer } from "~/features/discounts";
import { normalMailbox } from "~/features/mailbox";
import type { Db } from "../db/db.server";

export interface StoredDiscount extends DiscountRules {
  id: number;
  /** Uses held by orders now (given-back ones not counted). */
  used: number;
  createdAt: Date;
}

interface CodeRow {
  [key: string]: unknown;
  id: number | string;
  code: string;
  kind: DiscountRules["kind"];
  value: number;
  minimum_order: number;
  starts_at: Date | null;
  ends_at: Date | null;
  total_uses: number | null;
  uses_per_email: number | null;
  collections_mode: DiscountRules["collectionsMode"];
  collections: string[] | string;
  include_sale: boolean;
  active: boolean;
  only_email: string | null;
  created_at: Date;
  used?: number | string;
}

/** PGlite and node-postgres both return text[] as an array; a literal '{a,b}' is read too. */
const textArray = (v: string[] | string): string[] =>
  Array.isArray(v)
    ? v
    : v
        .replace(/^\{|\}$/g, "")
        .split(",")
        .filter(Boolean);

const toDiscount = (r: CodeRow): StoredDiscount => ({
  id: Number(r.id),
  code: r.code,
  kind: r.kind,
  value: Number(r.value),
  minimumOrder: Number(r.minimum_order),
  startsAt: r.starts_at ? new Date(r.starts_at) : null,
  endsAt: r.ends_at ? new Date(r.ends_at) : null,
  totalUses: r.total_uses === null ? null : Number(r.total_uses),
  usesPerEmail: r.uses_per_email === null ? null : Number(r.uses_per_email),
  collectionsMode: r.collections_mode,
  collections: textArray(r.collections),
  includeSale: r.include_sale,
  active: r.active,
  onlyEmail: r.only_email,
  used: Number(r.used ?? 0),
  createdAt: new Date(r.created_at),
});

const USED = `(select count(*) from discount_uses u where u.code_id = c.id and u.released_at is null
  and (u.lapses_at is null or u.lapses_at > now()))::int as used`;

/** The owner's codes (not the personal welcome codes), newest first, with their uses. */
export async function listDiscounts(db: Db): Promise<StoredDiscount[]> {
  const rows = await db.query<CodeRow>(
    `select c.*, ${USED} from discount_codes c where c.welcome_email is null order by c.id desc`,
  );
  return rows.map(toDiscount);
}

/** One of the owner's codes by id. */
export async function discountById(db: Db, id: number): Promise<StoredDiscount | undefined> {
  const [row] = await db.query<CodeRow>(`select c.*, ${USED} from discount_codes c where c.id = $1`, [id]);
  return row && toDiscount(row);
}

const params = (d: DiscountInput) => [
  d.code,
  d.kind,
  d.value,
  d.minimumOrder,
  d.startsAt,
  d.endsAt,
  d.totalUses,
  d.usesPerEmail,
  d.collectionsMode,
  [...d.collections],
  d.includeSale,
  d.active,
];

/** Unique violation: another code is already spelt so. */
export const isTakenCode = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error && (error as { code: unknown }).code === "23505";

/** Stores a new code; throws on one already taken (isTakenCode). */
export async function insertDiscount(db: Db, d: DiscountInput): Promise<number> {
  const [row] = await db.query<{ id: number | string }>(
    `insert into discount_codes (code, kind, value, minimum_order, starts_at, ends_at, total_uses, uses_per_email,
       collections_mode, collections, include_sale, active)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::text[], $11, $12) returning id`,
    params(d),
  );
  if (!row) throw new Error("The discount code was not stored");
  return Number(row.id);
}

/** Changes one of the owner's codes; false when there is none of that id. Throws on a taken code. */
export async function updateDiscount(db: Db, id: number, d: DiscountInput): Promise<boolean> {
  const rows = await db.query(
    `update discount_codes set code = $1, kind = $2, value = $3, minimum_order = $4, starts_at = $5, ends_at = $6,
       total_uses = $7, uses_per_email = $8, collections_mode = $9, collections = $10::text[], include_sale = $11,
       active = $12
     where id = $13 and welcome_email is null returning id`,
    [...params(d), id],
  );
  return rows.length > 0;
}

/** The code a shopper typed, read without a lock (a quote before she orders); undefined when unknown. */
export async function findDiscount(db: Db, code: string): Promise<StoredDiscount | undefined> {
  const [row] = await db.query<CodeRow>("select c.* from discount_codes c where c.code = $1", [code]);
  return row && toDiscount(row);
}

/** The code a shopper typed, its row locked until the caller's transaction ends; undefined when unknown. */
export async function lockDiscount(tx: Db, code: string): Promise<StoredDiscount | undefined> {
  const [row] = await tx.query<CodeRow>("select c.* from discount_codes c where c.code = $1 for update", [code]);
  return row && toDiscount(row);
}

/**
 * A code's uses held by orders (given-back ones not counted, nor an unpaid order's whose hold has
 * lapsed), in total and by one email's mailbox (any spelling of it), leaving out the order the
 * shopper is replacing or continuing. Read after the code's lock.
 */
export async function usesOf(
  tx: Db,
  codeId: number,
  email: string,
  except: string | undefined,
): Promise<{ total: number; byEmail: number }> {
  const [row] = await tx.query<{ total: number | string; by_email: number | string }>(
    `select count(*)::int as total, count(*) filter (where mailbox = $2)::int as by_email
       from discount_uses where code_id = $1 and released_at is null and order_reference <> $3
        and (lapses_at is null or lapses_at > now())`,
    [codeId, normalMailbox(email), except ?? ""],
  );
  return { total: Number(row?.total ?? 0), byEmail: Number(row?.by_email ?? 0) };
}

/**
 * An order's use of a code, in its placing transaction: the email as typed, and its mailbox; held
 * until `lapsesAt` while the order is unpaid.
 */
export async function addUse(
  tx: Db,
  u: { codeId: number; orderReference: string; email: string; amount: number; lapsesAt: Date },
): Promise<void> {
  await tx.query(
    `insert into discount_uses (code_id, order_reference, email, mailbox, amount, lapses_at)
       values ($1, $2, $3, $4, $5, $6)`,
    [u.codeId, u.orderReference, u.email, normalMailbox(u.email), u.amount, u.lapsesAt],
  );
}

/** Moves an unpaid order's use's lapse to `lapsesAt` (never earlier), as its stock hold's. */
export async function renewUse(db: Db, orderReference: string, lapsesAt: Date): Promise<void> {
  await db.query(
    `update discount_uses set lapses_at = $2
      where order_reference = $1 and released_at is null and lapses_at is not null and lapses_at < $2`,
    [orderReference, lapsesAt],
  );
}

/** The order is paid: its use is kept for good, however late the payment came. */
export async function keepUse(tx: Db, orderReference: string): Promise<void> {
  await tx.query("update discount_uses set lapses_at = null where order_reference = $1 and released_at is null", [
    orderReference,
  ]);
}

/** Gives back an order's use (cancelled, expired unpaid), once however often it is asked. */
export async function releaseUseOf(tx: Db, orderReference: string): Promise<boolean> {
  const rows = await tx.query(
    "update discount_uses set released_at = now() where order_reference = $1 and released_at is null returning id",
    [orderReference],
  );
  return rows.length > 0;
}

interface OfferRow {
  [key: string]: unknown;
  active: boolean;
  kind: WelcomeOffer["kind"];
  value: number;
  minimum_order: number;
  valid_days: number | null;
}

/** What the owner offers new subscribers (off until she sets it). */
export async function readWelcomeOffer(db: Db): Promise<WelcomeOffer> {
  const [r] = await db.query<OfferRow>(
    "select active, kind, value, minimum_order, valid_days from welcome_offer where id",
  );
  if (!r) return { active: false, kind: "percent", value: 10, minimumOrder: 0, validDays: null };
  return {
    active: r.active,
    kind: r.kind,
    value: Number(r.value),
    minimumOrder: Number(r.minimum_order),
    validDays: r.valid_days === null ? null : Number(r.valid_days),
  };
}

export async function saveWelcomeOffer(db: Db, o: WelcomeOffer): Promise<void> {
  await db.query(
    `update welcome_offer set active = $1, kind = $2, value = $3, minimum_order = $4, valid_days = $5,
       updated_at = now() where id`,
    [o.active, o.kind, o.value, o.minimumOrder, o.validDays],
  );
}

/**
 * A subscriber's personal welcome code: one use, her mailbox only; none when her mailbox already
 * has one, under any spelling (she confirmed before, or another server is confirming her now).
 * Returns whether it is new.
 */
export async function insertWelcomeCode(
  tx: Db,
  w: { email: string; code: string; offer: WelcomeOffer; endsAt: Date | null },
): Promise<boolean> {
  const rows = await tx.query(
    `insert into discount_codes (code, kind, value, minimum_order, ends_at, total_uses, uses_per_email, only_email,
       welcome_email, welcome_mailbox)
     values ($1, $2, $3, $4, $5, 1, 1, $6, $6, $7)
     on conflict (welcome_mailbox) do nothing returning id`,
    [
      w.code,
      w.offer.kind,
      w.offer.value,
      w.offer.minimumOrder,
      w.endsAt,
      w.email.toLowerCase(),
      normalMailbox(w.email),
    ],
  );
  return rows.length > 0;
}
