import { data, redirect } from "react-router";
import { safeListReturn } from "~/admin/products/product-filters";
import { withDone } from "~/admin/products/product-done";
import type { Db } from "~/server/db/db.server";
import { readAdminForm } from "../shared/admin-form.server";
import { deleteDraft, duplicate, move, setPublished } from "./product-actions.server";
import { restoreVersion } from "./product-restore.server";
import { saveProduct } from "./product-save.server";
import { productPlanAction } from "./product-plan.server";
import { getServices } from "~/server/services.server";

/** The product form's body: the description (4,000 characters) escaped, with room to spare. */
const PRODUCT_FORM_LIMIT = 64 * 1024;

const refused = (message: string, status = 409) => data({ kind: "refused" as const, message }, { status });

const readForm = (request: Request) =>
  readAdminForm(request, { limit: PRODUCT_FORM_LIMIT, multiLine: ["description"] });

const whole = (v: string | null) => (v && /^\d{1,9}$/.test(v) ? Number(v) : 0);

/** "New product": created, then its page; or the form again with a message beside each field. */
export async function createProductAction(db: Db, request: Request, actor: string) {
  const form = await readForm(request);
  if (!form.ok) return refused(form.message, form.status);
  const outcome = await saveProduct(db, actor, undefined, form.fields);
  if (outcome.kind === "saved") return redirect(withDone(`/admin/products/${outcome.id}`, outcome.done), 303);
  if (outcome.kind === "invalid") return data({ ...outcome, version: 0, since: 0 }, { status: 400 });
  return refused("That product could not be created. Please try again.");
}

/**
 * Saves the product form posted with an action (a form without its version, like the list's
 * move buttons, carries no edits). Either whether it changed anything, or the answer to give
 * instead of doing the action: the form with its messages, or what changed since her copy.
 */
async function saveFirst(db: Db, actor: string, id: number, fields: URLSearchParams, intent: string) {
  if (intent !== "save" && !fields.has("version")) return { saved: false } as const;
  const outcome = await saveProduct(db, actor, id, fields);
  if (outcome.kind === "saved") return { saved: outcome.done === "saved" } as const;
  if (outcome.kind === "missing") return { answer: refused("This product no longer exists.", 404) } as const;
  if (outcome.kind === "conflict") return { answer: data(outcome, { status: 409 }) } as const;
  const version = whole(fields.get("version"));
  return { answer: data({ ...outcome, version, since: whole(fields.get("since")) }, { status: 400 }) } as const;
}

/**
 * One of a product page's forms, told apart by its `intent`: save (the default), publish,
 * unpublish, duplicate, move up or down (each after saving what the form carries), delete, and the
 * plan's own form (productPlanAction), which saves nothing else. Done:
 * back to a page (so a reload posts nothing).
 */
export async function productAction(db: Db, request: Request, actor: string, id: number) {
  const form = await readForm(request);
  if (!form.ok) return refused(form.message, form.status);
  const page = `/admin/products/${id}`;
  const intent = form.fields.get("intent") ?? "save";
  if (intent === "delete") return deleteAction(db, actor, id);
  if (intent === "restore") return restoreAction(db, actor, id, form.fields);
  if (intent === "plan") return productPlanAction(db, id, form.fields);
  if (!ACTIONS.has(intent)) return refused("That form could not be read. Please try again.", 400);
  const first = await saveFirst(db, actor, id, form.fields, intent);
  if ("answer" in first) return first.answer;
  switch (intent) {
    case "publish":
    case "unpublish": {
      const done = await setPublished(db, actor, id, intent === "publish");
      if (done === "missing") return refused("This product no longer exists.", 404);
      const shown = first.saved && done !== "already" ? (`saved-${done}` as const) : first.saved ? "saved" : done;
      return redirect(withDone(page, shown), 303);
    }
    case "duplicate": {
      const copyPhotos = form.fields.get("copyPhotos");
      if (copyPhotos !== null && copyPhotos !== "yes")
        return refused("That form could not be read. Please try again.", 400);
      const copy = await duplicate(db, actor, id, { photos: copyPhotos === "yes" });
      if (copy === undefined) return refused("This product no longer exists.", 404);
      return redirect(withDone(`/admin/products/${copy}`, copyPhotos ? "copied-photos" : "copied"), 303);
    }
    case "move-up":
    case "move-down": {
      const done = await move(db, actor, id, intent === "move-up" ? "up" : "down");
      const back = safeListReturn(form.fields.get("back"));
      return redirect(withDone(back ?? page, done, back ? `product-${id}` : undefined), 303);
    }
    default:
      return redirect(withDone(page, first.saved ? "saved" : "unchanged"), 303);
  }
}

const ACTIONS = new Set(["save", "publish", "unpublish", "duplicate", "move-up", "move-down"]);

async function deleteAction(db: Db, actor: string, id: number) {
  const done = await deleteDraft(db, (await getServices()).photos, actor, id);
  if (done === "not-draft") return refused("Only a draft can be deleted: unpublish it first.");
  if (done === "missing") return refused("This product no longer exists.", 404);
  return redirect(withDone("/admin/products", "deleted"), 303);
}

/** "Restore this version": done, back to the page; refused (changed since, an address taken), why. */
async function restoreAction(db: Db, actor: string, id: number, fields: URLSearchParams) {
  const eventId = whole(fields.get("event"));
  if (eventId === 0 || !fields.has("version")) return refused("That form could not be read. Please try again.", 400);
  const outcome = await restoreVersion(db, actor, id, eventId, whole(fields.get("version")));
  switch (outcome.kind) {
    case "saved":
      return redirect(withDone(`/admin/products/${id}`, outcome.done === "saved" ? "restored" : "unchanged"), 303);
    case "missing":
      return refused("This product no longer exists.", 404);
    case "no-version":
      return refused("That version is not in this product’s history.", 400);
    case "conflict":
      return refused(
        "The product was saved elsewhere since this page opened: look at its history again, then restore.",
      );
    default:
      return refused(`That version cannot be restored as it is: ${Object.values(outcome.errors).join(" ")}`, 400);
  }
}
