import { collectionPath } from "~/config/collections";
import type { FieldErrors, ProductInput } from "~/admin/products/product-input";
import type { Db } from "~/server/db/db.server";
import { takenAddresses, type Address } from "~/server/catalogue/store/index.server";

/** A page address the product would answer, and the form field that sets it. */
export type FieldAddress = Address & { field: string };

/** The product's own page (none for a combo part) and its extra placements. */
export function addressesOf(input: ProductInput, comboPart: boolean): FieldAddress[] {
  const own = comboPart
    ? []
    : [
        {
          path: `${collectionPath(input.collection)}/${input.slug}`,
          collection: input.collection,
          slug: input.slug,
          field: "slug",
        },
      ];
  return [
    ...own,
    ...input.placements.map((p) => ({
      path: p.path,
      collection: p.listing,
      slug: p.slug,
      field: `placement-${p.row}-slug`,
    })),
  ];
}

/** A message beside each address another product already answers; undefined when all are free. */
export async function addressErrors(
  db: Db,
  addresses: readonly FieldAddress[],
  productId: number,
): Promise<FieldErrors | undefined> {
  const taken = await takenAddresses(db, addresses, productId);
  const errors: FieldErrors = {};
  for (const a of addresses) {
    const owner = taken.get(a.path);
    if (owner) errors[a.field] = `${a.path} is already the address of “${owner}”. Choose another.`;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}
