export { hasListingParams, listingParamsAsGiven, LONGEST_LISTING_PARAMS } from "./query";
export { LISTING_FACETS } from "./view";
