import type { ListingPageData } from "../listing-page.server";

/** The listing island's props: its data and the words that differ between a listing and search results. */
export interface ListingScreenProps {
  data: ListingPageData;
  /** The results' name for screen readers: "Naledi pieces", "Results for dress". */
  label: string;
  /** The list's own order in the sort menu: "Featured" on a listing, "Relevance" on search results. */
  ownOrderLabel: string;
}

function isListingProps(value: unknown): value is ListingScreenProps {
  if (typeof value !== "object" || value === null) return false;
  const { data } = value as Partial<ListingScreenProps>;
  return typeof data === "object" && data !== null && Array.isArray(data.items) && typeof data.total === "number";
}

/** The listing island's props in a page's HTML: how the browser reads another page's results. */
export function listingPropsIn(html: string): ListingScreenProps | undefined {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const raw = doc.querySelector('hazel-island[data-island="listing-screen"]')?.getAttribute("data-props");
  if (!raw) return undefined;
  try {
    const props: unknown = JSON.parse(raw);
    return isListingProps(props) ? props : undefined;
  } catch {
    return undefined;
  }
}
