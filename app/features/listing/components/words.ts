/** 12,345: no Intl, whose first use costs a phone tens of milliseconds (app/features/currency/money.ts). */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** "No pieces", "1 piece", "12 pieces". */
export function piecesText(count: number): string {
  if (count === 0) return "No pieces";
  return count === 1 ? "1 piece" : `${grouped(count)} pieces`;
}

/** What the results line says: the count, and which of them this page shows when there are pages. */
export function resultsText(total: number, page: number, pageSize: number): string {
  if (total <= pageSize) return piecesText(total);
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return `${grouped(first)}–${grouped(last)} of ${piecesText(total)}`;
}
