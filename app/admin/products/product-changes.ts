import { SIZES, allCollections, type ProductRecord, type SharedPageRecord, type Size } from "~/features/catalogue";
import { ledgerMoney } from "~/features/currency";
import { formatPrice } from "~/features/currency";
import { formatShortDateTime } from "~/lib/lagos-clock";
import type { ProductInput } from "./product-input";
import { PHOTO_KINDS } from "./product-photo-history";

// A product's history: what each save changed, field by field ({field: [old, new]}), and the
// sentences the owner reads for it ("Price ₦35,000 → ₦30,000").

/** What the owner edits of a product, as compared before and after a save. */
export interface ProductSnapshot {
  name: string;
  slug: string;
  collection: string;
  price: number;
  /** The struck-through price; null when there is none. */
  originalPrice: number | null;
  description: string;
  sizes: string[];
  madeToOrder: boolean;
  comboItems: number[];
  /** Each extra placement's address, and its heading after " · ". */
  placements: string[];
  published: boolean;
  /** Every size's counted stock; null when not counted. */
  stock: Record<Size, number | null>;
}

export type Changes = Record<string, [unknown, unknown]>;

const placementText = (path: string, heading: string | null | undefined) => (heading ? `${path} · ${heading}` : path);

const stockOf = (counts: Partial<Record<Size, number | null>>) =>
  Object.fromEntries(SIZES.map((s) => [s, counts[s] ?? null])) as Record<Size, number | null>;

export function snapshotOfRecord(
  p: ProductRecord,
  sharedPages: readonly SharedPageRecord[],
  stock: Partial<Record<Size, number | null>>,
): ProductSnapshot {
  return {
    name: p.name,
    slug: p.slug,
    collection: p.collection,
    price: p.price,
    originalPrice: p.originalPrice > p.price ? p.originalPrice : null,
    description: p.description,
    sizes: [...p.sizes],
    madeToOrder: p.madeToOrder,
    comboItems: [...(p.comboItems ?? [])],
    placements: sharedPages.map((s) => placementText(s.path, s.heading)).sort(),
    published: p.published,
    stock: stockOf(stock),
  };
}

export function snapshotOfInput(i: ProductInput): ProductSnapshot {
  return {
    ...i,
    originalPrice: i.originalPrice > i.price ? i.originalPrice : null,
    sizes: [...i.sizes],
    comboItems: [...i.comboItems],
    placements: i.placements.map((p) => placementText(p.path, p.heading)).sort(),
    stock: stockOf(i.stock),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Each field that differs, with its old and new value; stock by size ("stock.M"). */
export function changesBetween(before: ProductSnapshot, after: ProductSnapshot): Changes {
  const changes: Changes = {};
  for (const key of Object.keys(after) as (keyof ProductSnapshot)[]) {
    if (key === "stock") continue;
    if (!same(before[key], after[key])) changes[key] = [before[key], after[key]];
  }
  for (const size of SIZES) {
    if (before.stock[size] !== after.stock[size]) changes[`stock.${size}`] = [before.stock[size], after.stock[size]];
  }
  return changes;
}

/** A new product's fields, each from nothing (stock only where counted). */
export function initialChanges(after: ProductSnapshot): Changes {
  const changes: Changes = {};
  for (const [field, value] of Object.entries(after)) if (field !== "stock") changes[field] = [null, value];
  for (const size of SIZES) if (after.stock[size] !== null) changes[`stock.${size}`] = [null, after.stock[size]];
  return changes;
}

/** Several saves as one: each field's first old value and last new one, less those back where they were. */
export function mergeChanges(oldestFirst: readonly Changes[]): Changes {
  const merged: Changes = {};
  for (const changes of oldestFirst) {
    for (const [field, [old, now]] of Object.entries(changes))
      merged[field] = [field in merged ? merged[field]![0] : old, now];
  }
  for (const [field, [old, now]] of Object.entries(merged)) if (same(old, now)) delete merged[field];
  return merged;
}

const LABELS: Record<string, string> = {
  name: "Name",
  slug: "Address",
  collection: "Collection",
  price: "Price",
  originalPrice: "Struck-through price",
  dollarPrice: "Price in US dollars",
  description: "Description",
  sizes: "Sizes",
  madeToOrder: "Making",
  comboItems: "Combo parts",
  placements: "Extra placements",
  published: "Status",
  position: "Position in its listing",
};

export const fieldLabel = (field: string) =>
  field.startsWith("stock.") ? `Stock of ${field.slice(6)}` : (LABELS[field] ?? field);

const collectionName = (slug: unknown) => allCollections().find((c) => c.slug === slug)?.name ?? String(slug);
const excerpt = (text: string) => `“${text.length > 60 ? `${text.slice(0, 59)}…` : text}”`;
const list = (items: unknown) => (Array.isArray(items) && items.length > 0 ? items.join(", ") : "none");

/** A field's value as the owner reads it: "₦35,000", "not counted", "none". */
export function valueText(field: string, value: unknown, { whole = false } = {}): string {
  if (value === null || value === undefined || value === "") return field.startsWith("stock.") ? "not counted" : "none";
  if (field === "price" || field === "originalPrice") return formatPrice(Number(value));
  if (field === "dollarPrice") return ledgerMoney(Number(value), "USD");
  if (field === "collection") return collectionName(value);
  if (field === "published") return value ? "Published" : "Draft";
  if (field === "madeToOrder") return value ? "Made to order" : "Ready to wear";
  if (field === "description") return whole ? `“${String(value)}”` : excerpt(String(value));
  if (field === "comboItems") return Array.isArray(value) ? list(value.map((id) => `#${id}`)) : "none";
  if (field === "placements" || field === "sizes") return list(value);
  return String(value);
}

/** One change as the owner reads it: "Price ₦35,000 → ₦30,000". */
function describeChange(field: string, [old, now]: [unknown, unknown]): string {
  return `${fieldLabel(field)} ${valueText(field, old)} → ${valueText(field, now)}`;
}

/** The form's order, which the stored changes (a JSON object) do not keep. */
const FIELD_ORDER = [
  "name",
  "collection",
  "slug",
  "price",
  "originalPrice",
  "description",
  "madeToOrder",
  "sizes",
  ...SIZES.map((s) => `stock.${s}`),
  "comboItems",
  "placements",
  "published",
  "position",
];
const rank = (field: string) => (FIELD_ORDER.includes(field) ? FIELD_ORDER.indexOf(field) : FIELD_ORDER.length);

/** Changes' fields in the form's order. */
export const inFormOrder = (changes: Changes) => Object.entries(changes).sort(([a], [b]) => rank(a) - rank(b));

/** Every change of a save, in the form's order. */
export function describeChanges(changes: Changes): string[] {
  return inFormOrder(changes).map(([field, values]) => describeChange(field, values));
}

/** ", with its 2 photos" when a copy took its original's photos. */
function copiedPhotos(changes: Changes): string {
  const n = Number(changes.photos?.[1] ?? 0);
  return n > 0 ? `, with its ${n === 1 ? "photo" : `${n} photos`}` : "";
}

/** When the restored version was saved, as the owner reads it. */
function restoredWhen(at: unknown): string {
  const when = new Date(String(at));
  return Number.isNaN(when.getTime()) ? "an earlier save" : formatShortDateTime(when);
}

/** The line that heads an event in the history. */
export function eventTitle(kind: string, changes: Changes): string {
  const [from, to] = (changes.position ?? []) as [number?, number?];
  const titles: Record<string, string> = {
    create: "Created",
    duplicate: `Created as a copy of #${String(changes.copyOf?.[1] ?? "?")}${copiedPhotos(changes)}`,
    save: "Saved",
    publish: "Published",
    unpublish: "Unpublished",
    move: from !== undefined && to !== undefined && to < from ? "Moved up in its listing" : "Moved down in its listing",
    delete: "Deleted",
    "prices-file": "Changed from a prices file",
    "prices-raise": "Prices changed with its whole collection",
    ...PHOTO_KINDS,
  };
  if (kind === "restore") return `Restored the version of ${restoredWhen(changes.restoredFrom?.[1])}`;
  return titles[kind] ?? kind;
}

/**
 * Who made a change, as the owner reads it: every admin session is hers, so each is "You" (the
 * stored actor keeps the session's id); any other writer is named as stored.
 */
export const actorName = (actor: string) => (/^admin( [0-9a-f]{8})?$/.test(actor) ? "You" : actor);
