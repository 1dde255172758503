import { data } from "react-router";
import { showcaseCollections, productById, type Product } from "~/features/catalogue";
import { listingItem } from "~/features/catalogue/page-data.server";
import { ListingScreenIsland } from "~/features/listing/components/listing-screen";
import { filterUses, normalisedSearch, parseListingQuery } from "~/features/listing";
import { listingPageData, REFINED_LISTING_CACHE } from "~/features/listing/listing-page.server";
import { highlight, parseSearchQuery } from "~/features/search";
import { SearchForm, SearchSuggestions } from "~/features/search/components/search-page-parts";
import { searchMeta } from "~/features/seo/page-meta";
import { countLookedFor } from "~/server/search/looked-for.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/search";

/** Every facet of the listings, and the collection too: results come from the whole shop. */
const SEARCH_FACETS = ["size", "stock", "sale", "collection", "garment"] as const;

const cache = { "Cache-Control": REFINED_LISTING_CACHE };

/**
 * /search?q=…: the shop's products matching the words, best first, with the listings' filters,
 * order and pages; a query over the length limit is answered 400 with why, no query with the
 * search field and suggestions (docs/decisions/225-the-search-page.md).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const collections = showcaseCollections().map(({ name, path }) => ({ name, path }));
  const parsed = parseSearchQuery(new URL(request.url).searchParams.get("q"));
  if (!parsed.ok) {
    return data({ kind: "refused", text: "", error: parsed.error, collections } as const, {
      status: 400,
      headers: cache,
    });
  }
  if (!parsed.query) return data({ kind: "start", text: "", collections } as const, { headers: cache });
  const { text } = parsed.query;
  const services = await getServices();
  const found = await services.search.search(parsed.query);
  const products = found.ids.flatMap((id): Product[] => {
    const product = productById(id);
    return product ? [product] : [];
  });
  if (products.length === 0) {
    await countLookedFor(services.db, { miss: normalisedSearch(text) });
    return data({ kind: "none", text, collections } as const, { headers: cache });
  }
  const listing = listingPageData(
    request,
    products,
    { path: "/search", fixed: [["q", text]] },
    {
      facets: SEARCH_FACETS,
      toCard: (product) => ({ ...listingItem(product), nameParts: highlight(product.alt, found.terms) }),
    },
  );
  await countLookedFor(services.db, { filters: filterUses(parseListingQuery(new URL(request.url).searchParams)) });
  return data({ kind: "results", text, corrected: found.corrected, listing, collections } as const, {
    headers: cache,
  });
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => searchMeta(matches, loaderData?.text || undefined);

export default function Screen({ loaderData: page }: Route.ComponentProps) {
  return (
    <div className="container-page flex flex-col gap-10 py-12 sm:gap-14 sm:py-16">
      <header className="flex flex-col gap-6">
        <h1 className="text-4xl sm:text-5xl">{page.text ? <>Results for “{page.text}”</> : "Search"}</h1>
        <SearchForm text={page.text} error={page.kind === "refused" ? page.error : undefined} />
        {page.kind === "results" && page.corrected && (
          <p className="text-ink-soft">
            Showing results for <strong className="font-medium text-ink">{page.corrected}</strong>.
          </p>
        )}
      </header>
      {page.kind === "results" ? (
        <ListingScreenIsland data={page.listing} label={`Results for ${page.text}`} ownOrderLabel="Relevance" />
      ) : (
        <SearchSuggestions nothingFound={page.kind === "none" ? page.text : undefined} collections={page.collections} />
      )}
    </div>
  );
}
