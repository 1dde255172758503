import { overlappingSales, type Sale } from "~/features/sales";
import { formatDayAndTime } from "~/lib/lagos-clock";

// How the sales pages describe a sale in words: its state, its scope, its discount, its overlaps.

export type SaleStatus = "on" | "upcoming" | "ended";

/** Whether a sale is in force at `now`, still to come, or over. */
export function saleStatus(sale: Pick<Sale, "startsAt" | "endsAt">, now: Date): SaleStatus {
  if (Date.parse(sale.endsAt) <= now.getTime()) return "ended";
  return Date.parse(sale.startsAt) <= now.getTime() ? "on" : "upcoming";
}

export const STATUS_TEXT: Record<SaleStatus, string> = { on: "On now", upcoming: "Upcoming", ended: "Ended" };

/** How long an ended sale stays in the list. */
export const RECENTLY_ENDED_DAYS = 60;

/**
 * The list's three parts: in force now (ending soonest first), upcoming (starting soonest first)
 * and those that ended in the last RECENTLY_ENDED_DAYS days (the latest first).
 */
export function groupSales<S extends Sale>(sales: readonly S[], now: Date): Record<SaleStatus, S[]> {
  const since = now.getTime() - RECENTLY_ENDED_DAYS * 86_400_000;
  const by = (key: "startsAt" | "endsAt", sign: 1 | -1) => (a: S, b: S) =>
    sign * (Date.parse(a[key]) - Date.parse(b[key])) || a.id - b.id;
  const of = (status: SaleStatus) => sales.filter((s) => saleStatus(s, now) === status);
  return {
    on: of("on").sort(by("endsAt", 1)),
    upcoming: of("upcoming").sort(by("startsAt", 1)),
    ended: of("ended")
      .filter((s) => Date.parse(s.endsAt) > since)
      .sort(by("endsAt", -1)),
  };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "The whole shop", "Naledi and Genesis, and 2 products", with "· 1 left out", "· 2 combo parts added". */
export function scopeSummary(scope: Sale["scope"], collectionName: (slug: string) => string): string {
  const parts: string[] = [];
  if (scope.wholeShop) parts.push("The whole shop");
  else if (scope.collections.length > 0) parts.push(listOf(scope.collections.map(collectionName)));
  if (scope.productIds.length > 0) {
    const products = count(scope.productIds.length, "product", "products");
    parts.push(parts.length > 0 ? `and ${products} added` : products);
  }
  let text = parts.join(", ");
  if (scope.excludedIds.length > 0) text += ` · ${scope.excludedIds.length} left out`;
  return text;
}

const listOf = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

/** "30% off", "Sale prices for 58 products". */
export function discountSummary(discount: Sale["discount"]): string {
  if (discount.kind === "percent") return `${discount.percent}% off`;
  const n = Object.keys(discount.prices).length;
  return n === 1 ? "A sale price for 1 product" : `Sale prices for ${n} products`;
}

/** "Friday 27 November 2026 at 00:00 to Tuesday 1 December 2026 at 00:00". */
const saleSpan = (sale: Pick<Sale, "startsAt" | "endsAt">) =>
  `${formatDayAndTime(sale.startsAt)} to ${formatDayAndTime(sale.endsAt)}`;

/** What the owner is told when a sale overlaps others: which, when, and which price wins. */
export interface OverlapWarning {
  heading: string;
  /** "December: Tuesday 1 December 2026 at 00:00 to Friday 1 January 2027 at 00:00 (Lagos time)" */
  lines: string[];
  rule: string;
}

/** The warning for a sale in force at the same time as others (none when it overlaps none). */
export function overlapWarning(
  sale: Pick<Sale, "startsAt" | "endsAt"> & { id?: number },
  others: readonly Sale[],
): OverlapWarning | null {
  const overlapping = overlappingSales(sale, others);
  if (overlapping.length === 0) return null;
  return {
    heading:
      overlapping.length === 1
        ? "This sale overlaps another sale"
        : `This sale overlaps ${overlapping.length} other sales`,
    lines: overlapping.map((o) => `${o.name}: ${saleSpan(o)} (Lagos time)`),
    rule: `Where ${overlapping.length === 1 ? "both cover" : "they cover"} a product, the lowest price wins. Change the dates if that is not what you want.`,
  };
}
