// The owner's dollar terms, read at most every few seconds by a process (every checkout page and
// order abroad prices in them), and again at once after a save of its own.
import type { DollarTerms } from "~/features/dollars/dollar-prices";
import { countryCode } from "~/features/checkout/countries";
import { orderCurrency } from "~/features/currency";
import type { Db } from "../db/db.server";
import { keptRead } from "../base/kept-read.server";
import { dollarSavesHere, readDollarSetting, readOwnDollarPrices } from "./store.server";

/** Her terms for every product, or null while she has not allowed dollars. */
export const allTerms = keptRead(async (db): Promise<DollarTerms | null> => {
  const setting = await readDollarSetting(db);
  if (!setting.allowed || setting.nairaPerDollar === null) return null;
  return { nairaPerDollar: setting.nairaPerDollar, own: await readOwnDollarPrices(db) };
}, dollarSavesHere);

/** The owner's dollar terms for these products, for an address abroad: null while she has not allowed dollars. */
export async function dollarTerms(db: Db, productIds: readonly number[]): Promise<DollarTerms | null> {
  const terms = await allTerms(db);
  if (!terms) return null;
  const own = Object.fromEntries(productIds.flatMap((id) => (id in terms.own ? [[id, terms.own[id]!]] : [])));
  return { nairaPerDollar: terms.nairaPerDollar, own };
}

/**
 * The dollar terms an order being priced is placed on: null for an address in Nigeria, and while the
 * owner has not allowed dollars (she then pays in naira, her bank converting).
 */
export async function dollarTermsOf(
  db: Db,
  order: { customer: { country: string }; lines: readonly { productId: number }[] },
): Promise<DollarTerms | null> {
  // Whether she pays in dollars is the one rule's; whether the owner allows them, her terms'.
  if (orderCurrency(countryCode(order.customer.country), true) === "NGN") return null;
  return dollarTerms(
    db,
    order.lines.map((l) => l.productId),
  );
}
