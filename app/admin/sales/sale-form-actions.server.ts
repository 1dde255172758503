import { data, redirect } from "react-router";
import type { Db } from "~/server/db/db.server";
import { readAdminForm } from "../shared/admin-form.server";
import { removeSale, saveSale } from "./sale-save.server";

// The sale form's body fits the admin's usual 32 kB: a row is about 25 bytes ("in-37=add&price-37=12500&"),
// so a catalogue of five hundred products posts well under it (sale-input.test.ts checks it).

const refused = (message: string, status = 409) => data({ kind: "refused" as const, message }, { status });

const whole = (v: string | null) => (v && /^\d{1,9}$/.test(v) ? Number(v) : 0);

/** "Schedule sale": created, then its page (which warns of overlaps); or the form again with a message beside each field. */
export async function createSaleAction(db: Db, request: Request, actor: string) {
  const form = await readAdminForm(request);
  if (!form.ok) return refused(form.message, form.status);
  const outcome = await saveSale(db, actor, undefined, form.fields, new Date());
  if (outcome.kind === "saved") return redirect(`/admin/sales/${outcome.id}?done=${outcome.done}`, 303);
  if (outcome.kind === "invalid") return data({ ...outcome, version: 0 }, { status: 400 });
  return refused("That sale could not be created. Please try again.");
}

/** One of a sale page's forms, told apart by its `intent`: save (the default) or delete. Done: back to a page. */
export async function saleAction(db: Db, request: Request, actor: string, id: number) {
  const form = await readAdminForm(request);
  if (!form.ok) return refused(form.message, form.status);
  switch (form.fields.get("intent") ?? "save") {
    case "save": {
      const outcome = await saveSale(db, actor, id, form.fields, new Date());
      if (outcome.kind === "saved") return redirect(`/admin/sales/${id}?done=${outcome.done}`, 303);
      if (outcome.kind === "missing") return refused("This sale no longer exists: it was deleted.", 404);
      if (outcome.kind === "conflict") return data(outcome, { status: 409 });
      return data({ ...outcome, version: whole(form.fields.get("version")) }, { status: 400 });
    }
    case "delete": {
      if (!(await removeSale(db, id))) return refused("This sale no longer exists: it was deleted.", 404);
      return redirect("/admin/sales?done=deleted", 303);
    }
    default:
      return refused("That form could not be read. Please try again.", 400);
  }
}
