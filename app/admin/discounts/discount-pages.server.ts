// The owner's discount code pages: the list with the welcome offer, a new code, a code's form.
import { data, redirect } from "react-router";
import { formatDayAndTime } from "~/lib/lagos-clock";
import type { DiscountRow, WelcomeValues } from "~/admin/discounts/discount-list";
import {
  emptyDiscountForm,
  formOfDiscount,
  readDiscountForm,
  readWelcomeForm,
  type DiscountFormValues,
  type WelcomeOffer,
} from "~/features/discounts";
import type { Db } from "~/server/db/db.server";
import {
  discountById,
  insertDiscount,
  isTakenCode,
  listDiscounts,
  readWelcomeOffer,
  saveWelcomeOffer,
  updateDiscount,
  type StoredDiscount,
} from "~/server/discounts/store.server";
import { readAdminForm } from "../shared/admin-form.server";
import { collectionChoices } from "../products/product-list.server";

const when = (d: StoredDiscount) =>
  [d.startsAt && `From ${formatDayAndTime(d.startsAt)}`, d.endsAt && `until ${formatDayAndTime(d.endsAt)}`]
    .filter(Boolean)
    .join(" ") + (d.startsAt || d.endsAt ? " (Lagos time)." : "");

/**
 * What a code applies to, in words: "The whole shop", "Only Naledi and Genesis", "The whole shop but
 * HazelBee", then whether sale pieces are left out and how often one shopper may use it.
 */
export function scopeOf(
  d: Pick<StoredDiscount, "collectionsMode" | "collections" | "includeSale" | "usesPerEmail">,
): string {
  const names = collectionChoices()
    .filter((c) => d.collections.includes(c.slug))
    .map((c) => c.name);
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "none");
  const where =
    d.collectionsMode === "all"
      ? "The whole shop"
      : d.collectionsMode === "include"
        ? `Only ${list}`
        : `The whole shop but ${list}`;
  const sale = d.includeSale ? "" : ", not pieces on sale";
  const perShopper =
    d.usesPerEmail === null
      ? ""
      : d.usesPerEmail === 1
        ? "; once per shopper"
        : `; ${d.usesPerEmail} times per shopper`;
  return `${where}${sale}${perShopper}`;
}

const row = (d: StoredDiscount): DiscountRow => ({
  id: d.id,
  scope: scopeOf(d),
  code: d.code,
  kind: d.kind,
  value: d.value,
  minimumOrder: d.minimumOrder,
  when: when(d),
  used: d.used,
  totalUses: d.totalUses,
  active: d.active,
});

const welcomeValues = (o: WelcomeOffer): WelcomeValues => ({
  active: o.active ? "on" : "",
  kind: o.kind,
  value: String(o.value),
  minimumOrder: o.minimumOrder ? String(o.minimumOrder) : "",
  validDays: o.validDays === null ? "" : String(o.validDays),
});

/** The list of codes and the welcome offer's form. */
export async function codesView(db: Db, url: URL) {
  const [codes, offer] = await Promise.all([listDiscounts(db), readWelcomeOffer(db)]);
  const done = url.searchParams.get("done");
  // Only a code that is in the list is named, so the address cannot put words on the page.
  const named = codes.find((c) => c.code === url.searchParams.get("code"))?.code;
  const notice =
    done === "created"
      ? named
        ? `Code ${named} created.`
        : "Code created."
      : done === "saved"
        ? named
          ? `Code ${named} saved.`
          : "Code saved."
        : null;
  return { codes: codes.map(row), welcome: welcomeValues(offer), saved: done === "welcome", notice };
}

const valuesOf = (f: URLSearchParams): DiscountFormValues => ({
  code: f.get("code") ?? "",
  kind: f.get("kind") ?? "",
  value: f.get("value") ?? "",
  minimumOrder: f.get("minimumOrder") ?? "",
  startsAt: f.get("startsAt") ?? "",
  endsAt: f.get("endsAt") ?? "",
  totalUses: f.get("totalUses") ?? "",
  usesPerEmail: f.get("usesPerEmail") ?? "",
  collectionsMode: f.get("collectionsMode") ?? "",
  collections: f.getAll("collections"),
  includeSale: f.get("includeSale") ?? "",
  active: f.get("active") ?? "",
});

/** The welcome offer saved: back to the list; or the form again with its messages. */
export async function welcomeAction(db: Db, request: Request) {
  const form = await readAdminForm(request);
  if (!form.ok) return data({ kind: "message" as const, message: form.message }, { status: form.status });
  const typed = {
    active: form.fields.get("active") ?? "",
    kind: form.fields.get("kind") ?? "",
    value: form.fields.get("value") ?? "",
    minimumOrder: form.fields.get("minimumOrder") ?? "",
    validDays: form.fields.get("validDays") ?? "",
  };
  const read = readWelcomeForm(typed);
  if (!read.ok) return data({ kind: "welcome" as const, values: typed, errors: read.errors }, { status: 400 });
  await saveWelcomeOffer(db, read.value);
  return redirect("/admin/codes?done=welcome", 303);
}

export const newCodeView = () => ({ values: emptyDiscountForm, collections: collectionChoices() });

/** A code's form, or undefined for no such code. */
export async function codeView(db: Db, id: number) {
  const found = Number.isSafeInteger(id) ? await discountById(db, id) : undefined;
  if (!found || found.onlyEmail) return undefined;
  return { code: row(found), values: formOfDiscount(found), collections: collectionChoices() };
}

/** A new code (id undefined) or a changed one saved: back to the list; refused: the form as typed. */
export async function saveCodeAction(db: Db, request: Request, id: number | undefined) {
  if (id !== undefined && !Number.isSafeInteger(id))
    return data({ kind: "message" as const, message: "This code no longer exists." }, { status: 404 });
  const form = await readAdminForm(request);
  if (!form.ok) return data({ kind: "message" as const, message: form.message }, { status: form.status });
  const values = valuesOf(form.fields);
  const slugs = collectionChoices().map((c) => c.slug);
  const read = readDiscountForm(values, slugs);
  if (!read.ok) return data({ kind: "invalid" as const, values, errors: read.errors }, { status: 400 });
  try {
    if (id === undefined) await insertDiscount(db, read.value);
    else if (!(await updateDiscount(db, id, read.value)))
      return data({ kind: "message" as const, message: "This code no longer exists." }, { status: 404 });
  } catch (error) {
    if (!isTakenCode(error)) throw error;
    const errors = { code: "Another code is already spelt so: choose another." };
    return data({ kind: "invalid" as const, values, errors }, { status: 409 });
  }
  const done = new URLSearchParams({ done: id === undefined ? "created" : "saved", code: read.value.code });
  return redirect(`/admin/codes?${done}`, 303);
}
