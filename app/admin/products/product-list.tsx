import { buttonClass } from "~/components/ui/button";
import { formatPrice } from "~/features/currency";
import { Pager } from "../shared/pager";
import type { CollectionChoice } from "./product-form-parts";
import { productsHref, type ProductFilters } from "./product-filters";
import { ProductsFilter } from "./products-filter";
import { StatusBadge } from "./product-status";

/** A product's picture at its smallest width. */
export interface Thumbnail {
  src: string;
  width: number;
  height: number;
}

/** A row of the owner's products list (app/server/admin/products/product-list.server.ts makes it). */
export interface ProductListRow {
  id: number;
  name: string;
  collection: string;
  price: number;
  originalPrice: number;
  published: boolean;
  comboPart: boolean;
  /** "M sold out · L 2 left", or empty. */
  warnings: string;
  thumbnail: Thumbnail | null;
}

export interface ProductListProps {
  filters: ProductFilters;
  total: number;
  pages: number;
  collections: readonly CollectionChoice[];
  rows: readonly ProductListRow[];
  done: string | null;
}

function MoveButtons({ row, back }: { row: ProductListRow; back: string }) {
  return (
    <div className="relative z-10 flex">
      {(["up", "down"] as const).map((direction) => (
        <form key={direction} method="post" action={`/admin/products/${row.id}`}>
          <input type="hidden" name="intent" value={`move-${direction}`} />
          <input type="hidden" name="back" value={back} />
          <button
            type="submit"
            aria-label={`Move ${row.name} ${direction}`}
            className="inline-flex size-11 items-center justify-center text-lg hover:bg-ivory"
          >
            <span aria-hidden="true">{direction === "up" ? "↑" : "↓"}</span>
          </button>
        </form>
      ))}
    </div>
  );
}

/** The owner's products: search and filters, a row each (picture, name, collection, price, status, stock), pages. */
export function ProductList({ filters, total, pages, collections, rows, done }: ProductListProps) {
  const here = productsHref(filters);
  // Moving up and down makes sense within one listing.
  const canMove = filters.collection !== null;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-4xl">Products</h1>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <a href="/admin/products/new" className={buttonClass("primary")}>
            New product
          </a>
          <a href="/admin/products/prices" className={buttonClass("outline")}>
            Prices in bulk
          </a>
          <a href="/admin/products/plans" className={buttonClass("outline")}>
            Plans on collections
          </a>
        </div>
      </div>
      {done && (
        <p role="status" className="border-l-4 border-success bg-white px-4 py-3 text-success">
          {done}
        </p>
      )}
      <ProductsFilter filters={filters} collections={collections} />
      <p className="text-sm text-ink-soft">
        {total === 1 ? "1 product" : `${total} products`}
        {filters.search && <> matching “{filters.search}”</>}
        {canMove && " · in listing order: the arrows move a product up or down"}
      </p>
      {rows.length > 0 && (
        <ul className="flex flex-col divide-y divide-line border-y border-line">
          {rows.map((r) => (
            <li
              key={r.id}
              id={`product-${r.id}`}
              className="relative flex items-center gap-3 py-2 hover:bg-linen sm:gap-4"
            >
              <div className="h-16 w-12 shrink-0 overflow-hidden bg-linen">
                {r.thumbnail && (
                  <img src={r.thumbnail.src} alt="" width={48} height={64} className="size-full object-cover" />
                )}
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <a
                  href={`/admin/products/${r.id}`}
                  className="truncate font-medium underline-offset-4 after:absolute after:inset-0 hover:underline"
                >
                  {r.name}
                </a>
                <span className="text-sm text-ink-soft tabular-nums">
                  {r.collection}
                  {r.comboPart && " · combo part"} · {formatPrice(r.price)}
                  {r.originalPrice > r.price && <s className="ml-1">{formatPrice(r.originalPrice)}</s>}
                </span>
                {r.warnings && <span className="text-sm text-danger">{r.warnings}</span>}
                <span className="sm:hidden">
                  <StatusBadge published={r.published} />
                </span>
              </div>
              <span className="hidden sm:inline-flex">
                <StatusBadge published={r.published} />
              </span>
              {canMove && !r.comboPart && <MoveButtons row={r} back={here} />}
            </li>
          ))}
        </ul>
      )}
      {rows.length === 0 && <p className="text-ink-soft">No product matches.</p>}
      <Pager
        page={filters.page}
        pages={pages}
        href={(page) => productsHref({ ...filters, page })}
        label="Pages of products"
        names={["Previous", "Next"]}
      />
    </>
  );
}
