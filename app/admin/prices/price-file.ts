import { SIZES, type Size } from "~/features/catalogue";
import { formatMoney, ledgerFieldValue, money, parseMoney } from "~/features/currency";
import { isBlankRow, readCsv, type CsvRow } from "../shared/csv-read";
import { toCsv, type CsvCell } from "../shared/csv";

// The prices file (docs/decisions/218-prices-in-bulk.md): every product's prices and stock, to
// edit in a spreadsheet and import again. Its columns, the row of each product, and what a file
// brought back holds.

/** A product as the prices file and the raise by a percentage see it. */
export interface PricedProduct {
  id: number;
  name: string;
  collection: string;
  published: boolean;
  comboPart: boolean;
  /** The product's version, which every save raises (docs/decisions/211-two-tabs-and-the-history.md). */
  version: number;
  price: number;
  /** The list price as stored: the price itself when no struck-through price is shown. */
  originalPrice: number;
  /** Its own US-dollar price (regular price), whole cents; null when its naira price is converted at the rate. */
  dollarPrice: number | null;
  sizes: readonly Size[];
  madeToOrder: boolean;
  /** Pieces left to sell of each counted size (the editor's numbers). */
  stock: Partial<Record<Size, number>>;
}

/** What the file changes of a product: its prices and the pieces left of each size (null: not counted). */
export interface PriceValues {
  price: number;
  /** The struck-through price; null when there is none. */
  originalPrice: number | null;
  /** Its own dollar price, whole cents; null when there is none (the naira price at the rate). */
  dollarPrice: number | null;
  stock: Record<Size, number | null>;
}

/** The columns a file may have; the import reads id, version, the prices and the stock. */
export type PriceColumn =
  "id" | "version" | "name" | "collection" | "status" | "price" | "originalPrice" | "dollarPrice" | Size;

const stockHeader = (size: Size) => `Stock of ${size}`;

/** The header row, in the file's order. */
export const PRICE_HEADERS: readonly [PriceColumn, string][] = [
  ["id", "Product id"],
  ["version", "Version (leave as is)"],
  ["name", "Name (not read)"],
  ["collection", "Collection (not read)"],
  ["status", "Status (not read)"],
  ["price", "Price (NGN)"],
  ["originalPrice", "Struck-through price (NGN)"],
  ["dollarPrice", "Price (USD)"],
  ...SIZES.map((s): [PriceColumn, string] => [s, stockHeader(s)]),
];

/** The columns whose cells the import changes the shop by. */
const EDITABLE: readonly PriceColumn[] = ["price", "originalPrice", "dollarPrice", ...SIZES];

/** What a stock cell says when there is no number to keep. */
export const STOCK_WORDS = {
  notCounted: "not counted",
  notOffered: "not offered",
  madeToOrder: "made to order",
} as const;

/** The most rows a file may have: many times the shop's catalogue, far from what a server minds. */
export const PRICE_FILE_MAX_ROWS = 5000;

/** A product's values now, as the file and the history write them. */
export function valuesOf(p: PricedProduct): PriceValues {
  const counted = (s: Size) => !p.madeToOrder && p.sizes.includes(s);
  return {
    price: p.price,
    originalPrice: p.originalPrice > p.price ? p.originalPrice : null,
    dollarPrice: p.dollarPrice,
    stock: Object.fromEntries(SIZES.map((s) => [s, counted(s) ? (p.stock[s] ?? null) : null])) as PriceValues["stock"],
  };
}

/** FNV-1a: a short fingerprint of a text, the same in every runtime. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36).padStart(7, "0");
}

/**
 * The fingerprint of a product's values, which its row's version cell carries. The dollar price
 * is added only when there is one, so a file made before the dollar column keeps its fingerprints.
 */
export const valuesFingerprint = (id: number, v: PriceValues) =>
  fingerprint(
    `${id}|${v.price}|${v.originalPrice ?? ""}|${SIZES.map((s) => v.stock[s] ?? "").join(",")}` +
      (v.dollarPrice === null ? "" : `|$${v.dollarPrice}`),
  );

/** Whole cents as the file writes dollars: "120.00", "1200.50" (no sign, no grouping, for any spreadsheet). */
const dollarsCell = (cents: number) => ledgerFieldValue(cents, "USD");

/** Whole cents as the owner reads them: "$1,200.00". */
export const dollarsText = (cents: number) => formatMoney(money(cents, "USD"));

/** The most and least a product's own dollar price may be, in cents ($1 to $1,000,000). */
const DOLLAR_PRICE_MIN = 100;
const DOLLAR_PRICE_MAX = 100_000_000;

const LEAVE_EMPTY = "or leave it empty to convert the naira price at your rate";

/**
 * A dollar price cell read back: "120", "120.5", "$1,200.00" are whole cents; empty is none (the
 * naira price at the rate); anything else is refused in words.
 */
export function readDollarsCell(typed: string): { cents: number | null } | { error: string } {
  const text = typed.trim().replace(/\s*usd$/i, "");
  if (text === "") return { cents: null };
  if (/^(?:usd|\$)?\s*[-−]/i.test(text))
    return { error: `It must be above $0: type it like 120 or 120.50, ${LEAVE_EMPTY}.` };
  const read = parseMoney(text, "USD");
  if (!read.ok) return { error: `${read.error.replace(/\.$/, "")}, ${LEAVE_EMPTY}.` };
  const cents = read.money.amount;
  if (cents === 0) return { error: `It must be above $0, ${LEAVE_EMPTY}.` };
  if (cents < DOLLAR_PRICE_MIN) return { error: `It must be at least $1.00, ${LEAVE_EMPTY}.` };
  if (cents > DOLLAR_PRICE_MAX) return { error: "That is above $1,000,000.00: check the dollar price." };
  return { cents };
}

/**
 * A row's version cell: the product's id and version and the fingerprint of its values as
 * exported ("p37-v3-0k2j9xa"), so an import tells a cell she changed from one the shop changed
 * since, and a cell moved to another product's row from its own. It starts with a letter, so no
 * spreadsheet reads it as a number or a date.
 */
export const versionCell = (p: PricedProduct) => `p${p.id}-v${p.version}-${valuesFingerprint(p.id, valuesOf(p))}`;

/** A product id cell read back ("37", or "#37" as the admin writes it); null when it is not one. */
export const productIdOf = (cell: string) => (/^#?\d{1,9}$/.test(cell) ? Number(cell.replace("#", "")) : null);

/** A version cell read back; undefined when it is not one. */
export function readVersionCell(cell: string): { productId: number; version: number; fingerprint: string } | undefined {
  const m = /^p(\d{1,9})-v(\d{1,9})-([0-9a-z]{7})$/.exec(cell.trim());
  return m ? { productId: Number(m[1]), version: Number(m[2]), fingerprint: m[3]! } : undefined;
}

function stockCell(p: PricedProduct, size: Size): CsvCell {
  if (!p.sizes.includes(size)) return STOCK_WORDS.notOffered;
  if (p.madeToOrder) return STOCK_WORDS.madeToOrder;
  return p.stock[size] ?? STOCK_WORDS.notCounted;
}

/** The prices file of these products, in the order given; `collectionName` names their collections. */
export function priceFileCsv(products: readonly PricedProduct[], collectionName: (slug: string) => string): string {
  const rows = products.map((p) => [
    p.id,
    versionCell(p),
    p.name,
    collectionName(p.collection),
    p.comboPart ? "Combo part" : p.published ? "Published" : "Draft",
    p.price,
    p.originalPrice > p.price ? p.originalPrice : "",
    p.dollarPrice === null ? "" : dollarsCell(p.dollarPrice),
    ...SIZES.map((s) => stockCell(p, s)),
  ]);
  return toCsv(
    PRICE_HEADERS.map(([, header]) => header),
    rows,
  );
}

/** One product row of a file brought back. */
export interface PriceRow {
  /** Its number in the spreadsheet (the header is row 1). */
  row: number;
  /** Each column's cell, trimmed; only the columns the file has. */
  cells: Partial<Record<PriceColumn, string>>;
  /** Why its cells do not line up with the header, if they do not. */
  shapeError?: string;
}

export type PriceFile =
  { ok: true; rows: PriceRow[]; columns: readonly PriceColumn[] } | { ok: false; errors: string[] };

/** A header cell as compared: case, spacing and the currency signs ("₦" for "NGN", "$" for "USD") aside. */
const headerKey = (text: string) =>
  text.trim().replace(/\s+/g, " ").replace(/₦/g, "NGN").replace(/\$/g, "USD").toLowerCase();
const COLUMN_OF = new Map(PRICE_HEADERS.map(([column, header]) => [headerKey(header), column]));

/** The most problems of the file as a whole listed: past them, how many more. */
const MAX_FILE_ERRORS = 10;

/** The first of a file's errors, and how many more there are. */
function someOf(errors: string[]): string[] {
  if (errors.length <= MAX_FILE_ERRORS) return errors;
  const more = errors.length - MAX_FILE_ERRORS;
  return [...errors.slice(0, MAX_FILE_ERRORS), `…and ${more} more problem${more === 1 ? "" : "s"} like these.`];
}

/** The header's columns the file's cells go to: each one's index and column, in the file's order. */
type HeaderColumns = { index: number; column: PriceColumn }[];

/**
 * Which column each named header cell is, or the file's errors. An empty header cell over empty
 * cells is ignored; over a cell with text, refused. Every cell of the file is looked at once: the
 * work grows with the file, whatever its shape (a header of 100,000 empty cells).
 */
function readHeader(header: CsvRow, rows: readonly CsvRow[]): { columns: HeaderColumns } | { errors: string[] } {
  const errors: string[] = [];
  const seen = new Set<PriceColumn>();
  const unnamed = header.cells.map((text) => text.trim() === "");
  const filledUnderUnnamed = new Set<number>();
  for (const r of rows) {
    const width = Math.min(r.cells.length, header.cells.length);
    for (let i = 0; i < width; i++) if (unnamed[i] && r.cells[i]!.trim() !== "") filledUnderUnnamed.add(i);
  }
  const columns: HeaderColumns = [];
  header.cells.forEach((text, i) => {
    if (unnamed[i]) {
      if (filledUnderUnnamed.has(i))
        errors.push(`Column ${i + 1} has cells but no name in the header row: name it as it was, or delete it.`);
      return;
    }
    const column = COLUMN_OF.get(headerKey(text));
    if (!column) {
      errors.push(
        `The column “${text.trim().slice(0, 60)}” is not one the file had: delete it (the file takes only the columns it was downloaded with).`,
      );
      return;
    }
    if (seen.has(column)) errors.push(`The column “${text.trim().slice(0, 60)}” is there twice: keep one.`);
    else columns.push({ index: i, column });
    seen.add(column);
  });
  for (const needed of ["id", "version"] as const) {
    if (!seen.has(needed))
      errors.push(
        `The column “${PRICE_HEADERS.find(([c]) => c === needed)![1]}” is missing: download a new file and change that one.`,
      );
  }
  if (!EDITABLE.some((c) => seen.has(c)))
    errors.push("The file has none of the columns that change the shop: the prices and the stock of each size.");
  return errors.length > 0 ? { errors: someOf(errors) } : { columns };
}

/** How a row's cells line up with the header's `named` columns of `width` cells: the missing or extra cells, if any. */
function shapeOf(row: CsvRow, named: number, width: number): string | undefined {
  if (row.cells.length < named)
    return `It has ${row.cells.length} cells where the header has ${named} columns: it may have been cut short.`;
  for (let i = width; i < row.cells.length; i++)
    if (row.cells[i]!.trim() !== "")
      return `It has cells beyond the header's ${named} columns: move them into their columns or delete them.`;
  return undefined;
}

/** A prices file's text read back: the columns its header names, and each product row's cells. */
export function readPriceFile(text: string): PriceFile {
  const csv = readCsv(text);
  if (!csv.ok) return { ok: false, errors: [csv.message] };
  const [header, ...rest] = csv.rows.filter((r) => !isBlankRow(r));
  if (!header) return { ok: false, errors: ["The file is empty."] };
  if (rest.length > PRICE_FILE_MAX_ROWS)
    return {
      ok: false,
      errors: [`The file has ${rest.length} rows: at most ${PRICE_FILE_MAX_ROWS} are read at once.`],
    };
  const read = readHeader(header, rest);
  if ("errors" in read) return { ok: false, errors: read.errors };
  const named = header.cells.findLastIndex((c) => c.trim() !== "") + 1;
  const rows = rest.map((r): PriceRow => {
    const cells: Partial<Record<PriceColumn, string>> = {};
    for (const { index, column } of read.columns) cells[column] = (r.cells[index] ?? "").trim();
    const shapeError = shapeOf(r, named, header.cells.length);
    return { row: r.row, cells, ...(shapeError ? { shapeError } : {}) };
  });
  return { ok: true, rows, columns: read.columns.map((c) => c.column) };
}
