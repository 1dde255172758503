import { data } from "react-router";
import {
  actorName,
  describeChanges,
  eventTitle,
  mergeChanges,
  type ProductSnapshot,
} from "~/admin/products/product-changes";
import { isPhotoKind, photoLines } from "~/admin/products/product-photo-history";
import { isRestorable, RESTORED_FIELDS } from "~/admin/products/product-restore";
import { reapplyMine } from "~/admin/products/product-merge";
import { sizeHolds } from "~/admin/products/stock-holds";
import type { ProductFormValues } from "~/admin/products/product-input";
import { newProductValues, productValues } from "~/admin/products/product-values";
import { collectionPath } from "~/config/collections";
import type { Db } from "~/server/db/db.server";
import {
  comboPartChoices,
  productEventsAfter,
  productHistory,
  readEditableProduct,
  type ProductEvent,
} from "~/server/catalogue/store/index.server";
import { availableStock, holdsOfProduct } from "~/server/stock/store/index.server";
import { openWaitsOf, waitingBySize } from "~/server/lists/store.server";
import { photosOfProduct } from "~/server/photos/store/index.server";
import { collectionChoices } from "./product-list.server";
import { planFormValues } from "~/features/pay-plans";
import { productPlans } from "~/server/pay-plans/product-plans.server";

/** A history entry as the owner reads it; `restorable` when "Restore this version" would change the product. */
interface HistoryEntry {
  id: number;
  at: string;
  actor: string;
  title: string;
  lines: string[];
  restorable: boolean;
}

/** The entries whose changes are listed under their title (a creation's whole product is not). */
const KINDS_WITH_LINES = new Set(["save", "restore", "move", "prices-file", "prices-raise"]);

function linesOf(e: ProductEvent): string[] {
  if (isPhotoKind(e.kind)) return photoLines(e.kind, e.changes);
  if (!KINDS_WITH_LINES.has(e.kind)) return [];
  const { restoredFrom: _, ...changes } = e.changes;
  return describeChanges(changes);
}

const touchesFields = (e: ProductEvent) => RESTORED_FIELDS.some((f) => f in e.changes);

/** The history, newest first: an entry offers a restore when a later one changed the fields it recorded. */
function entriesOf(newestFirst: readonly ProductEvent[]): HistoryEntry[] {
  let changedLater = false;
  return newestFirst.map((e) => {
    const entry = {
      id: e.id,
      at: e.at.toISOString(),
      actor: actorName(e.actor),
      title: eventTitle(e.kind, e.changes),
      lines: linesOf(e),
      restorable: changedLater && isRestorable(e.kind),
    };
    changedLater ||= touchesFields(e);
    return entry;
  });
}

/** The product id in an address: a whole number, or nothing. */
export function productIdParam(value: string | undefined): number | undefined {
  const id = Number(value);
  return value && /^\d{1,9}$/.test(value) && id > 0 ? id : undefined;
}

/** A product's editor, or the 404 page. */
export async function editableOr404(db: Db, id: number | undefined) {
  const found = id === undefined ? undefined : await readEditableProduct(db, id);
  if (!found) throw data("Not Found", { status: 404, statusText: "Not Found" });
  return found;
}

/** What the form's choices need: the collections and the combo parts. */
export async function formChoices(db: Db) {
  return { collections: collectionChoices(), comboParts: await comboPartChoices(db) };
}

/** The page of a new product. */
export async function newProductView(
  db: Db,
): Promise<{ values: ProductFormValues } & Awaited<ReturnType<typeof formChoices>>> {
  return { values: newProductValues(), ...(await formChoices(db)) };
}

/** A product's editor: its form filled, the version and last history entry the form carries, its history. */
export async function productEditorView(db: Db, id: number | undefined) {
  const { record, version, sharedPages } = await editableOr404(db, id);
  const [stock, held, photos, history, choices, waiting, waits, plans] = await Promise.all([
    availableStock(db, [record.id]),
    holdsOfProduct(db, record.id),
    photosOfProduct(db, record.id),
    productHistory(db, record.id),
    formChoices(db),
    waitingBySize(db, record.id),
    openWaitsOf(db, record.id),
    productPlans(db, [record.id]),
  ]);
  return {
    product: {
      id: record.id,
      name: record.name,
      published: record.published,
      comboPart: record.comboPart,
      shopPath: record.published && !record.comboPart ? `${collectionPath(record.collection)}/${record.slug}` : null,
      photos: photos.length,
    },
    version,
    since: history[0]?.id ?? 0,
    values: productValues(record, sharedPages, stock.get(record.id) ?? {}),
    held: sizeHolds(held, stock.get(record.id) ?? {}),
    waiting,
    waits: waits.map((w) => ({ ...w, askedAt: w.askedAt.toISOString() })),
    history: entriesOf(history),
    plan: planFormValues(plans.get(record.id)),
    ...choices,
  };
}

/**
 * Her refused save's answer: the stored product with only the fields she changed re-applied
 * (`reapplyMine`), each field the other saves after `since` changed, who saved last and when, and
 * the version and last history entry her form now carries. The product is read before its
 * history, so a save in between refuses her next save again rather than going unseen.
 */
export async function conflictAnswer(
  db: Db,
  productId: number,
  since: number,
  typed: ProductFormValues,
  mine: ProductSnapshot,
) {
  const now = await readEditableProduct(db, productId);
  if (!now) return undefined;
  const [stock, events] = await Promise.all([
    availableStock(db, [productId]),
    productEventsAfter(db, productId, since),
  ]);
  const saved = productValues(now.record, now.sharedPages, stock.get(productId) ?? {});
  const theirs = mergeChanges(events.map((e) => e.changes));
  const { values, fields } = reapplyMine(typed, saved, theirs, mine);
  const last = events.at(-1);
  return {
    values,
    conflict: { fields, by: last ? actorName(last.actor) : null, at: last?.at.toISOString() ?? null },
    version: now.version,
    since: last?.id ?? since,
  };
}
