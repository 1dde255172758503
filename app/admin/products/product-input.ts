import { z } from "zod";
import { collectionPath, collectionSlugs, type CollectionSlug } from "~/config/collections";
import { formatPrice } from "~/features/currency";
import { SIZES, slugify, type Size } from "~/features/catalogue";
import {
  DESCRIPTION_MAX,
  HEADING_MAX,
  NAME_MAX,
  PLACEMENTS_MAX,
  PRICE_MAX,
  SLUG_MAX,
  STOCK_MAX,
  stockField,
} from "./product-form-parts";
import { typedNaira } from "../shared/whole-naira";

// The product editor's form: what the owner typed (kept as typed, to fill the form again), and
// the rules that turn it into a product or a message beside each field.

/** One extra placement as typed: a listing, an address in it and an optional heading. */
export interface PlacementValues {
  listing: string;
  slug: string;
  heading: string;
}

/** The product form as typed. */
export interface ProductFormValues {
  name: string;
  slug: string;
  collection: string;
  price: string;
  originalPrice: string;
  description: string;
  sizes: string[];
  madeToOrder: boolean;
  stock: Partial<Record<Size, string>>;
  comboItems: string[];
  placements: PlacementValues[];
  published: boolean;
}

interface PlacementInput {
  listing: CollectionSlug;
  slug: string;
  /** The page's address: the listing's address and the slug. */
  path: string;
  heading: string | null;
  /** Its row in the form, which a message about it is keyed by. */
  row: number;
}

/** The product form once every rule holds. */
export interface ProductInput {
  name: string;
  slug: string;
  collection: CollectionSlug;
  price: number;
  /** The list price; the price itself when no struck-through price was given. */
  originalPrice: number;
  description: string;
  sizes: Size[];
  madeToOrder: boolean;
  /** Every size: a count, or null for not counted (every size of a made-to-order piece). */
  stock: Record<Size, number | null>;
  comboItems: number[];
  placements: PlacementInput[];
  published: boolean;
}

/** What the rules need to know besides the form. */
export interface ProductContext {
  /** The stored product when editing: an unchanged address is kept as it is. */
  current?: { id: number; slug: string; comboPart: boolean };
  /** The products that are parts of a combo, which a combo may list. */
  comboPartIds: readonly number[];
}

export type FieldErrors = Record<string, string>;
export type ProductCheck = { ok: true; input: ProductInput } | { ok: false; errors: FieldErrors };

const COMBO_MAX = 6;

/** A new or changed address: lowercase letters and digits, words joined by single hyphens. */
const SLUG_RULE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MESSAGE = "Use lowercase letters, digits and hyphens only, like “orion-dress”.";

/** Reads the posted form as typed; anything missing is empty. */
export function readProductForm(form: URLSearchParams): ProductFormValues {
  const one = (name: string) => form.get(name) ?? "";
  const listings = form.getAll("placementListing");
  const slugs = form.getAll("placementSlug");
  const headings = form.getAll("placementHeading");
  let rows = Math.min(PLACEMENTS_MAX, Math.max(listings.length, slugs.length, headings.length));
  // The form's spare empty row is no placement (rows before it keep their numbers).
  while (rows > 0 && !`${listings[rows - 1] ?? ""}${slugs[rows - 1] ?? ""}${headings[rows - 1] ?? ""}`.trim())
    rows -= 1;
  return {
    name: one("name"),
    slug: one("slug"),
    collection: one("collection"),
    price: one("price"),
    originalPrice: one("originalPrice"),
    description: one("description"),
    sizes: form.getAll("sizes"),
    madeToOrder: form.get("madeToOrder") === "yes",
    stock: Object.fromEntries(SIZES.map((s) => [s, one(stockField(s))])),
    comboItems: form.getAll("comboItems"),
    placements: Array.from({ length: rows }, (_, i) => ({
      listing: listings[i] ?? "",
      slug: slugs[i] ?? "",
      heading: headings[i] ?? "",
    })),
    published: form.get("published") === "yes",
  };
}

const firstMessage = (r: { success: boolean; error?: z.ZodError }) => r.error?.issues[0]?.message ?? "Check this.";

/** Whole naira as the owner may type it: "35000", "35,000", "₦35 000", "35k". */
const naira = (what: string) =>
  typedNaira().pipe(
    z
      .number()
      .min(1, `${what[0]!.toUpperCase()}${what.slice(1)} must be above ₦0.`)
      .max(PRICE_MAX, `That is above ${formatPrice(PRICE_MAX)}: check ${what}.`),
  );

const fields = {
  name: z
    .string()
    .transform((s) => s.trim().replace(/\s+/g, " "))
    .pipe(z.string().min(1, "Type the product's name.").max(NAME_MAX, `Keep the name under ${NAME_MAX} characters.`)),
  collection: z.enum(collectionSlugs, "Choose the collection it belongs to."),
  description: z
    .string()
    .transform((s) => s.trim())
    .pipe(z.string().max(DESCRIPTION_MAX, `Keep the description under ${DESCRIPTION_MAX} characters.`)),
  sizes: z.array(z.enum(SIZES, "Choose sizes from the list.")).min(1, "Tick at least one size."),
  heading: z.string().max(HEADING_MAX, `Keep the heading under ${HEADING_MAX} characters.`),
  stock: z
    .string()
    .regex(/^\d+$/, "A whole number from 0, or empty to not count it.")
    .transform(Number)
    .pipe(z.number().max(STOCK_MAX, `At most ${STOCK_MAX.toLocaleString("en-GB")}.`)),
};

/** An address the owner typed, or the one her name makes by the shop's rule when left empty. */
function checkSlug(typed: string, name: string, collection: string, keep?: string): { slug?: string; error?: string } {
  const slug = typed.trim();
  if (slug === "") {
    const made = slugify(name, { removeAmpersand: collection === "bubble-girl" });
    if (made === "") return {};
    return SLUG_RULE.test(made) && made.length <= SLUG_MAX
      ? { slug: made }
      : { error: `The name makes the address “${made.slice(0, SLUG_MAX)}”, which cannot be used. ${SLUG_MESSAGE}` };
  }
  if (slug === keep) return { slug };
  if (slug.length > SLUG_MAX) return { error: `Keep the address under ${SLUG_MAX} characters.` };
  return SLUG_RULE.test(slug) ? { slug } : { error: SLUG_MESSAGE };
}

/**
 * The price and the struck-through price as typed: whole naira ("35000", "35,000", "₦35 000"),
 * the struck-through one above the price or empty (then it is the price itself, none shown).
 * Each broken rule is a sentence keyed by its field.
 */
export function checkPrices(typed: { price: string; originalPrice: string }): {
  price?: number;
  originalPrice?: number;
  errors: Partial<Record<"price" | "originalPrice", string>>;
} {
  const errors: Partial<Record<"price" | "originalPrice", string>> = {};
  const parsed = naira("the price").safeParse(typed.price);
  const price = parsed.success ? parsed.data : undefined;
  if (!parsed.success) errors.price = firstMessage(parsed);
  if (typed.originalPrice.trim() === "") return { price, originalPrice: price, errors };
  const struck = naira("the struck-through price").safeParse(typed.originalPrice);
  if (!struck.success) return { price, errors: { ...errors, originalPrice: firstMessage(struck) } };
  if (price !== undefined && struck.data <= price)
    errors.originalPrice = `It must be above the price (${formatPrice(price)}), or left empty.`;
  return { price, originalPrice: struck.data, errors };
}

/** A size's count of pieces as typed (not empty): a whole number from 0, or why not. */
export function checkStockCount(typed: string): { count: number } | { error: string } {
  const parsed = fields.stock.safeParse(typed);
  return parsed.success ? { count: parsed.data } : { error: firstMessage(parsed) };
}

/** Every rule of the product form; each broken one is a sentence keyed by its field. */
export function checkProductForm(v: ProductFormValues, ctx: ProductContext): ProductCheck {
  const errors: FieldErrors = {};
  const field = <T>(key: string, r: z.ZodSafeParseResult<T>): T | undefined => {
    if (r.success) return r.data;
    errors[key] = firstMessage(r);
    return undefined;
  };
  const name = field("name", fields.name.safeParse(v.name));
  const collection = field("collection", fields.collection.safeParse(v.collection));
  const description = field("description", fields.description.safeParse(v.description));
  const slug = checkSlug(v.slug, name ?? "", v.collection, ctx.current?.slug);
  if (slug.error) errors.slug = slug.error;

  const prices = checkPrices(v);
  Object.assign(errors, prices.errors);
  const { price, originalPrice } = prices;

  const sizes = field("sizes", fields.sizes.safeParse([...new Set(v.sizes)]));
  const offered = new Set(sizes ?? []);
  const stock = Object.fromEntries(SIZES.map((s) => [s, null])) as Record<Size, number | null>;
  if (!v.madeToOrder) {
    for (const size of SIZES) {
      const typed = (v.stock[size] ?? "").trim();
      if (!offered.has(size) || typed === "") continue;
      const count = checkStockCount(typed);
      if ("error" in count) errors[stockField(size)] = count.error;
      else stock[size] = count.count;
    }
  }

  const comboItems = checkComboItems(v.comboItems, ctx, errors);
  const placements = checkPlacements(v.placements, collection, slug.slug, errors);

  if (Object.keys(errors).length > 0 || !name || !collection || description === undefined || !slug.slug) {
    if (!slug.slug && !errors.slug && !errors.name) errors.slug = SLUG_MESSAGE;
    return { ok: false, errors };
  }
  return {
    ok: true,
    input: {
      name,
      slug: slug.slug,
      collection,
      price: price!,
      originalPrice: originalPrice!,
      description,
      sizes: SIZES.filter((s) => offered.has(s)),
      madeToOrder: v.madeToOrder,
      stock,
      comboItems,
      placements,
      published: v.published,
    },
  };
}

function checkComboItems(typed: readonly string[], ctx: ProductContext, errors: FieldErrors): number[] {
  const ids = [...new Set(typed)].map(Number);
  if (ids.length === 0) return [];
  const parts = new Set(ctx.comboPartIds);
  if (ctx.current?.comboPart) errors.comboItems = "A part of a combo cannot have parts of its own.";
  else if (ids.some((id) => !Number.isInteger(id) || !parts.has(id) || id === ctx.current?.id))
    errors.comboItems = "Choose the parts from the list.";
  else if (ids.length === 1) errors.comboItems = "A combo has at least two parts: tick another, or none.";
  else if (ids.length > COMBO_MAX) errors.comboItems = `A combo has at most ${COMBO_MAX} parts.`;
  return ids.sort((a, b) => a - b);
}

function checkPlacements(
  rows: readonly PlacementValues[],
  own: CollectionSlug | undefined,
  ownSlug: string | undefined,
  errors: FieldErrors,
): PlacementInput[] {
  const placements: PlacementInput[] = [];
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const key = `placement-${i}`;
    const heading = row.heading.trim().replace(/\s+/g, " ");
    if (row.listing === "" && row.slug.trim() === "" && heading === "") return;
    const listing = fields.collection.safeParse(row.listing);
    if (!listing.success) {
      errors[`${key}-listing`] = "Choose the listing it also shows in.";
      return;
    }
    if (listing.data === own) {
      errors[`${key}-listing`] = "Choose another listing than the product's own.";
      return;
    }
    const slug = row.slug.trim() || ownSlug;
    if (!slug) return;
    if (!SLUG_RULE.test(slug) || slug.length > SLUG_MAX) {
      errors[`${key}-slug`] = SLUG_MESSAGE;
      return;
    }
    const h = fields.heading.safeParse(heading);
    if (!h.success) errors[`${key}-heading`] = firstMessage(h);
    const path = `${collectionPath(listing.data)}/${slug}`;
    if (seen.has(path)) {
      errors[`${key}-slug`] = "This placement is listed twice.";
      return;
    }
    seen.add(path);
    placements.push({ listing: listing.data, slug, path, heading: heading || null, row: i });
  });
  return placements;
}
