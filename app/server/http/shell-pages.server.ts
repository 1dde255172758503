// Pages that differ per visitor only inside one island (/cart and /checkout,
// docs/decisions/153-cart-and-checkout-shells.md): a route module that exports its `Island` beside
// its `loader`. React Router renders each such page once, for a cookie-less request, and the shell
// around that island is kept; each request then renders only its island, with the route's own
// loader and component, between the two halves: the same HTML as a whole-page render, for a
// fraction of its CPU.
import type { IncomingMessage, ServerResponse } from "node:http";
import zlib from "node:zlib";
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { chooseEncoding, type Encoding } from "./accept-encoding.server";
import { keptVariants, type Freshness } from "./kept-variants.server";
import type { NodeHandler } from "./static-files.server";

/** A route whose only per-visitor part is one island: its loader, and the island it renders with the loader's data. */
interface IslandRoute<Data extends object> {
  loader(args: { request: Request }): Data | Promise<Data>;
  Island: ComponentType<Data>;
}

/** The island's HTML for a request, as the route renders it. */
type RenderIsland = (request: Request) => Promise<string>;

const islandOf =
  <Data extends object>({ loader, Island }: IslandRoute<Data>): RenderIsland =>
  async (request) =>
    renderToString(createElement(Island, await loader({ request })));

const isIslandRoute = (module: object): module is IslandRoute<object> =>
  "Island" in module &&
  typeof module.Island === "function" &&
  "loader" in module &&
  typeof module.loader === "function";

/** The build's static addresses whose route module exports an island, and how to render it. */
export function shellRoutesOf(build: ServerBuild): Map<string, RenderIsland> {
  const fullPath = (id: string | undefined): string => {
    const route = id === undefined ? undefined : build.routes[id];
    if (!route) return "";
    const parent = fullPath(route.parentId);
    return route.path ? `${parent}/${route.path}` : parent;
  };
  const found = new Map<string, RenderIsland>();
  for (const [id, route] of Object.entries(build.routes)) {
    const path = fullPath(id);
    if (route && isIslandRoute(route.module) && path && !/[:*]/.test(path)) found.set(path, islandOf(route.module));
  }
  return found;
}

/**
 * Brotli at quality 1 and gzip at level 1, in one call instead of a stream per response: a page
 * rendered for one cart is compressed as often as it is rendered. Quality 1 takes a quarter to a
 * third of quality 4's CPU for 10-20% more bytes (about 1 kB a page).
 */
const compress: Record<Encoding, (html: Buffer) => Buffer> = {
  br: (html) =>
    zlib.brotliCompressSync(html, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length },
    }),
  gzip: (html) => zlib.gzipSync(html, { level: 1 }),
  identity: (html) => html,
};

interface Shell {
  status: number;
  headers: [string, string][];
  before: string;
  after: string;
}

type Handle = ReturnType<typeof createRequestHandler>;

/** The page React Router renders for a cookie-less request, cut around its empty island; undefined (logged) when it cannot be cut. */
async function renderShell(handle: Handle, url: URL, renderIsland: RenderIsland, log: Pick<Console, "warn">) {
  const fallBack = (why: string) => {
    log.warn(`${url.pathname}: ${why}; React Router renders the whole page on every request.`);
    return undefined;
  };
  try {
    const request = new Request(url);
    const response = await handle(request, { clientAddress: "" });
    const html = await response.text();
    if (response.status !== 200) return fallBack(`its shell answered ${response.status}`);
    const island = await renderIsland(request);
    const at = html.indexOf(island);
    if (at < 0 || html.indexOf(island, at + 1) >= 0)
      return fallBack("its empty island is not in the page exactly once");
    const shell: Shell = {
      status: response.status,
      headers: [...response.headers],
      before: html.slice(0, at),
      after: html.slice(at + island.length),
    };
    return shell;
  } catch (error) {
    return fallBack(`its shell failed (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** How the pages are kept per visitor's variant (docs/decisions/249-cart-and-checkout-variants-kept.md). */
export interface KeepVariants {
  /**
   * All a request's Cookie header says that the routes' loaders read (the cart cookie's value);
   * undefined when its page is not to be kept.
   */
  variant(cookie: string | undefined): string | undefined;
  /** What the islands' data is read from now, and for how long the clock keeps it true. */
  freshness(): Freshness;
}

export type ShellPages = ((req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void) & {
  /**
   * Ahead of Express, once the page's shell is cut: a GET of exactly /cart or /checkout in brotli
   * or gzip, sent from memory when its variant was rendered and is still true, else rendered
   * (and kept); anything else passes on.
   */
  kept: NodeHandler;
};

/**
 * Answers GET and HEAD of exactly /cart and /checkout from their shells, compressed here;
 * everything else, a page whose shell could not be cut, and a request whose loader or island
 * throws go on to React Router, which answers them as before. The loaders read only the
 * address, the Cookie header and (for her page's session, never kept) the User-Agent. For
 * production: the shells are kept for the process's life, and
 * with `keep`, the last pages sent for an address without a query, by variant.
 */
export function shellPages(
  build: ServerBuild | (() => Promise<ServerBuild>),
  siteUrl: string,
  log: Pick<Console, "warn"> = console,
  keep?: KeepVariants,
): ShellPages {
  const handle = createRequestHandler(build, "production");
  const origin = new URL(siteUrl).origin;
  const shells = new Map<string, Promise<Shell | undefined>>();
  /** The shells cut so far, for the handler ahead of Express. */
  const cut = new Map<string, Shell>();
  const variants = keep ? keptVariants(keep.freshness) : undefined;
  // A build handed over as a function that loads it has its routes read on first use.
  let shellRoutes = typeof build === "function" ? undefined : shellRoutesOf(build);
  let routesReady: Promise<unknown> | undefined;

  const sendBody = (res: ServerResponse, shell: Shell, encoding: Encoding, body: Buffer | undefined) => {
    res.statusCode = shell.status;
    for (const [name, value] of shell.headers) res.setHeader(name, value);
    res.setHeader("Vary", "Accept-Encoding");
    if (body === undefined) return void res.end();
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(body);
  };

  const answer = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    const path = query < 0 ? url : url.slice(0, query);
    const renderIsland = shellRoutes?.get(path);
    if (!renderIsland) return next();
    let pending = shells.get(path);
    if (!pending) {
      pending = renderShell(handle, new URL(path, origin), renderIsland, log);
      shells.set(path, pending);
      void pending.then((shell) => shell && cut.set(path, shell));
    }
    const cookie = req.headers.cookie;
    const encoding = chooseEncoding(req.headers["accept-encoding"], ["br", "gzip"]);
    // Only a page asked for without a query, in an encoding, is kept: its loader reads nothing else.
    const variant = query < 0 && encoding !== "identity" ? keep?.variant(cookie) : undefined;
    const freshness = variant === undefined ? undefined : keep?.freshness();
    pending
      .then(async (shell) => {
        if (!shell || req.method === "HEAD") return { shell, body: undefined };
        // Her page's session is bound to the browser that began it: the loader reads its User-Agent too.
        const agent = req.headers["user-agent"];
        const headers = {
          ...(cookie !== undefined && { cookie }),
          ...(agent !== undefined && { "user-agent": agent }),
        };
        const request = new Request(origin + url, { headers });
        const body = compress[encoding](Buffer.from(shell.before + (await renderIsland(request)) + shell.after));
        if (variant !== undefined && freshness) variants?.set(path, encoding, variant, body, freshness);
        return { shell, body };
      })
      .then(
        ({ shell, body }) => (shell ? sendBody(res, shell, encoding, body) : next()),
        () => next(),
      )
      .catch(next);
  };

  const kept: NodeHandler = (req, res, next) => {
    const url = req.url ?? "/";
    const shell = variants && req.method === "GET" ? cut.get(url) : undefined;
    if (!shell) return next();
    const encoding = chooseEncoding(req.headers["accept-encoding"], ["br", "gzip"]);
    if (encoding === "identity") return next();
    const variant = keep?.variant(req.headers.cookie);
    const body = variant === undefined ? undefined : variants?.get(url, encoding, variant);
    if (body) return sendBody(res, shell, encoding, body);
    // A cart not kept is rendered here too, its island between the cut halves, without Express
    // and its middleware in between (docs/decisions/269-a-cart-not-kept-rendered-ahead-of-express.md).
    answer(req, res, next);
  };

  const handler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    if (shellRoutes || typeof build !== "function") return answer(req, res, next);
    routesReady ??= build().then((loaded) => (shellRoutes = shellRoutesOf(loaded)));
    routesReady.then(() => answer(req, res, next), next);
  };
  return Object.assign(handler, { kept });
}
