export { hasListingParams, listingParamsAsGiven } from "./query";
export { LISTING_FACETS } from "./view";
