import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";
import { brandCollections, shopLineCollection } from "./config/collections";

/** Every address of the shop. Redirects (old Mysthique and HazelBee addresses) are answered by the server. */
export default [
  layout("routes/layouts/main.tsx", [
    index("routes/home.tsx"),
    route("collections", "routes/collections.tsx"),
    ...brandCollections.flatMap((c) => [
      route(c, "routes/collection.tsx", { id: `collection-${c}` }),
      route(`${c}/:slug`, "routes/product.tsx", { id: `product-${c}` }),
    ]),
    route("search", "routes/search.tsx"),
    route("cart", "routes/cart.tsx"),
    route("checkout", "routes/checkout.tsx"),
    route("order/:reference", "routes/order.tsx"),
    route("order/:reference/reminders", "routes/order-reminders.tsx"),
    route("quote/:key", "routes/quote.tsx"),
    route("contact", "routes/contact.tsx"),
    route("terms", "routes/terms.tsx"),
    route("bespoke", "routes/bespoke.tsx"),
    route("bespoke/measurements", "routes/bespoke-measurements.ts"),
    route("bespoke/:reference", "routes/bespoke-request.tsx"),
  ]),
  route("bespoke/:reference/photos/:position", "routes/bespoke-photo.ts"),
  layout("routes/layouts/sub-store.tsx", [
    // One landing module for the three sub-stores; each keeps the id it had as a module of its own.
    ...prefix("hazelbee", [
      index("routes/sub-store-landing.tsx", { id: "routes/hazelbee" }),
      route("shop", "routes/collection.tsx", { id: `collection-${shopLineCollection}` }),
      route("shop/:slug", "routes/product.tsx", { id: `product-${shopLineCollection}` }),
    ]),
    route("hazelbabies", "routes/sub-store-landing.tsx", { id: "routes/hazelbabies" }),
    route("hazellifestyle", "routes/sub-store-landing.tsx", { id: "routes/hazellifestyle" }),
  ]),
  route("size-guide", "routes/size-guide.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  ...prefix("admin", [
    // The owner's admin: every page but the sign-in needs a session.
    route("sign-in", "routes/admin/sign-in.tsx"),
    route("sign-out", "routes/admin/sign-out.ts"),
    route("subscribers.csv", "routes/admin/subscribers[.]csv.ts"),
    route("orders.csv", "routes/admin/orders[.]csv.ts"),
    route("credit.csv", "routes/admin/credit[.]csv.ts"),
    route("products/prices.csv", "routes/admin/prices[.]csv.ts"),
    route("backups/:name", "routes/admin/backup-file.ts"),
    route("products/:id/preview", "routes/admin/product-preview.ts"),
    route("bespoke/:reference/photos/:position", "routes/admin/bespoke-photo.ts"),
    layout("routes/admin/layout.tsx", [
      index("routes/admin/home.tsx"),
      route("orders", "routes/admin/orders.tsx"),
      route("orders/:reference", "routes/admin/order.tsx"),
      route("quotes", "routes/admin/quotes.tsx"),
      route("quotes/new", "routes/admin/quote-new.tsx"),
      route("quotes/:reference", "routes/admin/quote.tsx"),
      route("messages", "routes/admin/messages.tsx"),
      route("products", "routes/admin/products.tsx"),
      route("products/new", "routes/admin/product-new.tsx"),
      route("products/prices", "routes/admin/prices.tsx"),
      route("products/:id", "routes/admin/product.tsx"),
      route("products/:id/photos", "routes/admin/product-photos.tsx"),
      route("sales", "routes/admin/sales.tsx"),
      route("sales/new", "routes/admin/sale-new.tsx"),
      route("sales/:id", "routes/admin/sale.tsx"),
      route("credit", "routes/admin/credit.tsx"),
      route("bespoke", "routes/admin/bespoke.tsx"),
      route("bespoke/:reference", "routes/admin/bespoke-request.tsx"),
      route("backups", "routes/admin/backups.tsx"),
      route("sign-out-everywhere", "routes/admin/sign-out-everywhere.tsx"),
    ]),
  ]),
  ...prefix("api", [
    // The shop's own API: resource routes, one file each.
    route("orders", "routes/api.orders.ts"),
    route("orders/:reference/verify", "routes/api.orders.$reference.verify.ts"),
    route("orders/:reference/status", "routes/api.orders.$reference.status.ts"),
    route("paystack/webhook", "routes/api.paystack.webhook.ts"),
    route("messages", "routes/api.messages.ts"),
    route("instagram/:store", "routes/api.instagram.$store.ts"),
    route("products", "routes/api.products.ts"),
  ]),
] satisfies RouteConfig;
