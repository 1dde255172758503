export { hasListingParams } from "./query";
export { LISTING_FACETS } from "./view";
