/**
 * Every island, by name. A component becomes one with `island(name, Component)`; the browser finds
 * its module through `islandLoaders`, which names the same islands.
 */
export type IslandName =
  | "site-header"
  | "sub-store-header"
  | "print-button"
  | "copy-link"
  | "copy-code"
  | "product-price"
  | "product-gallery"
  | "purchase-form"
  | "save-form"
  | "cart-page"
  | "checkout-view"
  | "order-details"
  | "subscribe-form"
  | "signup-popup"
  | "contact-form"
  | "social-feed"
  | "photo-upload"
  | "unsaved-guard"
  | "listing-screen"
  | "bespoke-form"
  | "zone-picker"
  | "time-choice"
  | "passkey-sign-in"
  | "passkey-add";
