import { collectionPath, collectionSlugs } from "~/config/collections";
import { SIZES, type ProductRecord, type SharedPageRecord, type Size } from "~/features/catalogue";
import type { PlacementValues, ProductFormValues } from "./product-input";

/** The form of a new product: nothing typed, every size offered, a draft. */
export const newProductValues = (): ProductFormValues => ({
  name: "",
  slug: "",
  collection: "",
  price: "",
  originalPrice: "",
  description: "",
  sizes: [...SIZES],
  madeToOrder: true,
  stock: {},
  comboItems: [],
  placements: [],
  published: false,
});

/** A shared page's address as the form's listing and slug (an address under no listing keeps its whole path). */
function placementOfPath(path: string): Pick<PlacementValues, "listing" | "slug"> {
  for (const listing of collectionSlugs) {
    const prefix = `${collectionPath(listing)}/`;
    if (path.startsWith(prefix) && !path.slice(prefix.length).includes("/")) {
      return { listing, slug: path.slice(prefix.length) };
    }
  }
  return { listing: "", slug: path };
}

/** The form filled with a stored product, its extra placements and its counted stock. */
export function productValues(
  p: ProductRecord,
  sharedPages: readonly SharedPageRecord[],
  stock: Partial<Record<Size, number>>,
): ProductFormValues {
  return {
    name: p.name,
    slug: p.slug,
    collection: p.collection,
    price: String(p.price),
    originalPrice: p.originalPrice > p.price ? String(p.originalPrice) : "",
    description: p.description,
    sizes: [...p.sizes],
    madeToOrder: p.madeToOrder,
    stock: Object.fromEntries(Object.entries(stock).map(([size, n]) => [size, String(n)])),
    comboItems: (p.comboItems ?? []).map(String),
    placements: sharedPages.map((s) => ({ ...placementOfPath(s.path), heading: s.heading ?? "" })),
    published: p.published,
  };
}
