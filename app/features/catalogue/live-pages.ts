import { PAGES_SHOWING_ANY_PRODUCT } from "./affected-paths";
import { currentCatalogue } from "./current";

/** Whether the current catalogue renders a page at this address: a product, a listing, or a page showing products. */
export function isCataloguePage(path: string): boolean {
  const catalogue = currentCatalogue();
  return (
    catalogue.pageAt(path) !== undefined ||
    catalogue.collections.some((c) => c.path === path) ||
    (PAGES_SHOWING_ANY_PRODUCT as readonly string[]).includes(path)
  );
}
