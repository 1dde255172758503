export type CsvCell = string | number | boolean | null | undefined;

/** Cells a spreadsheet would read as a formula begin with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: a would-be formula is prefixed with ', and a cell with a quote, comma or line break is quoted. */
export function csvCell(value: CsvCell): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV file a spreadsheet opens correctly: UTF-8 with a byte-order mark (so naira signs and
 * accents survive Excel), a header row, CRLF line ends (RFC 4180).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return csvHead(header) + csvLines(rows);
}

/** A CSV file's start, as `toCsv` writes it: the byte-order mark and the header row. */
export const csvHead = (header: readonly string[]): string => `\uFEFF${csvLines([header])}`;

/** Rows of a CSV file, each ended by CRLF: a file sent in parts is its head, then its rows' parts. */
export const csvLines = (rows: readonly (readonly CsvCell[])[]): string =>
  rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
