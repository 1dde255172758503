import { createHash, timingSafeEqual } from "node:crypto";
import type { OpenOrderCookie } from "~/features/checkout/open-order-cookie";
import type { Order } from "~/features/orders";
import type { Db } from "../db/db.server";
import { addressBlock } from "../base/address-block.server";
import { getBespokeRequest } from "../bespoke/store/index.server";
import { hasShopperKey } from "./store/index.server";

/** The hash an order keeps of the key its placing browser's cookie holds. */
export const shopperKeyHash = (key: string) => createHash("sha256").update(key).digest("hex");

/** Who asks on an order's page: her connection (its address block), and whether she is its own shopper. */
export interface Requester {
  address: string;
  own: boolean;
}

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, "utf8"), Buffer.from(b, "utf8"));

/**
 * Whether `key` is one of the order's private link keys: a quote's own key (its /quote link), or
 * the key of the bespoke request it was made from (her request's private page). A reference alone
 * is no key: it is in every email, on Paystack's receipt and on the packing slip.
 */
export async function isPrivateKeyOf(db: Db, order: Order, key: string | null): Promise<boolean> {
  if (!key || !order.quote) return false;
  if (sameText(key, order.quote.key)) return true;
  const request = order.quote.requestReference && (await getBespokeRequest(db, order.quote.requestReference));
  return !!request && sameText(key, request.viewKey);
}

/**
 * The order's own shopper: her browser holds the open-order cookie it was placed from (its key
 * checked against the hash the order keeps), or she opened its page by a private link key.
 */
export async function isOwnShopper(
  db: Db,
  order: Order,
  proof: { open: OpenOrderCookie | undefined; key: string | null },
): Promise<boolean> {
  if (
    proof.open?.reference === order.reference &&
    (await hasShopperKey(db, order.reference, shopperKeyHash(proof.open.key)))
  )
    return true;
  return isPrivateKeyOf(db, order, proof.key);
}

/** The requester of an order page's request, from its address and its proofs. */
export async function requesterOf(
  db: Db,
  order: Order,
  request: { clientAddress: string | undefined; open: OpenOrderCookie | undefined; key: string | null },
): Promise<Requester> {
  return { address: addressBlock(request.clientAddress), own: await isOwnShopper(db, order, request) };
}
