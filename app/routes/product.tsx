import { data, useRouteLoaderData } from "react-router";
import { formatDayAndTime } from "~/lib/lagos-clock";
import { PurchaseFormIsland } from "~/features/cart";
import { refusedAddOf } from "~/features/cart/server-cart.server";
import { collectionBySlug, findProductPage, type Collection } from "~/features/catalogue";
import { ProductDetails, ProductHeading } from "~/features/catalogue/components/product-details";
import { ProductGalleryIsland } from "~/features/catalogue/components/product-gallery";
import { collectionSlugOfPath } from "~/features/catalogue/locate";
import { productPageData } from "~/features/catalogue/page-data.server";
import { BackInStockForm } from "~/features/lists/components/back-in-stock-form";
import { soldOutSizes } from "~/features/lists/sold-out";
import { productMeta } from "~/features/seo/page-meta";
import { SaveHeartIsland } from "~/features/saved";
import type { loader as rootLoader } from "~/root";
import { draftPreviewPage } from "~/admin/products/product-preview.server";
import { isOwnerPreviewing } from "~/admin/sign-in/preview-session.server";
import { PRIVATE_NO_STORE } from "~/server/base/no-store.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/product";

/**
 * One module for every product page: the address's first part names the collection. An address
 * with no page may be a draft's: the signed-in owner sees it there, privately (draftPreview).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const slug = collectionSlugOfPath(new URL(request.url).pathname);
  const listing = slug && collectionBySlug(slug);
  const page = listing ? findProductPage(listing.slug, params.slug) : undefined;
  if (listing && page) {
    // Sent back by the cart without a script, the add refused: the page says why, kept by no cache.
    const refused = refusedAddOf(request);
    const pageData = { ...productPageData(page, listing), preview: false, refused };
    return refused ? data(pageData, { headers: REFUSED_HEADERS }) : pageData;
  }
  const preview = listing ? await draftPreview(request, listing, params.slug) : undefined;
  if (!listing || !preview) throw data(null, { status: 404 });
  return data(
    { ...productPageData(preview, listing), preview: true, refused: undefined },
    { headers: PREVIEW_HEADERS },
  );
}

/** A draft's preview is the owner's alone: kept by no cache, indexed by no search engine. */
const PREVIEW_HEADERS = { "Cache-Control": PRIVATE_NO_STORE, "X-Robots-Tag": "noindex, nofollow" };

/** A page naming her refused add is hers alone, and no search engine's. */
const REFUSED_HEADERS = { "Cache-Control": PRIVATE_NO_STORE, "X-Robots-Tag": "noindex, nofollow" };

/** The draft at this address, if the request carries the signed-in owner's preview cookie. */
async function draftPreview(request: Request, listing: Collection, slug: string) {
  const services = await getServices();
  return draftPreviewPage(services.db, listing, slug, () => isOwnerPreviewing(request, services));
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...productMeta(matches, loaderData),
  ...(loaderData?.preview ? [{ name: "robots", content: "noindex, nofollow" }] : []),
];

export default function Screen({ loaderData }: Route.ComponentProps) {
  const { product, images, heading, brandLine, listing, canonicalPath, purchase, preview, refused } = loaderData;
  const siteUrl = useRouteLoaderData<typeof rootLoader>("root")?.seo.siteUrl ?? "";
  return (
    <div className="container-page py-8 sm:py-14">
      {preview && (
        <p role="status" className="mb-8 border-l-4 border-hazel-deep bg-white px-4 py-3 font-medium">
          Draft preview — not yet in the shop. Only you can see this page.
        </p>
      )}
      {/* The shared pages' own heading (HazelMuse Styles); the product's name stays the page's h1. */}
      {heading && <h2 className="mb-8 text-center font-display text-4xl sm:mb-12 sm:text-5xl">{heading}</h2>}
      {/* On a phone the name and price come first; on a wide screen they head the column beside the carousel. */}
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-12 lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-6">
        <ProductHeading
          product={product}
          brandLine={brandLine}
          listing={listing}
          saleEnds={product.sale && formatDayAndTime(product.sale.endsAt)}
          className="lg:col-span-5 lg:col-start-8 lg:row-start-1"
        />
        <ProductGalleryIsland
          name={product.alt}
          images={images}
          className="lg:col-span-7 lg:col-start-1 lg:row-span-2 lg:row-start-1"
        />
        <div className="lg:col-span-5 lg:col-start-8 lg:row-start-2 lg:sticky lg:top-28 lg:self-start">
          <ProductDetails product={product}>
            <PurchaseFormIsland
              product={purchase.product}
              parts={purchase.parts}
              pageUrl={siteUrl + canonicalPath}
              stock={product.stock}
              refused={refused}
            />
            {!preview && <BackInStockForm productId={product.id} sizes={soldOutSizes(product)} />}
            {!preview && <SaveHeartIsland productId={product.id} name={product.alt} sizes={product.sizes} />}
          </ProductDetails>
        </div>
      </div>
    </div>
  );
}
