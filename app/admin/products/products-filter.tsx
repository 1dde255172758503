import { buttonClass } from "~/components/ui/button";
import { controlClass } from "~/components/ui/field";
import type { CollectionChoice } from "./product-form-parts";
import { SEARCH_MAX, type ProductFilters } from "./product-filters";

const labelClass = "label-caps text-ink-soft";

/** The products list's search and filters: one GET form, so it works without a script. */
export function ProductsFilter({
  filters: f,
  collections,
}: {
  filters: ProductFilters;
  collections: readonly CollectionChoice[];
}) {
  return (
    <form
      method="get"
      action="/admin/products"
      role="search"
      aria-label="Products"
      className="grid grid-cols-2 items-end gap-3 lg:grid-cols-[minmax(12rem,2fr)_1fr_1fr_auto_auto]"
    >
      <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
        <label htmlFor="products-search" className={labelClass}>
          Search products
        </label>
        <input
          id="products-search"
          type="search"
          name="q"
          defaultValue={f.search}
          maxLength={SEARCH_MAX}
          placeholder="Name, address or #id"
          className={controlClass}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="products-collection" className={labelClass}>
          Collection
        </label>
        <select id="products-collection" name="collection" defaultValue={f.collection ?? ""} className={controlClass}>
          <option value="">All</option>
          {collections.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="products-status" className={labelClass}>
          Status
        </label>
        <select id="products-status" name="status" defaultValue={f.status ?? ""} className={controlClass}>
          <option value="">All</option>
          <option value="published">Published</option>
          <option value="draft">Drafts</option>
        </select>
      </div>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id="products-low"
          type="checkbox"
          name="stock"
          value="low"
          defaultChecked={f.lowStock}
          className="size-6 accent-ink"
        />
        <label htmlFor="products-low">Low or sold out</label>
      </div>
      <button type="submit" className={buttonClass("primary", "px-5")}>
        Show
      </button>
    </form>
  );
}
