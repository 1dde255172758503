import type { Size } from "~/features/catalogue";

// The product form's limits and names, shared by its checks and its fields.

export const NAME_MAX = 120;
export const SLUG_MAX = 80;
export const DESCRIPTION_MAX = 4000;
export const HEADING_MAX = 80;
export const STOCK_MAX = 99_999;
export const PRICE_MAX = 100_000_000;
/** Placements the form offers: those stored and one more, up to this many. */
export const PLACEMENTS_MAX = 5;

/** The field name of a size's stock count. */
export const stockField = (size: Size) => `stock-${size}`;

/** A collection as the product form offers it. */
export interface CollectionChoice {
  slug: string;
  name: string;
  path: string;
}

/** A group of controls: its legend above a white box. */
export const legendClass = "label-caps mb-1.5 text-ink-soft";
export const boxClass = "flex flex-col gap-3 border border-line bg-white p-4";
