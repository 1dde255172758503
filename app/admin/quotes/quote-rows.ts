// How many piece rows of each kind the quote form shows (pure): one to start, one more for each
// "Add a piece", never fewer than the rows she has filled, never more than the server reads.

/** Rows of each kind the server reads (empty rows are passed over). */
export const QUOTE_ROWS = 3;

export type RowKind = "item" | "custom";

/** The hidden field that carries how many rows of a kind the form showed. */
export const rowsField = (kind: RowKind) => `${kind}-rows`;

/** The add button's intent for a kind of row. */
export const ADD_INTENT: Record<RowKind, string> = { item: "add-piece", custom: "add-made-to-measure" };

/** The fields whose being filled means a row is in use (not the defaults: one of, centimetres). */
const FILLED: Record<RowKind, readonly string[]> = {
  item: ["product"],
  custom: ["description", "price", "event"],
};

/** The rows of a kind to show for these values: the count posted, or the last filled row, at least one. */
export function rowsShown(values: Readonly<Record<string, string>>, kind: RowKind): number {
  const posted = Number(values[rowsField(kind)]);
  let rows = Number.isSafeInteger(posted) ? posted : 1;
  for (let row = 1; row <= QUOTE_ROWS; row++)
    if (FILLED[kind].some((f) => (values[`${kind}-${row}-${f}`] ?? "").trim() !== "")) rows = Math.max(rows, row);
  return Math.min(QUOTE_ROWS, Math.max(1, rows));
}

/** The kind of row an intent adds, or undefined when it is not an add. */
export function addedKind(intent: string | null): RowKind | undefined {
  return (Object.keys(ADD_INTENT) as RowKind[]).find((k) => ADD_INTENT[k] === intent);
}

/** The values with one more row of a kind (at most QUOTE_ROWS). */
export function withRowAdded(values: Readonly<Record<string, string>>, kind: RowKind): Record<string, string> {
  return { ...values, [rowsField(kind)]: String(Math.min(QUOTE_ROWS, rowsShown(values, kind) + 1)) };
}
