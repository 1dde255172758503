import { sizeForAtelier, type Order } from "~/features/orders";
import { lagosToday } from "~/lib/lagos-clock";
import type { Db } from "~/server/db/db.server";
import { readOrderAccount } from "~/server/payments/account.server";
import { findOrders, orderEvents } from "~/server/orders/store/index.server";
import { withMemberMeasurements } from "~/server/aso-ebi/member-measurements.server";
import { appointmentsOn } from "../appointments/calendar-view.server";
import { privateNotesOf, productionSheet, type ProductionSheet } from "../orders/production-sheet";

/** The stages the atelier works on: paid (to start), in production (to finish), ready (done). */
export const ATELIER_STAGES = ["paid", "in_production"] as const;

const STAGE_WORDS: Record<string, string> = {
  paid: "To start",
  in_production: "In production",
  ready: "Ready",
};
export const stageWords = (status: string) => STAGE_WORDS[status] ?? "Not in the atelier";

/** The tailor's desk: orders to make, oldest first, and today's fittings; no amount anywhere. */
export async function productionDesk(db: Db) {
  const [{ orders }, fittings] = await Promise.all([
    findOrders(db, { states: ATELIER_STAGES, piecesOnly: true, page: 1 }),
    appointmentsOn(db, lagosToday()),
  ]);
  const measured = await Promise.all(orders.reverse().map((o) => withMemberMeasurements(db, o)));
  return {
    orders: measured.map((o) => ({
      reference: o.reference,
      client: `${o.customer.firstName} ${o.customer.lastName}`,
      stage: stageWords(o.status),
      pieces: o.items.map((i) => `${i.quantity} × ${i.name}, ${sizeForAtelier(i)}`),
      readyBy: o.delivery.readyBy,
    })),
    fittings: fittings.map((f) => ({ startsAt: f.startsAt, typeName: f.typeName, name: f.name, status: f.status })),
  };
}

/** An order's production sheet without its money line: what the tailor reads. */
export type AtelierSheet = Omit<ProductionSheet, "money">;

export async function atelierSheet(db: Db, order: Order): Promise<AtelierSheet> {
  const [{ account }, events, measured] = await Promise.all([
    readOrderAccount(db, order),
    orderEvents(db, order.reference),
    withMemberMeasurements(db, order),
  ]);
  const { money: _money, ...sheet } = productionSheet(measured, account, [], privateNotesOf(events));
  return sheet;
}
