import { data, redirect } from "react-router";
import { collectionSlugs } from "~/config/collections";
import { readPercent } from "~/admin/prices/price-raise";
import type { PricesActionData, PriceSourceView, RaiseErrors } from "~/admin/prices/prices-view";
import type { PricePlan } from "~/admin/prices/price-plan";
import type { Db } from "~/server/db/db.server";
import { applyPrices } from "./prices-apply.server";
import { readPricesForm, type PricesForm } from "./prices-form.server";
import { planDigest, planOf, type PriceSource } from "./prices-plan.server";
import { collectionChoices } from "../products/product-list.server";

// The prices screen's forms (docs/decisions/218-prices-in-bulk.md), told apart by `intent`:
// preview a file, preview a raise, apply a preview. A preview is the answer itself (a plan made
// from what was posted); an apply ends in a redirect, so a reload posts nothing.

const SCREEN = "/admin/products/prices";

const answer = (body: PricesActionData, status = 200) => data(body, { status });

const collectionName = (slug: string) => collectionChoices().find((c) => c.slug === slug)?.name ?? slug;

const isCollection = (v: string) => (collectionSlugs as readonly string[]).includes(v);

/** What the preview shows of its source, and carries to its apply. */
function sourceView(source: PriceSource): PriceSourceView {
  return source.kind === "file" ? source : { ...source, collectionName: collectionName(source.collection) };
}

function preview(source: PriceSource, plan: PricePlan, digest: string, moved = false) {
  const refused = plan.fileErrors.length > 0 || plan.problems.length > 0;
  return answer(
    { kind: "preview", source: sourceView(source), plan, digest, moved },
    moved ? 409 : refused ? 400 : 200,
  );
}

/** The file chosen or the rows pasted (one of the two), or the message beside the field. */
function fileSource(form: PricesForm): PriceSource | { message: string } {
  const pasted = form.fields.get("pasted") ?? "";
  if (form.file && pasted.trim() !== "") return { message: "Choose a file or paste its rows, not both." };
  if (form.file) return { kind: "file", name: form.file.name || "the file", text: form.file.text };
  if (pasted.trim() !== "") return { kind: "file", name: "the pasted rows", text: pasted };
  return { message: "Choose the prices file (CSV) you changed, or paste its rows." };
}

/** A raise as posted: a collection of the shop and a percentage within the bounds, or a message beside each field. */
function raiseSource(
  form: PricesForm,
): PriceSource | { errors: RaiseErrors; values: { collection: string; percent: string } } {
  const values = { collection: form.fields.get("collection") ?? "", percent: form.fields.get("percent") ?? "" };
  const errors: RaiseErrors = {};
  if (!isCollection(values.collection)) errors.collection = "Choose the collection whose prices change.";
  const percent = readPercent(values.percent);
  if ("error" in percent) errors.percent = percent.error;
  if (errors.collection || "error" in percent) return { errors, values };
  return { kind: "raise", collection: values.collection, percent: percent.percent };
}

/** The source an apply carries: the file's text, or the raise. */
function carriedSource(form: PricesForm): PriceSource | undefined {
  const f = form.fields;
  if (f.get("source") === "file") {
    const text = f.get("text") ?? "";
    return text.trim() === ""
      ? undefined
      : { kind: "file", name: (f.get("name") ?? "").slice(0, 80) || "the file", text };
  }
  const raise = raiseSource(form);
  return "kind" in raise ? raise : undefined;
}

/** Answers one of the prices screen's forms. */
export async function pricesAction(db: Db, request: Request, actor: string) {
  const read = await readPricesForm(request);
  if (!read.ok) return answer({ kind: "refused", message: read.message }, read.status);
  const { form } = read;
  switch (form.fields.get("intent")) {
    case "preview-file": {
      const source = fileSource(form);
      if ("message" in source) return answer({ kind: "upload-invalid", message: source.message }, 400);
      const plan = await planOf(db, source);
      return preview(source, plan, planDigest(plan));
    }
    case "preview-raise": {
      const source = raiseSource(form);
      if (!("kind" in source)) return answer({ kind: "raise-invalid", ...source }, 400);
      const plan = await planOf(db, source);
      return preview(source, plan, planDigest(plan));
    }
    case "apply": {
      const source = carriedSource(form);
      if (!source)
        return answer({ kind: "refused", message: "That preview could not be read: preview it again." }, 400);
      const outcome = await applyPrices(db, actor, source, form.fields.get("digest") ?? "");
      if (outcome.kind === "moved") return preview(source, outcome.plan, outcome.digest, true);
      return redirect(`${SCREEN}?applied=${outcome.changes}&products=${outcome.products}`, 303);
    }
    default:
      return answer({ kind: "refused", message: "That form could not be read. Please try again." }, 400);
  }
}
