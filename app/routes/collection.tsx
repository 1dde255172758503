import { data } from "react-router";
import { collectionBySlug } from "~/features/catalogue";
import { gridLayout, ProductGrid } from "~/features/catalogue/components/product-grid";
import { ListingHeader } from "~/features/catalogue/components/listing-header";
import { collectionSlugOfPath } from "~/features/catalogue/locate";
import { listingData } from "~/features/catalogue/page-data.server";
import { listingMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/collection";

/** One module for the five collection listings and the HazelBee shop: the address says which. */
export function loader({ request }: Route.LoaderArgs) {
  const slug = collectionSlugOfPath(new URL(request.url).pathname);
  const collection = slug && collectionBySlug(slug);
  if (!collection) throw data(null, { status: 404 });
  return listingData(collection);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => listingMeta(matches, loaderData);

export default function Screen({ loaderData }: Route.ComponentProps) {
  const { collection, items } = loaderData;
  const shop = collection.slug === "hazelbee";
  return (
    <div className="container-page flex flex-col gap-14 py-14 sm:gap-20 sm:py-20">
      <ListingHeader
        eyebrow={shop ? "HazelBee" : "The Collections"}
        heading={collection.heading}
        blurb={collection.blurb}
      />
      <ProductGrid
        items={items}
        layout={gridLayout(collection.slug, collection.wideColumns)}
        // The Naledi grid keeps its anchor (docs/decisions/030-browsing-screens.md); the others get
        // the same for symmetry.
        id="products"
        label={`${collection.name} pieces`}
      />
    </div>
  );
}
