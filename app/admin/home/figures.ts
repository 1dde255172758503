// The home's figures, assembled from the daily roll-ups and the live counts: plain data the
// screen renders. Whole naira, and beside them, when dollars came in, whole cents: never added to
// the naira (docs/decisions/289-every-ledger-row-in-its-currency.md).
import type { LedgerCurrency } from "~/features/payments";
import { addDays, daysBetween, weekStart, type Day } from "~/lib/lagos-clock";
import type { Compared, Period } from "./periods";

/** One day's row of the takings roll-up, in one currency (naira when absent). */
export interface DayMoney {
  day: Day;
  currency?: LedgerCurrency;
  taken: number;
  returned: number;
  paidOrders: number;
  paidValue: number;
}

/** A period's money in one currency: takings less what went back, the orders paid and their average total. */
export interface PeriodMoney {
  takings: number;
  /** Payments confirmed, and what went back: takings is the one less the other. */
  taken: number;
  returned: number;
  /** The orders in this currency paid. */
  paidOrders: number;
  /** Whole naira (or cents), rounded; 0 with no order paid. */
  averageOrder: number;
}

/** A period's money in one currency against the period before. */
interface Comparison {
  now: PeriodMoney;
  /** The takings before; up to this time of day only when `byThisTime`. */
  before: { takings: number };
  /** Change of takings in whole percent; null when there was nothing before to compare with. */
  change: number | null;
}

/** The naira of a period against the one before, and its dollars beside them when it has any. */
export interface ComparedMoney extends Comparison {
  /** The days counted now: the lists behind the figures are filtered by them. */
  period: Period;
  byThisTime: boolean;
  /**
   * The same in whole cents, when a dollar payment, refund or order counted in the period or the
   * one before; absent otherwise. Never added to the naira.
   */
  dollars?: Comparison;
}

const within = (p: Period) => (d: DayMoney) => d.day >= p.from && d.day <= p.to;
const inCurrency = (currency: LedgerCurrency) => (d: DayMoney) => (d.currency ?? "NGN") === currency;

/** A period's money in one currency (naira unless asked): the other's rows are never counted in it. */
export function periodMoney(days: readonly DayMoney[], p: Period, currency: LedgerCurrency = "NGN"): PeriodMoney {
  const inside = days.filter(within(p)).filter(inCurrency(currency));
  const sum = (of: (d: DayMoney) => number) => inside.reduce((n, d) => n + of(d), 0);
  const [taken, returned, paidOrders] = [sum((d) => d.taken), sum((d) => d.returned), sum((d) => d.paidOrders)];
  const averageOrder = paidOrders > 0 ? Math.round(sum((d) => d.paidValue) / paidOrders) : 0;
  return { takings: taken - returned, taken, returned, paidOrders, averageOrder };
}

function comparison(days: readonly DayMoney[], c: Compared, currency: LedgerCurrency, byThisTime?: number): Comparison {
  const now = periodMoney(days, c.now, currency);
  const before = { takings: byThisTime ?? periodMoney(days, c.before, currency).takings };
  const change = before.takings > 0 ? Math.round(((now.takings - before.takings) / before.takings) * 100) : null;
  return { now, before, change };
}

/**
 * A period against the one before: its whole days, or, given `beforeByThisTime` (the naira takings
 * of the day before up to this time of day, and `dollarsByThisTime` its cents), today so far against
 * yesterday so far. Naira, with the dollars apart when either period had any.
 */
export function comparedMoney(
  days: readonly DayMoney[],
  c: Compared,
  beforeByThisTime?: number,
  dollarsByThisTime?: number,
): ComparedMoney {
  const naira = comparison(days, c, "NGN", beforeByThisTime);
  const compared = { period: c.now, ...naira, byThisTime: beforeByThisTime !== undefined };
  const dollarDays = days.filter(inCurrency("USD"));
  const anyDollars = dollarDays.some((d) => within(c.now)(d) || within(c.before)(d)) || (dollarsByThisTime ?? 0) !== 0;
  if (!anyDollars) return compared;
  const byThisTime = beforeByThisTime === undefined ? undefined : (dollarsByThisTime ?? 0);
  return { ...compared, dollars: comparison(days, c, "USD", byThisTime) };
}

/**
 * Naira takings less returns for every day from `from` to `to`, a day without a row as 0; a day
 * with dollar money has its cents beside them.
 */
export function dailyTakings(
  days: readonly DayMoney[],
  from: Day,
  to: Day,
): { day: Day; takings: number; dollars?: number }[] {
  const net = (currency: LedgerCurrency) =>
    new Map(days.filter(inCurrency(currency)).map((d) => [d.day, d.taken - d.returned]));
  const [naira, dollars] = [net("NGN"), net("USD")];
  return daysBetween(from, to).map((day) => {
    const takings = naira.get(day) ?? 0;
    const cents = dollars.get(day);
    return cents === undefined ? { day, takings } : { day, takings, dollars: cents };
  });
}

/** Whether any order paid in dollars from `from` to `to`: its lines' cents are not in the naira of the sales charts. */
export const dollarOrdersPaid = (days: readonly DayMoney[], from: Day, to: Day): boolean =>
  days.some((d) => d.currency === "USD" && d.paidOrders !== 0 && within({ from, to })(d));

export interface Labelled {
  label: string;
  value: number;
}

const byValue = (a: Labelled, b: Labelled) => b.value - a.value || a.label.localeCompare(b.label);

/**
 * The roll-ups' collection key of made-to-measure pieces (a quote's custom lines), which belong to
 * no collection: never a slug, which has no spaces (migration 031-made-to-measure-figures.sql).
 */
export const MADE_TO_MEASURE_KEY = "made to measure";
/** The roll-ups' collection key of gift cards sold (migration 035-gift-cards.sql). */
const GIFT_CARDS_KEY = "gift cards";
const SPECIAL_KEYS: Record<string, string> = {
  [MADE_TO_MEASURE_KEY]: "Made to measure",
  [GIFT_CARDS_KEY]: "Gift cards",
};

/**
 * Naira sold per collection, most first, by its name; made-to-measure pieces as "Made to measure";
 * a collection without a name counts under "Other".
 */
export function salesByCollection(
  sold: readonly { collection: string; naira: number }[],
  nameOf: (slug: string) => string | undefined,
): Labelled[] {
  const totals = new Map<string, number>();
  for (const s of sold) {
    const label = SPECIAL_KEYS[s.collection] ?? ((s.collection && nameOf(s.collection)) || "Other");
    totals.set(label, (totals.get(label) ?? 0) + s.naira);
  }
  return [...totals]
    .map(([label, value]) => ({ label, value }))
    .filter((r) => r.value > 0)
    .sort(byValue);
}

/** The products that sold the most pieces, named; one the catalogue no longer has by its number. */
export function bestPieces(
  sold: readonly { productId: number; pieces: number }[],
  nameOf: (productId: number) => string | undefined,
): (Labelled & { productId: number })[] {
  return sold
    .map((s) => ({ productId: s.productId, label: nameOf(s.productId) ?? `Product ${s.productId}`, value: s.pieces }))
    .filter((r) => r.value > 0)
    .sort(byValue);
}

/** Pieces sold per size in the shop's size order, with how many products have that size sold out now. */
export function sizesSold(
  sold: readonly { size: string; pieces: number }[],
  soldOut: readonly { productId: number; size: string }[],
  sizes: readonly string[],
): (Labelled & { soldOut: number })[] {
  const totals = new Map(sold.map((s) => [s.size, s.pieces]));
  return sizes
    .map((size) => ({
      label: size,
      value: totals.get(size) ?? 0,
      soldOut: soldOut.filter((s) => s.size === size).length,
    }))
    .filter((r) => r.value > 0 || r.soldOut > 0);
}

/** Pieces to make promised on a day. */
export interface ReadyDay {
  day: Day;
  pieces: number;
  orders: number;
}

/** This week's days from today to Sunday, each with the pieces promised ready on it. */
export function dueThisWeek(ready: readonly ReadyDay[], today: Day): ReadyDay[] {
  const byDay = new Map(ready.map((r) => [r.day, r]));
  return daysBetween(today, addDays(weekStart(today), 6)).map((day) => byDay.get(day) ?? { day, pieces: 0, orders: 0 });
}

/** Pieces to make per week (by its Monday), for the weeks given. */
export function loadByWeek(ready: readonly ReadyDay[], mondays: readonly Day[]): { week: Day; pieces: number }[] {
  return mondays.map((week) => ({
    week,
    pieces: ready.filter((r) => weekStart(r.day) === week).reduce((n, r) => n + r.pieces, 0),
  }));
}
