import type { ReactNode } from "react";
import type { Product } from "~/features/catalogue";
import { sizeGuideLink } from "~/lib/navigation";
import { shopLineCollection } from "~/config/collections";
import { ProductPriceIsland } from "./product-price";
import { SaleBadge } from "~/components/ui/sale-badge";

interface ProductHeadingProps {
  product: Product;
  brandLine: string;
  listing: { name: string; path: string };
  /** When its sale price ends, written out in Lagos time, when it is on sale. */
  saleEnds?: string;
  className?: string;
}

/** The piece's name and price with the way back to its collection: first on a phone, above the carousel. */
export function ProductHeading({ product, brandLine, listing, saleEnds, className = "" }: ProductHeadingProps) {
  return (
    <div className={`flex flex-col gap-6 ${className}`}>
      <nav aria-label="Breadcrumb" className="text-sm text-ink-soft">
        <ol className="flex flex-wrap items-center gap-2">
          <li>
            <a href="/" className="hover:text-hazel">
              Home
            </a>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <a href={listing.path} className="hover:text-hazel">
              {listing.name}
            </a>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-ink">
            {product.alt}
          </li>
        </ol>
      </nav>
      <div className="flex flex-col gap-3">
        <p className="label-caps text-hazel">Hazel · {brandLine}</p>
        <h1 className="font-display text-4xl uppercase tracking-[0.08em] sm:text-5xl">{product.alt}</h1>
        <p className="text-xl" data-testid="product-price">
          <ProductPriceIsland
            id={product.id}
            price={product.price}
            originalPrice={product.originalPrice}
            sale={product.sale ? true : undefined}
          />
        </p>
        {product.sale && (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-ink-soft" data-testid="product-sale">
            <SaleBadge name={product.sale.badge} />
            <span>Sale price until {saleEnds}, Lagos time</span>
          </p>
        )}
      </div>
    </div>
  );
}

/** Everything under the name beside the carousel: the description, the size guide and the purchase controls. */
export function ProductDetails({ product, children }: { product: Product; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-prose leading-relaxed text-ink-soft">{product.description}</p>
      <a
        {...sizeGuideLink}
        className="label-caps self-start border-b border-ink pb-1 hover:border-hazel hover:text-hazel"
      >
        Size Guide<span className="sr-only"> (opens in a new tab)</span>
      </a>
      {children}
      {product.madeToOrder && (
        <p className="text-sm text-ink-soft">
          Made to order.{" "}
          <a href="/bespoke" className="underline underline-offset-4 hover:text-hazel">
            Ask for a bespoke piece made to your measurements
          </a>
        </p>
      )}
      {(product.madeToOrder || product.collection === shopLineCollection) && (
        <p className="text-sm">
          <a href={`/aso-ebi/new?product=${product.id}`} className="underline underline-offset-4 hover:text-hazel">
            Order for your bridal party
          </a>{" "}
          <span className="text-ink-soft">One style, each guest her own size and payment.</span>
        </p>
      )}
      <ul className="flex flex-col gap-2 border-t border-line pt-6 text-sm text-ink-soft">
        <li>Free pickup at our Port Harcourt atelier, or delivered worldwide for a fee shown at checkout.</li>
        <li>
          <a href="/terms" className="underline underline-offset-4 hover:text-hazel">
            Delivery, refunds and exchanges
          </a>
        </li>
      </ul>
    </div>
  );
}
