// Her kept card and her autopay choice (order_cards), and each part's charges (autopay_charges).
// Every statement on the two tables is here.
import type { ReusableCard } from "../adapters/paystack.server";
import type { AutopayCharge } from "~/features/autopay";
import { AUTOPAY_TRIES } from "~/features/autopay";
import type { Db } from "../db/db.server";

/** An order's kept card: the last 4 digits are all a page may show. */
export interface KeptCard {
  orderReference: string;
  authorizationCode: string;
  last4: string;
  autopay: boolean;
  chosenAt: Date | null;
}

type CardRow = {
  order_reference: string;
  authorization_code: string;
  last4: string;
  autopay: boolean;
  chosen_at: Date | string | null;
};

const toCard = (r: CardRow): KeptCard => ({
  orderReference: r.order_reference,
  authorizationCode: r.authorization_code,
  last4: r.last4,
  autopay: r.autopay,
  chosenAt: r.chosen_at === null ? null : new Date(r.chosen_at),
});

/** Keeps the card a payment of the order brought (the latest replaces the one before; her choice stays). */
export async function keepCard(db: Db, orderReference: string, card: ReusableCard): Promise<void> {
  await db.query(
    `insert into order_cards (order_reference, authorization_code, signature, last4, exp_month, exp_year, bank)
       values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (order_reference) do update set authorization_code = excluded.authorization_code,
       signature = excluded.signature, last4 = excluded.last4, exp_month = excluded.exp_month,
       exp_year = excluded.exp_year, bank = excluded.bank, kept_at = now()`,
    [orderReference, card.authorizationCode, card.signature, card.last4, card.expMonth, card.expYear, card.bank],
  );
}

export async function cardOf(db: Db, orderReference: string): Promise<KeptCard | undefined> {
  const [row] = await db.query<CardRow>(
    "select order_reference, authorization_code, last4, autopay, chosen_at from order_cards where order_reference = $1",
    [orderReference],
  );
  return row && toCard(row);
}

/** Her choice, with when she made it; false when the order has no kept card. */
export async function chooseAutopay(db: Db, orderReference: string, on: boolean): Promise<boolean> {
  const rows = await db.query(
    "update order_cards set autopay = $2, chosen_at = now() where order_reference = $1 returning order_reference",
    [orderReference, on],
  );
  return rows.length > 0;
}

/** The orders whose shopper turned autopay on. */
export async function autopayOrders(db: Db): Promise<string[]> {
  const rows = await db.query<{ order_reference: string }>(
    "select order_reference from order_cards where autopay order by order_reference",
  );
  return rows.map((r) => r.order_reference);
}

/**
 * Claims today's try of a part (under the order's lock): a new part, or one still trying, not tried
 * today and with tries left. False when another instance, or an earlier run today, has it.
 */
export async function claimPartCharge(tx: Db, orderReference: string, part: number, today: string): Promise<boolean> {
  const rows = await tx.query(
    `insert into autopay_charges (order_reference, part, state, tries, last_tried_on) values ($1, $2, 'trying', 1, $3)
     on conflict (order_reference, part) do update set tries = autopay_charges.tries + 1,
       last_tried_on = excluded.last_tried_on, updated_at = now()
       where autopay_charges.state = 'trying' and autopay_charges.last_tried_on < excluded.last_tried_on
         and autopay_charges.tries < $4
     returning part`,
    [orderReference, part, today, AUTOPAY_TRIES],
  );
  return rows.length > 0;
}

export async function setChargePayment(tx: Db, orderReference: string, part: number, payment: string): Promise<void> {
  await tx.query("update autopay_charges set payment_reference = $3 where order_reference = $1 and part = $2", [
    orderReference,
    part,
    payment,
  ]);
}

/** The charge's outcome: charged, or failed (missed once its tries are spent). */
export async function settleCharge(
  db: Db,
  orderReference: string,
  part: number,
  outcome: { charged: true } | { charged: false; failure: string },
): Promise<void> {
  await db.query(
    `update autopay_charges set updated_at = now(),
       state = case when $3 then 'charged' when tries >= $5 then 'missed' else 'trying' end,
       last_failure = case when $3 then last_failure else $4 end
     where order_reference = $1 and part = $2`,
    [orderReference, part, outcome.charged, outcome.charged ? "" : outcome.failure, AUTOPAY_TRIES],
  );
}

export async function chargesOf(db: Db, orderReference: string): Promise<AutopayCharge[]> {
  const rows = await db.query<{ part: number; state: AutopayCharge["state"]; tries: number; last_failure: string }>(
    "select part, state, tries, last_failure from autopay_charges where order_reference = $1 order by part",
    [orderReference],
  );
  return rows.map((r) => ({ part: r.part, state: r.state, tries: r.tries, lastFailure: r.last_failure }));
}

/** Forgets the cards kept for her orders (she deleted her data): autopay stops with them. */
export async function eraseCardsOfOrders(tx: Db, orderReferences: readonly string[]): Promise<void> {
  if (orderReferences.length === 0) return;
  await tx.query("delete from order_cards where order_reference = any($1::text[])", [[...orderReferences]]);
}

/** The payment of a part's latest try, if any. */
export async function chargePaymentOf(db: Db, orderReference: string, part: number): Promise<string | null> {
  const [row] = await db.query<{ payment_reference: string | null }>(
    "select payment_reference from autopay_charges where order_reference = $1 and part = $2",
    [orderReference, part],
  );
  return row?.payment_reference ?? null;
}
