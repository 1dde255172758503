// Gift cards sold by the shop (tables gift_card_amounts and gift_cards): every statement on them.
// A purchase is an order of origin 'gift-card'; this store keeps the card's facts beside it and,
// once it is paid, the code issued for it (docs/decisions/264-a-gift-card-is-an-order-of-its-own-origin.md).
import type { GiftCardInput } from "~/features/gift-cards";
import type { Db } from "../db/db.server";

/** The amounts the owner sells, smallest first; empty when she sells none. */
export async function giftCardAmounts(db: Db): Promise<number[]> {
  const rows = await db.query<{ amount: number }>("select amount from gift_card_amounts order by amount");
  return rows.map((r) => Number(r.amount));
}

/** Replaces the amounts on sale (all at once: a sale under way keeps the amount it chose). */
export async function setGiftCardAmounts(db: Db, amounts: readonly number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query("delete from gift_card_amounts");
    if (amounts.length > 0)
      await tx.query("insert into gift_card_amounts (amount) select unnest($1::integer[])", [[...amounts]]);
  });
}

export interface GiftCard extends GiftCardInput {
  orderReference: string;
  shopUrl: string;
  codeId: number | null;
  issuedAt: Date | null;
  createdAt: Date;
}

interface Row {
  [key: string]: unknown;
  order_reference: string;
  amount: number;
  buyer_name: string;
  buyer_email: string;
  recipient_name: string;
  recipient_email: string;
  send_on: string | Date;
  message: string;
  shop_url: string;
  code_id: number | string | null;
  issued_at: Date | null;
  created_at: Date;
}

const day = (v: string | Date) => (typeof v === "string" ? v.slice(0, 10) : v.toISOString().slice(0, 10));

const toGiftCard = (r: Row): GiftCard => ({
  orderReference: r.order_reference,
  amount: Number(r.amount),
  buyerName: r.buyer_name,
  buyerEmail: r.buyer_email,
  recipientName: r.recipient_name,
  recipientEmail: r.recipient_email,
  sendOn: day(r.send_on),
  message: r.message,
  shopUrl: r.shop_url,
  codeId: r.code_id === null ? null : Number(r.code_id),
  issuedAt: r.issued_at ? new Date(r.issued_at) : null,
  createdAt: new Date(r.created_at),
});

/** Stores a gift card's facts beside its order (in the order's transaction). */
export async function insertGiftCard(tx: Db, orderReference: string, g: GiftCardInput, shopUrl: string): Promise<void> {
  await tx.query(
    `insert into gift_cards (order_reference, amount, buyer_name, buyer_email, recipient_name, recipient_email,
       send_on, message, shop_url) values ($1, $2, $3, $4, $5, $6, $7::date, $8, $9)`,
    [
      orderReference,
      g.amount,
      g.buyerName,
      g.buyerEmail,
      g.recipientName,
      g.recipientEmail,
      g.sendOn,
      g.message,
      shopUrl,
    ],
  );
}

export async function findGiftCard(db: Db, orderReference: string): Promise<GiftCard | undefined> {
  const [row] = await db.query<Row>("select * from gift_cards where order_reference = $1", [orderReference]);
  return row && toGiftCard(row);
}

/** The gift card of an order, its row locked until the caller's transaction ends. */
export async function lockGiftCard(tx: Db, orderReference: string): Promise<GiftCard | undefined> {
  const [row] = await tx.query<Row>("select * from gift_cards where order_reference = $1 for update", [orderReference]);
  return row && toGiftCard(row);
}

/** Notes the code issued for a gift card. */
export async function markGiftCardIssued(tx: Db, orderReference: string, codeId: number): Promise<void> {
  await tx.query("update gift_cards set code_id = $2, issued_at = now() where order_reference = $1", [
    orderReference,
    codeId,
  ]);
}

/** The gift cards sold or being bought, newest first: at most `limit`. */
export async function recentGiftCards(db: Db, limit = 100): Promise<GiftCard[]> {
  const rows = await db.query<Row>("select * from gift_cards order by created_at desc limit $1", [limit]);
  return rows.map(toGiftCard);
}

/** "Delete my data": the gift cards she bought keep their amounts and codes, lose her name, the recipient's and the message. */
export async function eraseGiftCardsOfEmail(tx: Db, email: string, name: string): Promise<number> {
  const rows = await tx.query(
    "update gift_cards set buyer_name = $2, recipient_name = '', message = '' where lower(buyer_email) = lower($1) returning order_reference",
    [email.trim(), name],
  );
  return rows.length;
}
