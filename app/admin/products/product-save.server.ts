import { collectionPath } from "~/config/collections";
import {
  changesBetween,
  initialChanges,
  snapshotOfInput,
  snapshotOfRecord,
  type Changes,
  type ProductSnapshot,
} from "~/admin/products/product-changes";
import {
  checkProductForm,
  readProductForm,
  type FieldErrors,
  type ProductFormValues,
  type ProductInput,
} from "~/admin/products/product-input";
import type { ConflictField } from "~/admin/products/product-merge";
import { SIZES, type Size } from "~/features/catalogue";
import type { Db } from "~/server/db/db.server";
import { QueryFailed, ValueRefused } from "~/server/db/query-errors.server";
import { noteCatalogueChange } from "~/server/catalogue/store/index.server";
import * as store from "~/server/catalogue/store/index.server";
import { availableStock } from "~/server/stock/store/index.server";
import { setPiecesLeft } from "./product-stock.server";
import { conflictAnswer } from "./product-editor.server";
import { addressErrors, addressesOf } from "./product-addresses.server";

interface Conflict {
  fields: ConflictField[];
  by: string | null;
  at: string | null;
}

type SaveOutcome =
  | { kind: "saved"; id: number; done: "created" | "saved" | "unchanged" }
  | { kind: "invalid"; values: ProductFormValues; errors: FieldErrors }
  | { kind: "conflict"; values: ProductFormValues; conflict: Conflict; version: number; since: number }
  | { kind: "missing" };

const whole = (v: string | null) => (v && /^\d{1,9}$/.test(v) ? Number(v) : 0);

const fieldsOf = (i: ProductInput): store.ProductFields => ({ ...i, comboItems: i.comboItems });

/** The sizes whose counted stock the save changes. */
function stockChanges(before: ProductSnapshot, after: ProductSnapshot): Partial<Record<Size, number | null>> {
  return Object.fromEntries(SIZES.filter((s) => before.stock[s] !== after.stock[s]).map((s) => [s, after.stock[s]]));
}

/** A database refusal the checks did not foresee (another save took the address first), as a field's message. */
function refusal(error: unknown): FieldErrors | undefined {
  if (error instanceof ValueRefused) return { form: "A value could not be stored. Please check the fields." };
  if (!(error instanceof QueryFailed)) return undefined;
  if (error.code === "23505" && error.message.includes("products_address"))
    return { slug: "Another product in this collection has just taken this address. Choose another." };
  if (error.code === "23505") return { "placement-0-slug": "Another product has just taken one of these addresses." };
  if (error.code.startsWith("23"))
    return { form: "The shop could not store this product as it is. Please check the fields." };
  return undefined;
}

/**
 * Creates (id undefined) or saves a product from its posted form: checked field by field; saved
 * only if nobody saved it since the form's version (otherwise what changed since is returned,
 * with the saved product and only her own changes re-applied); old address kept as a redirect; stock set; one history entry; the
 * change noted for the shop's pages, all in one transaction.
 */
export async function saveProduct(
  db: Db,
  actor: string,
  id: number | undefined,
  form: URLSearchParams,
): Promise<SaveOutcome> {
  return saveValues(db, actor, id, readProductForm(form), {
    version: whole(form.get("version")),
    since: whole(form.get("since")),
  });
}

/** How a save is recorded: its copy of the product, and the history entry's kind and extra changes. */
interface SaveCopy {
  version: number;
  since: number;
  kind?: string;
  note?: Changes;
}

/** Saves a product's form values (saveProduct's work, also a restore's). */
export async function saveValues(
  db: Db,
  actor: string,
  id: number | undefined,
  values: ProductFormValues,
  copy: SaveCopy,
): Promise<SaveOutcome> {
  const [current, comboParts] = await Promise.all([
    id === undefined ? undefined : store.readEditableProduct(db, id),
    store.comboPartChoices(db),
  ]);
  if (id !== undefined && !current) return { kind: "missing" } as const;
  const checked = checkProductForm(values, {
    current: current && { id: current.record.id, slug: current.record.slug, comboPart: current.record.comboPart },
    comboPartIds: comboParts.map((c) => c.id),
  });
  if (!checked.ok) return { kind: "invalid", values, errors: checked.errors } as const;
  try {
    const outcome = await db.transaction((tx) =>
      id === undefined ? create(tx, actor, checked.input) : update(tx, actor, id, checked.input, copy),
    );
    if (outcome.kind !== "stale") return outcome.kind === "invalid" ? { ...outcome, values } : outcome;
  } catch (error) {
    const errors = refusal(error);
    if (!errors) throw error;
    return { kind: "invalid", values, errors } as const;
  }
  const answer = await conflictAnswer(db, id!, copy.since, values, snapshotOfInput(checked.input));
  return answer ? ({ kind: "conflict", ...answer } as const) : ({ kind: "missing" } as const);
}

type TxOutcome =
  | { kind: "saved"; id: number; done: "created" | "saved" | "unchanged" }
  | { kind: "invalid"; errors: FieldErrors }
  | { kind: "missing" }
  | { kind: "stale" };

async function create(tx: Db, actor: string, input: ProductInput): Promise<TxOutcome> {
  const errors = await addressErrors(tx, addressesOf(input, false), 0);
  if (errors) return { kind: "invalid", errors };
  const id = await store.insertNewProduct(tx, fieldsOf(input));
  await store.replaceSharedPages(tx, id, input.placements);
  await store.dropRedirects(
    tx,
    addressesOf(input, false).map((a) => a.path),
  );
  const counted = Object.fromEntries(SIZES.filter((s) => input.stock[s] !== null).map((s) => [s, input.stock[s]]));
  if (Object.keys(counted).length > 0) await setPiecesLeft(tx, id, counted);
  await store.addProductEvent(tx, {
    productId: id,
    actor,
    kind: "create",
    changes: initialChanges(snapshotOfInput(input)),
  });
  await noteCatalogueChange(tx, [id]);
  return { kind: "saved", id, done: "created" };
}

async function update(tx: Db, actor: string, id: number, input: ProductInput, copy: SaveCopy): Promise<TxOutcome> {
  const { version } = copy;
  const current = await store.readEditableProduct(tx, id, { lock: true });
  if (!current) return { kind: "missing" };
  if (current.version !== version) return { kind: "stale" };
  const { record } = current;
  const stock = (await availableStock(tx, [id])).get(id) ?? {};
  const before = snapshotOfRecord(record, current.sharedPages, stock);
  const after = snapshotOfInput(input);
  const changes = changesBetween(before, after);
  if (Object.keys(changes).length === 0) return { kind: "saved", id, done: "unchanged" };
  const addresses = addressesOf(input, record.comboPart);
  const errors = await addressErrors(tx, addresses, id);
  if (errors) return { kind: "invalid", errors };
  if (!(await store.updateProductFields(tx, id, version, fieldsOf(input)))) return { kind: "stale" };
  if (changes.placements) await store.replaceSharedPages(tx, id, input.placements);
  const moved = !record.comboPart && (changes.slug || changes.collection);
  if (moved) await store.keepOldAddress(tx, `${collectionPath(record.collection)}/${record.slug}`, id);
  await store.dropRedirects(
    tx,
    addresses.map((a) => a.path),
  );
  const counts = stockChanges(before, after);
  if (Object.keys(counts).length > 0) await setPiecesLeft(tx, id, counts);
  await store.addProductEvent(tx, {
    productId: id,
    actor,
    kind: copy.kind ?? "save",
    changes: { ...changes, ...copy.note },
  });
  await noteCatalogueChange(tx, [id]);
  return { kind: "saved", id, done: "saved" };
}
