import { data } from "react-router";
import { collectionBySlug, productById, type Product } from "~/features/catalogue";
import { ListingHeader } from "~/features/catalogue/components/listing-header";
import { collectionSlugOfPath } from "~/features/catalogue/locate";
import { listingItem } from "~/features/catalogue/page-data.server";
import { filterUses, hasListingParams, LISTING_FACETS, parseListingQuery } from "~/features/listing";
import { ListingScreenIsland } from "~/features/listing/components/listing-screen";
import { listingPageData, REFINED_LISTING_CACHE } from "~/features/listing/listing-page.server";
import { listingMeta } from "~/features/seo/page-meta";
import { countLookedFor } from "~/server/search/looked-for.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/collection";

/**
 * One module for the five collection listings and the HazelBee shop: the address says which. The
 * plain listing is pre-rendered; one with filters, an order or a page is rendered per request
 * (docs/decisions/224-filtered-listings-rendered-per-request.md).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const slug = collectionSlugOfPath(url.pathname);
  const collection = slug && collectionBySlug(slug);
  if (!collection) throw data(null, { status: 404 });
  const products = collection.productIds.flatMap((id): Product[] => {
    const p = productById(id);
    return p ? [p] : [];
  });
  const listing = listingPageData(
    request,
    products,
    { path: collection.path },
    { toCard: listingItem, facets: LISTING_FACETS },
  );
  const { name, heading, blurb, path } = collection;
  const page = { collection: { slug, name, heading, blurb, path }, items: listing.items, seo: listing.seo, listing };
  const refined = hasListingParams(url.searchParams);
  if (refined)
    await countLookedFor((await getServices()).db, { filters: filterUses(parseListingQuery(url.searchParams)) });
  return data(page, refined ? { headers: { "Cache-Control": REFINED_LISTING_CACHE } } : undefined);
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => listingMeta(matches, loaderData);

export default function Screen({ loaderData }: Route.ComponentProps) {
  const { collection, listing } = loaderData;
  const shop = collection.slug === "hazelbee";
  return (
    <div className="container-page flex flex-col gap-10 py-14 sm:gap-16 sm:py-20">
      <ListingHeader
        eyebrow={shop ? "HazelBee" : "The Collections"}
        heading={collection.heading}
        blurb={collection.blurb}
      />
      <ListingScreenIsland data={listing} label={`${collection.name} pieces`} ownOrderLabel="Featured" />
    </div>
  );
}
