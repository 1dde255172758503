import type { ComponentType } from "react";
import type { IslandName } from "~/lib/islands/names";

/**
 * Each island's component, loaded in the browser only on pages that carry the island. An island is
 * named after its module's file, which is how the bundle budget finds what a page loads
 * (scripts/page-assets.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island's props are checked where it is placed.
type Loader = () => Promise<ComponentType<any>>;

export const islandLoaders = {
  "site-header": () => import("~/components/layout/site-header").then((m) => m.SiteHeader),
  "sub-store-header": () => import("~/components/layout/sub-store-header").then((m) => m.SubStoreHeader),
  "print-button": () => import("~/components/ui/print-button").then((m) => m.PrintButton),
  "copy-link": () => import("~/components/ui/copy-link").then((m) => m.CopyLink),
  "copy-code": () => import("~/admin/emails/copy-code").then((m) => m.CopyCode),
  "product-price": () => import("~/features/currency/product-price").then((m) => m.ProductPrice),
  "product-gallery": () => import("~/features/catalogue/components/product-gallery").then((m) => m.ProductGallery),
  "purchase-form": () => import("~/features/cart/purchase-form").then((m) => m.PurchaseForm),
  "save-form": () => import("~/features/saved/components/save-form").then((m) => m.SaveHeart),
  "cart-page": () => import("~/features/cart/cart-page").then((m) => m.CartPage),
  "checkout-view": () => import("~/features/checkout/components/checkout-view").then((m) => m.CheckoutView),
  "order-details": () => import("~/features/checkout/components/order-details").then((m) => m.OrderDetails),
  "subscribe-form": () => import("~/features/messages/subscribe-form").then((m) => m.SubscribeForm),
  "signup-popup": () => import("~/features/messages/signup-popup").then((m) => m.SignupPopup),
  "contact-form": () => import("~/features/messages/contact-form").then((m) => m.ContactForm),
  "social-feed": () => import("~/features/social-feed/social-feed").then((m) => m.SocialFeed),
  "photo-upload": () => import("~/admin/photos/photo-upload").then((m) => m.PhotoUpload),
  "unsaved-guard": () => import("~/admin/shared/unsaved-guard").then((m) => m.UnsavedGuard),
  "listing-screen": () => import("~/features/listing/components/listing-screen").then((m) => m.ListingScreen),
  "bespoke-form": () => import("~/features/bespoke/components/bespoke-form").then((m) => m.BespokeForm),
  "zone-picker": () => import("~/features/appointments/components/zone-picker").then((m) => m.ZonePicker),
  "time-choice": () => import("~/features/appointments/components/time-choice").then((m) => m.TimeChoice),
  "passkey-sign-in": () => import("~/admin/sign-in/passkey-sign-in").then((m) => m.PasskeySignIn),
  "passkey-add": () => import("~/admin/sign-in/passkey-add").then((m) => m.PasskeyAdd),
} satisfies Record<IslandName, Loader>;
