import { buildCatalogue, type Collection, type ProductPage } from "~/features/catalogue";
import { collectionPath } from "~/config/collections";
import type { Db } from "~/server/db/db.server";
import { draftAt, readEditableProduct } from "~/server/catalogue/store/index.server";
import { readyPhotosOf } from "~/server/photos/store/index.server";
import { availableStock } from "~/server/stock/store/index.server";

/** A draft's future shop address; undefined for a combo's part, which has no page of its own. */
export async function draftAddress(db: Db, id: number): Promise<{ path: string; published: boolean } | undefined> {
  const found = await readEditableProduct(db, id);
  if (!found || found.record.comboPart) return undefined;
  const { record } = found;
  return { path: `${collectionPath(record.collection)}/${record.slug}`, published: record.published };
}

/**
 * The page a draft at a listing's address will have once published, built as the shop builds its
 * own (its ready photos, its stock); undefined when no draft is there, or `isOwner` says no (asked
 * only once a draft is found, so an address nobody uses costs one query).
 */
export async function draftPreviewPage(
  db: Db,
  listing: Collection,
  slug: string,
  isOwner: () => Promise<boolean>,
): Promise<ProductPage | undefined> {
  const draft = await draftAt(db, listing.slug, slug);
  if (!draft || !(await isOwner())) return undefined;
  const [photos, stock] = await Promise.all([readyPhotosOf(db, [draft.id]), availableStock(db, [draft.id])]);
  const catalogue = buildCatalogue(
    { products: [{ ...draft, published: true }], sharedPages: [], redirects: [] },
    { photos, stock },
  );
  return catalogue.pageAt(`${listing.path}/${slug}`);
}
