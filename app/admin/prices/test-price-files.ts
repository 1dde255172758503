import { SIZES } from "~/features/catalogue";
import { readCsv } from "../shared/csv-read";
import type { PricedProduct } from "./price-file";

// Products and files for the prices file's tests.

export const coral = (over: Partial<PricedProduct> = {}): PricedProduct => ({
  id: 37,
  name: "Coral Dress",
  collection: "hazelbee",
  published: true,
  comboPart: false,
  version: 1,
  price: 25000,
  originalPrice: 25000,
  dollarPrice: null,
  sizes: SIZES,
  madeToOrder: false,
  stock: { M: 3, L: 0 },
  ...over,
});

/**
 * The Coral Dress's cells from its price on, as the file writes them (the catalogue's, as `coral`):
 * ₦25,000, no struck-through or dollar price, 3 in M, none in L, the other sizes not counted.
 */
export const CORAL_PRICE_CELLS = [
  "25000",
  "",
  "",
  "not counted",
  "not counted",
  "3",
  "0",
  "not counted",
  "not counted",
  "not counted",
] as const;

export const orion = (over: Partial<PricedProduct> = {}): PricedProduct => ({
  id: 3,
  name: "Orion Dress",
  collection: "naledi",
  published: true,
  comboPart: false,
  version: 4,
  price: 140000,
  originalPrice: 160000,
  dollarPrice: 12000,
  sizes: ["S", "M", "L"],
  madeToOrder: true,
  stock: {},
  ...over,
});

export const byId = (...products: PricedProduct[]) => new Map(products.map((p) => [p.id, p]));

/** A file's rows as cells, header first. */
export function rowsOf(csv: string): string[][] {
  const read = readCsv(csv);
  if (!read.ok) throw new Error(read.message);
  return read.rows.map((r) => r.cells);
}

/** Cells back to CSV text, quoting what needs it. */
export const csvOf = (rows: readonly (readonly string[])[], eol = "\r\n") =>
  rows.map((r) => r.map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(",")).join(eol) + eol;
