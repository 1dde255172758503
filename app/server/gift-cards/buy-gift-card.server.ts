import { nairaToKobo } from "~/features/checkout/pricing";
import { giftCardLineName, readGiftCardForm, type GiftCardField } from "~/features/gift-cards";
import type { Order } from "~/features/orders";
import type { Db } from "../db/db.server";
import type { Env } from "../base/env.server";
import { addressLimitKey } from "../base/address-block.server";
import { hit } from "../base/rate-limit.server";
import { giftCardAmounts, insertGiftCard } from "./store.server";
import { storeNewOrder } from "../orders/new-order.server";

/** Gift cards one address may start in the window, as the checkout limits orders. */
const GIFT_CARD_RATE_LIMIT = { limit: 10, windowSeconds: 600 } as const;

export type BuyGiftCardResult =
  { ok: true; order: Order } | { ok: false; status: number; errors: Partial<Record<GiftCardField | "form", string>> };

/**
 * The shopper's gift card form: checked (an amount the owner sells, names, emails, a send day
 * from today in Lagos), then stored as an order of origin 'gift-card' (one line, pickup, nothing
 * held) with its card's facts, in one transaction; its first payment is written with it by the
 * orders' trigger, so the payment row exists before Paystack is asked. Nothing is stored when a
 * field is wrong.
 */
export async function buyGiftCard(
  { env, db }: { env: Env; db: Db },
  form: Record<string, string | undefined>,
  opts: { clientAddress?: string; now?: Date; makeReference?: () => string } = {},
): Promise<BuyGiftCardResult> {
  const now = opts.now ?? new Date();
  const amounts = await giftCardAmounts(db);
  if (amounts.length === 0) return { ok: false, status: 409, errors: { form: "Gift cards are not on sale just now." } };
  const read = readGiftCardForm(form, amounts, now);
  if (!read.ok) return { ok: false, status: 400, errors: read.errors };
  const allowed = await hit(db, { key: addressLimitKey("gift-cards", opts.clientAddress), ...GIFT_CARD_RATE_LIMIT });
  if (!allowed.ok)
    return {
      ok: false,
      status: 429,
      errors: { form: "Too many gift cards from here just now: try again in a few minutes." },
    };
  const g = read.value;
  const order = await storeNewOrder(
    { env, db },
    async (tx, insert) => {
      const placed = await insert({
        customer: {
          email: g.buyerEmail,
          firstName: g.buyerName,
          lastName: "",
          phone: "",
          address: "",
          city: "",
          postcode: "",
          state: "",
          country: "",
          comments: "",
        },
        items: [
          {
            productId: 0,
            name: giftCardLineName(g.amount),
            size: "",
            quantity: 1,
            unitPrice: nairaToKobo(g.amount),
            lineTotal: nairaToKobo(g.amount),
            giftCard: true,
          },
        ],
        amountMinor: nairaToKobo(g.amount),
        clientAddress: opts.clientAddress,
        giftCard: true,
      });
      await insertGiftCard(tx, placed.reference, { ...g, amount: nairaToKobo(g.amount) }, env.SITE_URL);
      return placed;
    },
    opts.makeReference,
  );
  return { ok: true, order };
}
