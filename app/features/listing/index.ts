export {
  LISTING_PAGE_SIZE,
  SORT_KEYS,
  STOCK_FILTERS,
  emptyQuery,
  parseListingQuery,
  parseNaira,
  listingSearchParams,
  listingParamsAsGiven,
  hasListingParams,
  isFiltered,
  type ListingQuery,
  type SortKey,
  type StockFilter,
} from "./query";
export { GARMENTS, GARMENT_LABELS, garmentOf } from "./garments";
export {
  listingView,
  restrictQuery,
  sortProducts,
  sizeOnOffer,
  LISTING_FACETS,
  type ListingView,
  type Facet,
  type FacetName,
  type FacetValue,
} from "./view";
export { listingHref, toggleQuery, toggleHref, pageHref, clearHref, type ListingBase } from "./urls";
export { listingSeo, type ListingSeo } from "./seo";
