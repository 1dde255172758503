export { hasListingParams, listingParamsAsGiven, LONGEST_LISTING_PARAMS } from "./query";
export { LISTING_FACETS } from "./view";
export { filterUses, normalisedSearch } from "./filter-uses";
export { parseListingQuery } from "./query";
