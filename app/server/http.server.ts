import fs from "node:fs";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { redirects } from "~/features/catalogue";
import type { ViteDevServer } from "vite";
import { securityHeaders } from "./security-headers.server";
import type { Services } from "./services.server";

declare module "react-router" {
  interface AppLoadContext {
    /** The visitor's address as the server saw it (behind a proxy: the forwarded one). */
    clientAddress: string;
  }
}

export interface HttpAppOptions {
  services: Services;
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** In development, Vite serves the assets and rebuilds on change. */
  vite?: ViteDevServer;
  clientDir?: string;
}

/** The shop's one HTTP server: security headers, compression, static files, pages and /api. */
export function createHttpApp({ services, build, vite, clientDir = "build/client" }: HttpAppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback, linklocal, uniquelocal");
  app.use(securityHeaders({ https: services.env.SITE_URL.startsWith("https:"), dev: Boolean(vite) }));
  app.use(compression());
  app.use((req, res, next) => {
    const to = redirects[req.path];
    return to ? res.redirect(301, to) : next();
  });

  if (vite) {
    app.use(vite.middlewares);
  } else {
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }));
    app.use("/islands", express.static(path.join(clientDir, "islands"), { immutable: true, maxAge: "1y", index: false }));
    app.use("/img", express.static(path.join(clientDir, "img"), { maxAge: "7d" }));
    app.use(prerenderedPages(clientDir));
    app.use(express.static(clientDir, { maxAge: "1h", index: false, redirect: false }));
  }

  app.all(
    "*splat",
    createRequestHandler({
      build,
      mode: vite ? "development" : "production",
      getLoadContext: (req) => ({ clientAddress: req.ip ?? "unknown" }),
    }),
  );
  return app;
}

/** Serves the HTML pre-rendered at build time for GET and HEAD of its exact address. */
function prerenderedPages(clientDir: string): express.RequestHandler {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "index.html") {
        const address = `/${path.relative(clientDir, dir)}`.replace(/\/$/, "") || "/";
        pages.set(address, path.resolve(full));
      }
    }
  };
  walk(clientDir);
  return (req, res, next) => {
    const page = req.method === "GET" || req.method === "HEAD" ? pages.get(req.path) : undefined;
    if (!page) return next();
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.sendFile(page);
  };
}
