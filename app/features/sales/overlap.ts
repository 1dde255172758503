import type { Sale } from "./sale";

type Timed = Pick<Sale, "startsAt" | "endsAt">;

/** Whether two sales are in force at some same instant (an end meeting a start is no overlap). */
const overlaps = (a: Timed, b: Timed) =>
  Date.parse(a.startsAt) < Date.parse(b.endsAt) && Date.parse(b.startsAt) < Date.parse(a.endsAt);

/** The other sales in force at some time during `sale`: the form warns that the lowest price wins. */
export function overlappingSales(sale: Timed & { id?: number }, others: readonly Sale[]): Sale[] {
  return others.filter((o) => o.id !== sale.id && overlaps(sale, o));
}
