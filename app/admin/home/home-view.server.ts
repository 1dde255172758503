// The admin's home: every figure from the daily roll-ups and a few indexed counts, read at once
// (docs/architecture.md, "The admin's home"). No statement reads every order.
import { collectionBySlug, productById, SIZES } from "~/features/catalogue";
import {
  bestPieces,
  comparedMoney,
  dailyTakings,
  dollarOrdersPaid,
  dueThisWeek,
  loadByWeek,
  salesByCollection,
  sizesSold,
} from "~/admin/home/figures";
import type { ChartDays, HomeView } from "~/admin/home/home-view";
import { addDays, lagosMidnight, monthStart } from "~/lib/lagos-clock";
import { homePeriods, sameTimeYesterday, weeksAhead } from "./periods";
import type { Db } from "~/server/db/db.server";
import { mostWantedSizes } from "~/server/lists/store.server";
import { piecesToMake, testOrdersSince, waitingOrders } from "~/server/orders/store/index.server";
import { readCapacity } from "~/server/atelier/store.server";
import { bookedWeeks } from "~/server/atelier/queue-weeks.server";
import { queueWeeks } from "../atelier/queue-weeks";
import { topFilterUses, topSearchMisses } from "~/server/search/counts-store.server";
import { soldOutSizes } from "~/server/stock/store/index.server";
import { accountFigures } from "./account-figures.server";
import { salesBetween, takingsBetween, takingsUntil } from "./rollups-store.server";
import { soldOutProducts } from "./sold-out";
import { transfersToReview } from "~/server/transfers/store.server";

/** Weeks of production the load chart shows, this one first. */
const LOAD_WEEKS = 6;
/** The sales charts and the searches look back this many days, today included. */
const LOOK_BACK = 30;
/** Sold-out sizes shoppers wait for that the home lists. */
const WANTED = 10;

const nameOf = (id: number) => productById(id)?.alt;

export async function homeView(db: Db, now: Date, days: ChartDays): Promise<HomeView> {
  const periods = homePeriods(now);
  const today = periods.today.now.to;
  const chartFrom = addDays(today, 1 - days);
  const salesFrom = addDays(today, 1 - LOOK_BACK);
  const mondays = weeksAhead(today, LOAD_WEEKS);
  const earliest = [chartFrom, periods.month.before.from, periods.week.before.from].sort()[0]!;
  const yesterday = sameTimeYesterday(now);
  const [
    money,
    sold,
    ready,
    waiting,
    accounts,
    soldOut,
    misses,
    filters,
    yesterdayByNow,
    yesterdayDollarsByNow,
    tests,
    wanted,
    capacity,
    booked,
    toReview,
  ] = await Promise.all([
    takingsBetween(db, earliest, today),
    salesBetween(db, salesFrom, today, 5),
    piecesToMake(db, today, addDays(mondays[mondays.length - 1]!, 6)),
    waitingOrders(db),
    accountFigures(db),
    soldOutSizes(db),
    topSearchMisses(db, salesFrom, 10),
    topFilterUses(db, salesFrom, 10),
    takingsUntil(db, yesterday.day, yesterday.minute),
    takingsUntil(db, yesterday.day, yesterday.minute, "USD"),
    testOrdersSince(db, lagosMidnight(today), lagosMidnight(monthStart(today))),
    mostWantedSizes(db, WANTED),
    readCapacity(db),
    bookedWeeks(db, mondays[0]!),
    transfersToReview(db, 20),
  ]);
  return {
    today,
    transfersToReview: toReview.map((t) => ({
      reference: t.reference,
      amount: t.amount,
      accountNumber: t.accountNumber,
      receivedAt: t.receivedAt.toISOString(),
    })),
    money: {
      today: comparedMoney(money, periods.today, yesterdayByNow, yesterdayDollarsByNow),
      week: comparedMoney(money, periods.week),
      month: comparedMoney(money, periods.month),
    },
    awaitingPayment: waiting.pending,
    testOrders: tests,
    due: {
      week: dueThisWeek(ready.days, today),
      late: ready.late,
      balances: accounts.balances,
      owed: accounts.owed,
      ...(accounts.owedDollars !== undefined ? { owedDollars: accounts.owedDollars } : {}),
      pickups: waiting.pickups,
      ready: waiting.ready,
      review: waiting.review,
      moneyToReturn: accounts.moneyToReturn,
    },
    charts: {
      days,
      takings: dailyTakings(money, chartFrom, today),
      collections: salesByCollection(sold.collections, (slug) => collectionBySlug(slug)?.name ?? slug),
      ...(dollarOrdersPaid(money, salesFrom, today) ? { dollarSalesLeftOut: true as const } : {}),
      best: bestPieces(sold.products, (id) => productById(id)?.alt),
      sizes: sizesSold(sold.sizes, soldOut, SIZES),
      queue: queueWeeks(capacity, booked, today, LOAD_WEEKS),
      soldOut: soldOutProducts(soldOut, nameOf, SIZES),
      load: loadByWeek(ready.days, mondays),
    },
    wanted: wanted.map((w) => ({ ...w, name: nameOf(w.productId) ?? `Product ${w.productId}` })),
    searches: { misses, filters },
  };
}
