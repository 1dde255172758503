import { z } from "zod";
import { formatDayAndTime, instantOfLagosTime, type LagosDateTime } from "~/lib/lagos-clock";
import { collectionSlugs } from "~/config/collections";
import { formatPrice } from "~/features/currency";
import {
  covers,
  MAX_PERCENT,
  type Sale,
  type SaleableProduct,
  type SaleDiscount,
  type SaleScope,
} from "~/features/sales";
import { typedNaira } from "../shared/whole-naira";

// The sale form: what the owner typed (kept as typed, to fill the form again), and the rules that
// turn it into a sale or a message beside each field.

export const SALE_NAME_MAX = 60;
/** Longest badge text shoppers read on a card. */
export const SALE_BADGE_MAX = 24;

/** A product row's place in the sale: as the scope above says, added by name, or left out. */
const PRODUCT_CHOICES = ["", "add", "out"] as const;

/** The sale form as typed. */
export interface SaleFormValues {
  name: string;
  /** The badge shoppers read; empty for the default ("20% off", "Sale"). */
  badge: string;
  /** Lagos date and time, as the date-and-time field sends it (or as typed, to be checked). */
  startsAt: LagosDateTime;
  endsAt: LagosDateTime;
  /** "shop" (the whole shop) or "chosen" (the collections and products chosen). */
  scope: string;
  collections: string[];
  /** Each product row's choice (one of PRODUCT_CHOICES), by product id as posted. */
  products: Record<string, string>;
  /** "percent" or "prices". */
  kind: string;
  percent: string;
  /** Each product row's sale price as typed, by product id as posted. */
  prices: Record<string, string>;
  /** "yes" when the sale's start is to be announced to the subscribers. */
  announce?: string;
}

/** What the rules need to know of a product: what a sale needs, and its name. */
export interface SaleFormProduct extends SaleableProduct {
  name: string;
}

export interface SaleContext {
  products: readonly SaleFormProduct[];
  now: Date;
  /** A new sale may not have ended already, and one starting in the past starts as it is saved. */
  isNew: boolean;
}

/** The sale as it is stored. */
type SaleInput = Omit<Sale, "id">;

export type SaleFieldErrors = Record<string, string>;
export type SaleCheck = { ok: true; input: SaleInput } | { ok: false; errors: SaleFieldErrors };

/** The field names of a product's row. */
export const choiceField = (id: number | string) => `in-${id}`;
export const priceField = (id: number | string) => `price-${id}`;

const ROW_FIELD = /^(in|price)-(.*)$/;

/** Reads the posted form as typed; anything missing is empty. */
export function readSaleForm(form: URLSearchParams): SaleFormValues {
  const one = (name: string) => form.get(name) ?? "";
  const products: Record<string, string> = {};
  const prices: Record<string, string> = {};
  for (const [name, value] of form) {
    const row = ROW_FIELD.exec(name);
    // A row names its product by number; anything else is kept under "?", which no product is.
    if (row) (row[1] === "in" ? products : prices)[/^\d{1,9}$/.test(row[2]!) ? row[2]! : "?"] = value;
  }
  return {
    name: one("name"),
    badge: one("badge"),
    startsAt: one("startsAt"),
    endsAt: one("endsAt"),
    scope: one("scope"),
    collections: form.getAll("collections"),
    products,
    kind: one("kind"),
    percent: one("percent"),
    prices,
    announce: one("announce") === "yes" ? "yes" : "",
  };
}

const firstMessage = (r: { error?: z.ZodError }) => r.error?.issues[0]?.message ?? "Check this.";

const fields = {
  name: z
    .string()
    .transform((s) => s.trim().replace(/\s+/g, " "))
    .pipe(
      z
        .string()
        .min(1, "Type the sale's name, like “Black Friday”.")
        .max(SALE_NAME_MAX, `Keep the name to ${SALE_NAME_MAX} characters or fewer.`),
    ),
  badge: z
    .string()
    .transform((s) => s.trim().replace(/\s+/g, " "))
    .pipe(z.string().max(SALE_BADGE_MAX, `Keep the badge to ${SALE_BADGE_MAX} characters or fewer, like “20% off”.`))
    .transform((s) => s || null),
  scope: z.enum(["shop", "chosen"], "Choose the whole shop, or the collections and products below."),
  collections: z.array(z.enum(collectionSlugs, "Choose collections from the list.")),
  kind: z.enum(["percent", "prices"], "Choose a percentage off, or a sale price per product."),
  percent: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, `Type a whole number from 1 to ${MAX_PERCENT}, like 30.`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, `Type a whole number from 1 to ${MAX_PERCENT}, like 30.`)
        .max(MAX_PERCENT, `At most ${MAX_PERCENT}% off: type a whole number from 1 to ${MAX_PERCENT}.`),
    ),
};

/** A sale price for a product: whole naira ("12500", "12,500", "₦12 500", "12.5k"), above 0, below its regular price. */
const salePrice = (regular: number) =>
  typedNaira().pipe(
    z
      .number()
      .min(1, "A sale price must be above ₦0.")
      .max(regular - 1, `It must be below its regular price, ${formatPrice(regular)}.`),
  );

/** A Lagos date and time as the field sends it ("2026-11-27T00:00", with seconds or not); a space for the T is taken too. */
function instantOf(typed: string, what: string, errors: SaleFieldErrors, key: string): Date | undefined {
  const text = typed.trim().replace(" ", "T");
  if (text === "") {
    errors[key] = `Choose when the sale ${what}.`;
    return undefined;
  }
  const instant = instantOfLagosTime(text);
  if (!instant) errors[key] = "Choose a real date and time, like 2026-11-27 00:00.";
  return instant;
}

/** Every rule of the sale form; each broken one is a sentence keyed by its field. */
export function checkSaleForm(v: SaleFormValues, ctx: SaleContext): SaleCheck {
  const errors: SaleFieldErrors = {};
  const field = <T>(key: string, r: z.ZodSafeParseResult<T>): T | undefined => {
    if (r.success) return r.data;
    errors[key] = firstMessage(r);
    return undefined;
  };
  const name = field("name", fields.name.safeParse(v.name));
  const badge = field("badge", fields.badge.safeParse(v.badge));
  const { start, end } = checkDates(v, ctx, errors);
  const scope = checkScope(v, ctx, errors);
  const kind = field("kind", fields.kind.safeParse(v.kind));
  let discount: SaleDiscount | undefined;
  if (kind === "percent") {
    const percent = field("percent", fields.percent.safeParse(v.percent));
    if (percent !== undefined) discount = { kind, percent };
  } else if (kind === "prices" && scope) {
    discount = checkPrices(v, scope, ctx, errors);
  }
  if (Object.keys(errors).length > 0 || !name || !start || !end || !scope || !discount) {
    if (Object.keys(errors).length === 0) errors.form = "The sale could not be read. Please try again.";
    return { ok: false, errors };
  }
  return {
    ok: true,
    input: { name, badge: badge ?? null, startsAt: start.toISOString(), endsAt: end.toISOString(), scope, discount },
  };
}

/** The start and end: real, in order, not over yet for a new sale; a new sale's past start is the moment it is saved. */
function checkDates(v: SaleFormValues, ctx: SaleContext, errors: SaleFieldErrors) {
  let start = instantOf(v.startsAt, "starts", errors, "startsAt");
  const end = instantOf(v.endsAt, "ends", errors, "endsAt");
  if (!start || !end) return {};
  if (end.getTime() <= start.getTime()) {
    errors.endsAt = `The end must come after the start (${formatDayAndTime(start)}).`;
    return {};
  }
  if (ctx.isNew) {
    if (end.getTime() <= ctx.now.getTime()) {
      errors.endsAt = "This end has already passed: choose a time still to come.";
      return {};
    }
    const now = Math.floor(ctx.now.getTime() / 1000) * 1000;
    if (start.getTime() < now) start = new Date(now);
  }
  return { start, end };
}

/** Whole shop or chosen; the rows' choices; at least one product covered. */
function checkScope(v: SaleFormValues, ctx: SaleContext, errors: SaleFieldErrors): SaleScope | undefined {
  const kind = fields.scope.safeParse(v.scope);
  if (!kind.success) errors.scope = firstMessage(kind);
  const collections = fields.collections.safeParse([...new Set(v.collections)]);
  if (!collections.success) errors.collections = firstMessage(collections);
  const known = new Set(ctx.products.map((p) => String(p.id)));
  const strangers = [...new Set([...Object.keys(v.products), ...Object.keys(v.prices)])].filter((id) => !known.has(id));
  if (strangers.length > 0)
    errors.form = "This form lists a product that is no longer in the shop. Open the sale again and redo your change.";
  const productIds: number[] = [];
  const excludedIds: number[] = [];
  for (const [id, choice] of Object.entries(v.products)) {
    if (!known.has(id)) continue;
    if (!(PRODUCT_CHOICES as readonly string[]).includes(choice)) errors[choiceField(id)] = "Choose from the list.";
    else if (choice === "add") productIds.push(Number(id));
    else if (choice === "out") excludedIds.push(Number(id));
  }
  if (!kind.success || !collections.success || errors.form) return undefined;
  const scope: SaleScope = {
    wholeShop: kind.data === "shop",
    collections: kind.data === "shop" ? [] : collections.data,
    productIds: productIds.sort((a, b) => a - b),
    excludedIds: excludedIds.sort((a, b) => a - b),
  };
  if (!ctx.products.some((p) => covers(scope, p))) {
    errors.scope = "This sale covers no product: choose the whole shop, a collection or a product.";
    return undefined;
  }
  return scope;
}

/** A sale price for each covered product given one (empty: it keeps its regular price); at least one. */
function checkPrices(
  v: SaleFormValues,
  scope: SaleScope,
  ctx: SaleContext,
  errors: SaleFieldErrors,
): SaleDiscount | undefined {
  const prices: Record<number, number> = {};
  let bad = false;
  for (const p of ctx.products) {
    const typed = (v.prices[String(p.id)] ?? "").trim();
    if (typed === "" || !covers(scope, p)) continue;
    const r = salePrice(p.price).safeParse(typed);
    if (r.success) prices[p.id] = r.data;
    else {
      errors[priceField(p.id)] = firstMessage(r);
      bad = true;
    }
  }
  if (bad) return undefined;
  if (Object.keys(prices).length === 0) {
    errors.prices = "Give at least one product in the sale a sale price.";
    return undefined;
  }
  return { kind: "prices", prices };
}
