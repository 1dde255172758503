// The Meta (Facebook and Instagram) catalogue feed: one row per product and size, in Meta's field
// names, grouped by product (item_group_id) with the size per row. Rules from Meta's catalogue
// field reference: id at most 100 characters, title 200, description 9999, brand 100; price as a
// number with two decimals and the ISO 4217 code ("12000.00 NGN"); availability and condition
// from their lists; a sale's price with its ISO 8601 interval; absolute links.
import type { Product, Size } from "~/features/catalogue";
import { hasControlCharacter } from "~/lib/control-characters";
import { lagosIsoMinute } from "~/lib/lagos-clock";

export const META_FIELDS = [
  "id",
  "title",
  "description",
  "availability",
  "condition",
  "price",
  "sale_price",
  "sale_price_effective_date",
  "link",
  "image_link",
  "brand",
  "item_group_id",
  "size",
] as const;

type MetaField = (typeof META_FIELDS)[number];
export type MetaRow = Record<MetaField, string>;

export const AVAILABILITY = ["in stock", "out of stock", "available for order"] as const;
export const LIMITS = { id: 100, title: 200, description: 9999, brand: 100, size: 200 } as const;

/** What the feed needs of a product beside the product itself: its page and its picture, absolute. */
export interface FeedProduct {
  product: Pick<
    Product,
    "id" | "alt" | "description" | "price" | "originalPrice" | "sizes" | "madeToOrder" | "stock" | "sale"
  >;
  /** The product page's address, absolute. */
  link: string;
  /** Its first picture's address, absolute. */
  imageLink: string;
}

/** Naira as Meta reads a price: "12000.00 NGN". */
// Meta's feed format for a catalogue price ("160000.00 NGN"), not the shop's words of money.
// eslint-disable-next-line no-restricted-syntax
const metaPrice = (naira: number) => `${naira.toFixed(2)} NGN`;

/** Plain text on one line, cut to `max` characters (on a word where it can). */
function plain(text: string, max: number): string {
  const one = Array.from(text, (c) => (hasControlCharacter(c) ? " " : c))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
  if (one.length <= max) return one;
  const cut = one.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function availabilityOf(product: FeedProduct["product"], size: Size): (typeof AVAILABILITY)[number] {
  const left = product.stock?.[size];
  if (left !== undefined) return left > 0 ? "in stock" : "out of stock";
  return product.madeToOrder ? "available for order" : "in stock";
}

/** One row per size of each product; a sold-out size is a row "out of stock". `now`: when the sale prices start. */
export function metaRows(products: readonly FeedProduct[], brand: string, now: Date): MetaRow[] {
  return products.flatMap(({ product, link, imageLink }) => {
    const onSale = product.sale !== undefined && product.price < product.originalPrice;
    const price = onSale ? product.originalPrice : product.price;
    const saleWindow = onSale ? `${lagosIsoMinute(now)}/${lagosIsoMinute(new Date(product.sale!.endsAt))}` : "";
    return product.sizes.map((size) => ({
      id: `${product.id}-${size}`.slice(0, LIMITS.id),
      title: plain(product.alt, LIMITS.title),
      description: plain(product.description || product.alt, LIMITS.description),
      availability: availabilityOf(product, size),
      condition: "new",
      price: metaPrice(price),
      sale_price: onSale ? metaPrice(product.price) : "",
      sale_price_effective_date: saleWindow,
      link,
      image_link: imageLink,
      brand: plain(brand, LIMITS.brand),
      item_group_id: String(product.id),
      size,
    }));
  });
}

/** A CSV field: quoted when it holds a comma, a quote or a line break, its quotes doubled. */
const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The feed as Meta fetches it: a header row of the field names, then a row per item, CRLF line ends. */
export function metaCsv(rows: readonly MetaRow[]): string {
  const lines = [META_FIELDS.join(","), ...rows.map((row) => META_FIELDS.map((f) => csvField(row[f])).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}
