// What the admin's home shows: the figures as the screen renders them, built on the server
// (app/server/admin/home/home-view.server.ts).
import type { ComparedMoney, Labelled, ReadyDay } from "./figures";
import type { SoldOutProduct } from "./sold-out";
import type { QueueWeek } from "../atelier/queue-weeks";
import type { Day } from "~/lib/lagos-clock";

/** The takings chart's choice of days. */
export const CHART_DAYS = [30, 90] as const;
export type ChartDays = (typeof CHART_DAYS)[number];

export const chartDaysOf = (raw: string | null): ChartDays => (raw === "90" ? 90 : 30);

/** A transfer to a client's own account that matched no client: the owner's to look at, never lost. */
interface TransferToReview {
  reference: string;
  /** Kobo. */
  amount: number;
  accountNumber: string;
  receivedAt: string;
}

export interface HomeView {
  today: Day;
  transfersToReview: TransferToReview[];
  money: { today: ComparedMoney; week: ComparedMoney; month: ComparedMoney };
  /** Orders awaiting payment now. */
  awaitingPayment: number;
  /** Test orders placed today and this month: no figure counts them. */
  testOrders: { today: number; month: number };
  due: {
    /** Today to Sunday: pieces promised ready each day. */
    week: ReadyDay[];
    /** Pieces promised before today, not ready yet. */
    late: ReadyDay;
    /** Deposit orders being made or ready whose account still owes, and what they owe in all (naira). */
    balances: number;
    owed: number;
    /** What the dollar orders among them owe, whole cents: absent when none is in dollars. */
    owedDollars?: number;
    pickups: number;
    /** Orders ready for any delivery: the Ready list the pickups link to. */
    ready: number;
    review: number;
    /**
     * Orders whose account holds money to return, what they hold beyond it in all (naira, and apart
     * the cents of those in dollars, absent when none is), the latest named.
     */
    moneyToReturn: { total: number; kobo: number; dollars?: number; orders: { reference: string; name: string }[] };
  };
  charts: {
    days: ChartDays;
    /** Naira takings a day, and the day's dollar takings in cents beside them when it had any. */
    takings: { day: Day; takings: number; dollars?: number }[];
    collections: Labelled[];
    /** Orders paid in dollars in the sales charts' days: their naira leave those lines out. */
    dollarSalesLeftOut?: true;
    best: Labelled[];
    sizes: (Labelled & { soldOut: number })[];
    soldOut: SoldOutProduct[];
    load: { week: Day; pieces: number }[];
    /** The atelier's six weeks: pieces booked against its capacity. */
    queue: QueueWeek[];
  };
  /** Sold-out sizes shoppers asked to hear about, most wanted first. */
  wanted: { productId: number; name: string; size: string; waiting: number }[];
  searches: {
    misses: { query: string; count: number }[];
    filters: { filter: string; value: string; count: number }[];
  };
}
