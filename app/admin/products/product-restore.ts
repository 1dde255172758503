import type { ProductRecord, SharedPageRecord } from "~/features/catalogue";
import type { Changes } from "./product-changes";

// "Restore this version": a product's fields as they were just after one of its history entries,
// worked out backwards from the product as it is and every entry after that one.

/** The fields a restore puts back; stock (sales move it) and status (its own buttons) stay as they are. */
export const RESTORED_FIELDS = [
  "name",
  "slug",
  "collection",
  "price",
  "originalPrice",
  "description",
  "sizes",
  "madeToOrder",
  "comboItems",
  "placements",
] as const;

/** The entries that record the product's fields, and so offer "Restore this version". */
const RESTORABLE_KINDS = new Set(["create", "save", "restore", "prices-file", "prices-raise"]);

export const isRestorable = (kind: string) => RESTORABLE_KINDS.has(kind);

/**
 * Each restored field's value just after an entry, from the entries after it (oldest first): the
 * old value of the first one that changed it; a field none changed is left out (it is as it was).
 */
export function valuesAfter(laterOldestFirst: readonly Changes[]): Partial<Record<string, unknown>> {
  const values: Partial<Record<string, unknown>> = {};
  for (const changes of laterOldestFirst) {
    for (const field of RESTORED_FIELDS) if (field in changes && !(field in values)) values[field] = changes[field]![0];
  }
  return values;
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

/** The stored product with the restored values put back, and its extra placements ("path · heading"). */
export function restoredRecord(
  record: ProductRecord,
  sharedPages: readonly SharedPageRecord[],
  values: Partial<Record<string, unknown>>,
): { record: ProductRecord; sharedPages: SharedPageRecord[] } {
  const has = (field: string) => field in values;
  const price = has("price") ? Number(values.price) : record.price;
  const struck = has("originalPrice")
    ? values.originalPrice
    : record.originalPrice > record.price
      ? record.originalPrice
      : null;
  const restored: ProductRecord = {
    ...record,
    ...(has("name") ? { name: String(values.name) } : {}),
    ...(has("slug") ? { slug: String(values.slug) } : {}),
    ...(has("collection") ? { collection: String(values.collection) as ProductRecord["collection"] } : {}),
    ...(has("description") ? { description: String(values.description ?? "") } : {}),
    ...(has("sizes") ? { sizes: strings(values.sizes) as ProductRecord["sizes"] } : {}),
    ...(has("madeToOrder") ? { madeToOrder: Boolean(values.madeToOrder) } : {}),
    ...(has("comboItems") ? { comboItems: strings(values.comboItems).map(Number) } : {}),
    price,
    originalPrice: struck === null || struck === undefined ? price : Number(struck),
  };
  const pages = has("placements")
    ? strings(values.placements).map((text) => {
        const [path = "", ...heading] = text.split(" · ");
        return { path, productId: record.id, ...(heading.length > 0 ? { heading: heading.join(" · ") } : {}) };
      })
    : [...sharedPages];
  return { record: restored, sharedPages: pages };
}
