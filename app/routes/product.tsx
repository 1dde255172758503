import { data, useRouteLoaderData } from "react-router";
import { PurchaseFormIsland } from "~/features/cart";
import { collectionBySlug, findProductPage } from "~/features/catalogue";
import { ProductDetails } from "~/features/catalogue/components/product-details";
import { ProductGalleryIsland } from "~/features/catalogue/components/product-gallery";
import { collectionSlugOfPath } from "~/features/catalogue/locate";
import { productPageData } from "~/features/catalogue/page-data.server";
import { formatSaleTime } from "~/features/sales";
import { productMeta } from "~/features/seo/page-meta";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/product";

/** One module for every product page: the address's first part names the collection. */
export function loader({ request, params }: Route.LoaderArgs) {
  const slug = collectionSlugOfPath(new URL(request.url).pathname);
  const listing = slug && collectionBySlug(slug);
  const page = listing ? findProductPage(listing.slug, params.slug) : undefined;
  if (!listing || !page) throw data(null, { status: 404 });
  return productPageData(page, listing);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => productMeta(matches, loaderData);

export default function Screen({ loaderData }: Route.ComponentProps) {
  const { product, images, heading, brandLine, listing, canonicalPath, purchase } = loaderData;
  const siteUrl = useRouteLoaderData<typeof rootLoader>("root")?.seo.siteUrl ?? "";
  return (
    <div className="container-page py-8 sm:py-14">
      {/* The shared pages' own heading (HazelMuse Styles); the product's name stays the page's h1. */}
      {heading && <h2 className="mb-8 text-center font-display text-4xl sm:mb-12 sm:text-5xl">{heading}</h2>}
      <div className="grid gap-10 lg:grid-cols-12 lg:gap-16">
        <ProductGalleryIsland name={product.alt} images={images} className="lg:col-span-7" />
        <div className="lg:col-span-5 lg:sticky lg:top-28 lg:self-start">
          <ProductDetails
            product={product}
            brandLine={brandLine}
            listing={listing}
            saleEnds={product.sale && formatSaleTime(product.sale.endsAt)}
          >
            <PurchaseFormIsland
              product={purchase.product}
              parts={purchase.parts}
              pageUrl={siteUrl + canonicalPath}
              stock={product.stock}
            />
          </ProductDetails>
        </div>
      </div>
    </div>
  );
}
