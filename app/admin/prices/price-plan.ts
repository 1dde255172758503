import { SIZES, type Size } from "~/features/catalogue";
import type { Changes } from "../products/product-changes";
import { checkPrices, checkStockCount } from "../products/product-input";
import {
  productIdOf,
  readDollarsCell,
  readVersionCell,
  STOCK_WORDS,
  valuesFingerprint,
  valuesOf,
  type PriceFile,
  type PricedProduct,
  type PriceRow,
  type PriceValues,
} from "./price-file";

// What a prices file would change (docs/decisions/218-prices-in-bulk.md): every change of every
// product, field by field, and every row's errors, which the preview shows before anything is
// applied. The same plan is made again from the same file when she applies it.

/** One product's changes, as its history entry will record them ({field: [old, new]}, stock as "stock.M"). */
export interface PriceChange {
  id: number;
  name: string;
  /** The file's row it comes from; null for a raise by a percentage. */
  row: number | null;
  /** The version the changes were made against. */
  version: number;
  changes: Changes;
  /** Its prices once changed (the struck-through one null when none). */
  prices: Pick<PriceValues, "price" | "originalPrice">;
}

/** What stops a row (or a product of a raise) from being applied, in words. */
export interface RowProblem {
  row: number | null;
  productId: number | null;
  name: string | null;
  messages: string[];
}

export interface PricePlan {
  changes: PriceChange[];
  problems: RowProblem[];
  /** Why the file as a whole could not be read. */
  fileErrors: string[];
  /** Product rows read (or products raised). */
  rows: number;
  /** Rows that change nothing. */
  unchanged: number;
  /** Rows left as exported of products the shop has changed since: the shop's values stand. */
  keptFromShop: number;
}

/** A plan of nothing, for a file that could not be read. */
export const failedPlan = (fileErrors: string[]): PricePlan => ({
  changes: [],
  problems: [],
  fileErrors,
  rows: 0,
  unchanged: 0,
  keptFromShop: 0,
});

/** Whether the plan can be applied: something to change, and nothing wrong. */
export const canApply = (plan: PricePlan) =>
  plan.changes.length > 0 && plan.problems.length === 0 && plan.fileErrors.length === 0;

/** How many fields the plan changes, over every product. */
export const changeCount = (plan: PricePlan) => plan.changes.reduce((n, c) => n + Object.keys(c.changes).length, 0);

/** Each field that differs, old and new, in the history's names. */
export function priceChanges(before: PriceValues, after: PriceValues): Changes {
  const changes: Changes = {};
  if (before.price !== after.price) changes.price = [before.price, after.price];
  if (before.originalPrice !== after.originalPrice) changes.originalPrice = [before.originalPrice, after.originalPrice];
  if (before.dollarPrice !== after.dollarPrice) changes.dollarPrice = [before.dollarPrice, after.dollarPrice];
  for (const s of SIZES)
    if (before.stock[s] !== after.stock[s]) changes[`stock.${s}`] = [before.stock[s], after.stock[s]];
  return changes;
}

const quoted = (cell: string) => `“${cell.length > 40 ? `${cell.slice(0, 39)}…` : cell}”`;

/** A stock cell: a count of a counted size, or one of the words that keep no count. */
function readStockCell(p: PricedProduct, size: Size, cell: string): { count: number | null } | { error: string } {
  const word = cell.toLowerCase();
  const what = `Stock of ${size} ${quoted(cell)}`;
  if (!p.sizes.includes(size)) {
    return word === "" || word === STOCK_WORDS.notOffered
      ? { count: null }
      : {
          error: `${what}: the product is not offered in ${size}. Offer the size on its page first, or leave “${STOCK_WORDS.notOffered}”.`,
        };
  }
  if (p.madeToOrder) {
    return word === "" || word === STOCK_WORDS.madeToOrder
      ? { count: null }
      : {
          error: `${what}: the product is made to order, so its sizes are not counted. Make it ready to wear on its page first, or leave “${STOCK_WORDS.madeToOrder}”.`,
        };
  }
  if (word === "" || word === STOCK_WORDS.notCounted) return { count: null };
  const count = checkStockCount(cell);
  return "error" in count ? { error: `${what}: ${count.error}` } : count;
}

/** The values a row asks for (a column the file lacks keeps the product's value), or its errors. */
function rowValues(p: PricedProduct, row: PriceRow, now: PriceValues): PriceValues | { errors: string[] } {
  const errors: string[] = [];
  const typedPrice = row.cells.price ?? String(now.price);
  const typedStruck = row.cells.originalPrice ?? (now.originalPrice === null ? "" : String(now.originalPrice));
  const prices = checkPrices({ price: typedPrice, originalPrice: typedStruck });
  if (prices.errors.price) errors.push(`Price ${quoted(typedPrice)}: ${prices.errors.price}`);
  if (prices.errors.originalPrice)
    errors.push(`Struck-through price ${quoted(typedStruck)}: ${prices.errors.originalPrice}`);
  let dollarPrice = now.dollarPrice;
  if (row.cells.dollarPrice !== undefined) {
    const dollars = readDollarsCell(row.cells.dollarPrice);
    if ("error" in dollars) errors.push(`Price in US dollars ${quoted(row.cells.dollarPrice)}: ${dollars.error}`);
    else dollarPrice = dollars.cents;
  }
  const stock = { ...now.stock };
  for (const size of SIZES) {
    const cell = row.cells[size];
    if (cell === undefined) continue;
    const read = readStockCell(p, size, cell);
    if ("error" in read) errors.push(read.error);
    else stock[size] = read.count;
  }
  if (errors.length > 0 || prices.price === undefined) return { errors };
  const originalPrice =
    prices.originalPrice !== undefined && prices.originalPrice > prices.price ? prices.originalPrice : null;
  return { price: prices.price, originalPrice, dollarPrice, stock };
}

const sameValues = (a: PriceValues, b: PriceValues) => Object.keys(priceChanges(a, b)).length === 0;

const stockText = (v: PriceValues) => {
  const counted = SIZES.filter((s) => v.stock[s] !== null).map((s) => `${s} ${v.stock[s]}`);
  return counted.length > 0 ? counted.join(", ") : "no size counted";
};

type RowOutcome = { changes: Changes } | { unchanged: true } | { kept: true } | { error: string };

/**
 * What a row changes, given the version cell it was exported with: what she changed since the
 * export, never what the shop changed since. A row as exported changes nothing. A product saved
 * since refuses a row she changed (her copy is old). Orders move stock without a save: a row
 * whose stock cells are as exported then changes only its prices; one whose stock she changed
 * too is refused.
 */
function decide(
  p: PricedProduct,
  now: PriceValues,
  wanted: PriceValues,
  token: { productId: number; version: number; fingerprint: string },
): RowOutcome {
  if (sameValues(now, wanted)) return { unchanged: true };
  if (valuesFingerprint(p.id, wanted) === token.fingerprint) return { kept: true };
  if (token.version !== p.version) {
    return {
      error:
        "The product was saved in the shop after this file was made, so the file’s copy is old. Download a new file and make the change there, or delete this row.",
    };
  }
  if (valuesFingerprint(p.id, now) === token.fingerprint) return { changes: priceChanges(now, wanted) };
  // The same version, other values: orders took or returned pieces since the export.
  const stockAsExported = valuesFingerprint(p.id, { ...now, stock: wanted.stock }) === token.fingerprint;
  if (stockAsExported || sameValues({ ...now, stock: wanted.stock }, now)) {
    return { changes: priceChanges(now, { ...wanted, stock: now.stock }) };
  }
  return {
    error: `Orders have changed its stock since this file was made: it now has ${stockText(now)}. Download a new file to change its stock, or type the stock as it is now.`,
  };
}

/**
 * The plan of a prices file brought back, against the products it names (read at the same time,
 * so the versions are those the changes will be applied against).
 */
export function planFromFile(file: PriceFile, products: ReadonlyMap<number, PricedProduct>): PricePlan {
  if (!file.ok) return failedPlan(file.errors);
  const plan: PricePlan = { ...failedPlan([]), rows: file.rows.length };
  const seen = new Map<number, number>();
  for (const row of file.rows) {
    const problem = (messages: string[], p?: PricedProduct) =>
      plan.problems.push({ row: row.row, productId: p?.id ?? null, name: p?.name ?? null, messages });
    const idCell = row.cells.id ?? "";
    const id = productIdOf(idCell);
    if (id === null) {
      problem([
        idCell === ""
          ? "It has no product id: every row needs the id it was downloaded with."
          : `${quoted(idCell)} is not a product id: put back the id it was downloaded with.`,
      ]);
      continue;
    }
    const p = products.get(id);
    if (seen.has(id)) {
      problem([`Product #${id} is also on row ${seen.get(id)}: keep one of the two rows.`], p);
      continue;
    }
    seen.set(id, row.row);
    if (!p) {
      problem([`The shop has no product #${id} (it may have been deleted): delete this row.`]);
      continue;
    }
    const messages = row.shapeError ? [row.shapeError] : [];
    const token = readVersionCell(row.cells.version ?? "");
    if (!token)
      messages.push(
        `The version cell ${quoted(row.cells.version ?? "")} is not as it was downloaded: put it back, or download a new file.`,
      );
    else if (token.productId !== id) {
      // The row's other cells went with the version cell: nothing of it is this product's.
      problem(
        [
          `This row’s version cell is product #${token.productId}’s, not #${id}’s: the rows were sorted or moved without their ids. Download a new file, or put each row’s cells back with its id.`,
        ],
        p,
      );
      continue;
    }
    const now = valuesOf(p);
    const wanted = rowValues(p, row, now);
    if ("errors" in wanted) messages.push(...wanted.errors);
    if (messages.length > 0 || !token || "errors" in wanted) {
      problem(messages, p);
      continue;
    }
    const outcome = decide(p, now, wanted, token);
    if ("error" in outcome) problem([outcome.error], p);
    else if ("kept" in outcome) plan.keptFromShop++;
    else if ("unchanged" in outcome || Object.keys(outcome.changes).length === 0) plan.unchanged++;
    else {
      const prices = { price: wanted.price, originalPrice: wanted.originalPrice };
      plan.changes.push({ id: p.id, name: p.name, row: row.row, version: p.version, changes: outcome.changes, prices });
    }
  }
  return plan;
}

/** The product ids a file's rows name, to read (and lock) before planning it. */
export function fileProductIds(file: PriceFile): number[] {
  if (!file.ok) return [];
  return [...new Set(file.rows.flatMap((r) => productIdOf(r.cells.id ?? "") ?? []))];
}
