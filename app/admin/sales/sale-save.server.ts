import { checkSaleForm, readSaleForm, type SaleFieldErrors, type SaleFormValues } from "~/admin/sales/sale-input";
import type { SaleDoneKey } from "~/admin/sales/sale-done";
import type { Db } from "~/server/db/db.server";
import { noteSalesChange } from "~/server/catalogue/store/index.server";
import { deleteSale, insertSale, readSale, updateSale } from "~/server/sales/store.server";
import { saleProducts, savedSaleSummary } from "./sale-editor.server";
import { setAnnouncement } from "~/server/lists/store.server";

/** Who saved the sale since the form was opened, when, and what it says now. */
type SaleConflict = ReturnType<typeof savedSaleSummary>;

type SaveOutcome =
  | { kind: "saved"; id: number; done: SaleDoneKey }
  | { kind: "invalid"; values: SaleFormValues; errors: SaleFieldErrors }
  | { kind: "conflict"; values: SaleFormValues; conflict: SaleConflict; version: number }
  | { kind: "missing" };

const whole = (v: string | null) => (v && /^\d{1,9}$/.test(v) ? Number(v) : 0);

/**
 * Creates (id undefined) or saves a sale from its posted form: checked field by field against the
 * products stored now; saved only if nobody saved it since the form's version (otherwise who did,
 * and what it says now, with her typed values kept); the sales change noted in the same
 * transaction, so every instance prices by it within a second. "Announce to subscribers" asks
 * for its news at its start (or, unticked before it went, no longer).
 */
export async function saveSale(
  db: Db,
  actor: string,
  id: number | undefined,
  form: URLSearchParams,
  now: Date,
): Promise<SaveOutcome> {
  const values = readSaleForm(form);
  const products = await saleProducts(db);
  const checked = checkSaleForm(values, { products, now, isNew: id === undefined });
  if (!checked.ok) return { kind: "invalid", values, errors: checked.errors };
  const { input } = checked;
  if (id === undefined) {
    const created = await db.transaction(async (tx) => {
      const newId = await insertSale(tx, input, actor);
      await setAnnouncement(tx, newId, values.announce === "yes", actor);
      await noteSalesChange(tx);
      return newId;
    });
    return { kind: "saved", id: created, done: Date.parse(input.startsAt) <= now.getTime() ? "started" : "scheduled" };
  }
  const saved = await db.transaction(async (tx) => {
    if (!(await updateSale(tx, id, whole(form.get("version")), input, actor))) return false;
    await setAnnouncement(tx, id, values.announce === "yes", actor);
    await noteSalesChange(tx);
    return true;
  });
  if (saved) return { kind: "saved", id, done: "saved" };
  const current = await readSale(db, id);
  if (!current) return { kind: "missing" };
  return { kind: "conflict", values, conflict: savedSaleSummary(current), version: current.version };
}

/** Deletes a sale and notes the change in the same transaction; false when it was already gone. */
export async function removeSale(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await deleteSale(tx, id))) return false;
    await noteSalesChange(tx);
    return true;
  });
}
