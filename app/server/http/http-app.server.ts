import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import { createRequestHandler as createFetchHandler } from "react-router";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { redirectOf } from "~/features/catalogue";
import type { ViteDevServer } from "vite";
import { refuseBadAddresses } from "./address-guard.server";
import { clientAddressOf } from "../base/client-address.server";
import { databaseReadiness } from "../db/readiness.server";
import { discardUnreadBody, dropMalformedHeaders, finalErrorHandler } from "./errors.server";
import { adminHeaders } from "../../admin/shared/admin-headers.server";
import { healthChecks } from "./health.server";
import { photoImages } from "../photos/serve.server";
import { routeMethods } from "./route-methods.server";
import { sameOriginOnly } from "../base/same-origin.server";
import { securityHeaders } from "./security-headers.server";
import { shellPages } from "./shell-pages.server";
import { cartVariants } from "./cart-variants.server";
import type { Services } from "../services.server";
import { livePages } from "./live-pages.server";
import { refinedListingPages } from "./refined-listing-pages.server";
import { ahead, loadStaticFiles, staticFiles, type NodeHandler } from "./static-files.server";

declare module "react-router" {
  interface AppLoadContext {
    /** The visitor's address: the connection's, or the one trusted proxies forwarded (TRUST_PROXY). */
    clientAddress: string;
  }
}

export interface HttpAppOptions {
  services: Services;
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** In development, Vite serves the pages' assets and the islands from source. */
  vite?: { pages: ViteDevServer; islands: ViteDevServer };
  clientDir?: string;
  /** True once shutdown has begun (Serving.stopping): /readyz says so. */
  stopping?: () => boolean;
}

/** The shop's one HTTP server: security headers, health checks, compression, static files, pages and /api. */
export function createHttpApp({ services, build, vite, clientDir = "build/client", stopping }: HttpAppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.use(dropMalformedHeaders(services.env.SITE_URL));
  app.use(discardUnreadBody);
  app.set("trust proxy", services.env.TRUST_PROXY);
  const security = securityHeaders({
    https: services.env.SITE_URL.startsWith("https:"),
    dev: Boolean(vite),
    paystackApi: services.env.PAYSTACK_API_URL,
  });
  app.use(security);
  // The probes of process managers and load balancers, then built pages and assets (compressed at
  // build time), ahead of Express, its compression and the address checks.
  const handlers = [
    security as unknown as NodeHandler,
    healthChecks({ readiness: databaseReadiness(services.db), stopping }),
  ];
  // /cart and /checkout: the page's shell rendered once, only the visitor's island per request,
  // and the last pages sent kept by cart (docs/decisions/249-cart-and-checkout-variants-kept.md).
  const shells = vite ? undefined : shellPages(build, services.env.SITE_URL, console, cartVariants);
  if (!vite) {
    const files = loadStaticFiles(clientDir);
    handlers.push(staticFiles(files));
    if (typeof build !== "function") {
      // Catalogue pages: built, or rendered once the catalogue differs, and again after each change.
      const pages = livePages(files, build, services.env.SITE_URL);
      pages.forget(services.catalogue.changedSinceBuild);
      services.catalogue.onPagesChanged(pages.forget);
      // Filtered, sorted and later listing pages: rendered on first request, kept until a change.
      const render = createFetchHandler(build, "production");
      const refined = refinedListingPages(
        (request) => render(request, { clientAddress: "127.0.0.1" }),
        services.env.SITE_URL,
      );
      services.catalogue.onPagesChanged(refined.forget);
      handlers.push(pages.handler, refined.handler);
    }
    if (shells) handlers.push(shells.kept);
  }
  ahead(app, ...handlers);
  // The admin's headers first, so its refusals (a bad address, another site's form) carry them too.
  app.use(adminHeaders);
  app.use(refuseBadAddresses);
  app.use(sameOriginOnly(services.env.SITE_URL));
  // The owner's photos (/img/p/…) from their files, already compressed; the rest of /img passes at once.
  app.use(photoImages(services.photos));
  app.use(compression());
  app.use((req, res, next) => {
    const to = redirectOf(req.path);
    return to ? res.redirect(301, to) : next();
  });

  if (vite) {
    const { islands, pages } = vite;
    app.use((req, res, next) => (req.path.startsWith("/islands/") ? islands.middlewares(req, res, next) : next()));
    app.use(pages.middlewares);
  } else {
    app.use("/img", express.static(path.join(clientDir, "img"), { maxAge: "7d" }));
    if (shells) app.use(shells);
  }

  // A method the address does not serve is a 405 here: React Router would fail on TRACE.
  app.use(routeMethods(build));
  app.all(
    "*splat",
    createRequestHandler({
      build,
      mode: vite ? "development" : "production",
      getLoadContext: (req) => ({ clientAddress: clientAddressOf(req) }),
    }),
  );
  app.use(finalErrorHandler());
  return app;
}
