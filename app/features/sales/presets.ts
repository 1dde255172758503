import { discounts } from "~/features/catalogue";
import { addDays, instantOfLagosTime, lagosDayOf, type LagosDateTime } from "~/lib/lagos-clock";
import type { SaleableProduct } from "./resolve";
import type { SaleDiscount, SaleScope } from "./sale";

/** A sale's form filled in: Lagos dates and times, the whole shop, a price per product. */
export interface SalePreset {
  name: string;
  startsAt: LagosDateTime;
  endsAt: LagosDateTime;
  scope: SaleScope;
  discount: SaleDiscount;
}

type PricedProduct = SaleableProduct & { originalPrice: number };

const wholeShop: SaleScope = { wholeShop: true, collections: [], productIds: [], excludedIds: [] };

/** Black Friday of a year: the day after the fourth Thursday of November. */
function blackFriday(year: number): string {
  const firstWeekday = new Date(Date.UTC(year, 10, 1)).getUTCDay();
  const firstThursday = 1 + ((4 - firstWeekday + 7) % 7);
  return `${year}-11-${String(firstThursday + 22).padStart(2, "0")}`;
}

/** Each product's price from the catalogue's own discount (combo parts carry none). */
function pricesFrom(products: readonly PricedProduct[], pick: "bfDiscount" | "decDiscount"): SaleDiscount {
  const prices: Record<number, number> = {};
  for (const p of products) if (!p.comboPart) prices[p.id] = discounts(p.originalPrice)[pick];
  return { kind: "prices", prices };
}

/** The first of a yearly sale's dates that has not ended at `now`. */
function nextOf(datesIn: (year: number) => [string, string], now: Date): [LagosDateTime, LagosDateTime] {
  const year = Number(lagosDayOf(now).slice(0, 4));
  for (const y of [year, year + 1]) {
    const [start, end] = datesIn(y);
    if (instantOfLagosTime(`${end}T00:00`)!.getTime() > now.getTime()) return [`${start}T00:00`, `${end}T00:00`];
  }
  throw new Error("unreachable: next year's sale has not ended");
}

/** "Black Friday": Friday to Monday (ending as Tuesday begins), at each product's `bfDiscount` (50% off). */
export function blackFridayPreset(products: readonly PricedProduct[], now: Date): SalePreset {
  const [startsAt, endsAt] = nextOf((y) => [blackFriday(y), addDays(blackFriday(y), 4)], now);
  return { name: "Black Friday", startsAt, endsAt, scope: wholeShop, discount: pricesFrom(products, "bfDiscount") };
}

/** "December": 1 to 31 December (ending as 1 January begins), at each product's `decDiscount` (30% off). */
export function decemberPreset(products: readonly PricedProduct[], now: Date): SalePreset {
  const [startsAt, endsAt] = nextOf((y) => [`${y}-12-01`, `${y + 1}-01-01`], now);
  return { name: "December", startsAt, endsAt, scope: wholeShop, discount: pricesFrom(products, "decDiscount") };
}
