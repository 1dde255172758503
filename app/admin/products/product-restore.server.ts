import { isRestorable, restoredRecord, valuesAfter } from "~/admin/products/product-restore";
import { productValues } from "~/admin/products/product-values";
import type { Db } from "~/server/db/db.server";
import { productEventsAfter, readEditableProduct } from "~/server/catalogue/store/index.server";
import { availableStock } from "~/server/stock/store/index.server";
import { saveValues } from "./product-save.server";

/**
 * "Restore this version": the product's fields put back as they were just after the history entry
 * `eventId`, saved as any save is (checked, only from the version the page showed, one new history
 * entry of kind "restore" naming the entry's time); stock and status stay as they are.
 */
export async function restoreVersion(db: Db, actor: string, id: number, eventId: number, version: number) {
  const current = await readEditableProduct(db, id);
  if (!current) return { kind: "missing" } as const;
  const events = await productEventsAfter(db, id, eventId - 1);
  const entry = events[0];
  if (!entry || entry.id !== eventId || !isRestorable(entry.kind)) return { kind: "no-version" } as const;
  const { record, sharedPages } = restoredRecord(
    current.record,
    current.sharedPages,
    valuesAfter(events.slice(1).map((e) => e.changes)),
  );
  const stock = (await availableStock(db, [id])).get(id) ?? {};
  const values = { ...productValues(record, sharedPages, stock), published: current.record.published };
  return saveValues(db, actor, id, values, {
    version,
    since: events.at(-1)?.id ?? eventId,
    kind: "restore",
    note: { restoredFrom: [null, entry.at.toISOString()] },
  });
}
