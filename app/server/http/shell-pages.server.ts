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
 * compression()'s own settings (brotli quality 4, gzip level 6) in one call instead of a
 * stream per response: the same bytes for about half the CPU.
 */
const compress: Record<Encoding, (html: Buffer) => Buffer> = {
  br: (html) =>
    zlib.brotliCompressSync(html, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length },
    }),
  gzip: (html) => zlib.gzipSync(html, { level: 6 }),
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

/**
 * Answers GET and HEAD of exactly /cart and /checkout from their shells, compressed here;
 * everything else, a page whose shell could not be cut, and a request whose loader or island
 * throws go on to React Router, which answers them as before. The loaders read only the
 * address and the Cookie header. For production: the shells are kept for the process's life.
 */
export function shellPages(
  build: ServerBuild | (() => Promise<ServerBuild>),
  siteUrl: string,
  log: Pick<Console, "warn"> = console,
): (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void {
  const handle = createRequestHandler(build, "production");
  const origin = new URL(siteUrl).origin;
  const shells = new Map<string, Promise<Shell | undefined>>();
  // A build handed over as a function that loads it has its routes read on first use.
  let shellRoutes = typeof build === "function" ? undefined : shellRoutesOf(build);
  let routesReady: Promise<unknown> | undefined;

  const send = (req: IncomingMessage, res: ServerResponse, shell: Shell, html: string | undefined) => {
    res.statusCode = shell.status;
    for (const [name, value] of shell.headers) res.setHeader(name, value);
    res.setHeader("Vary", "Accept-Encoding");
    if (html === undefined) return void res.end();
    const encoding = chooseEncoding(req.headers["accept-encoding"], ["br", "gzip"]);
    const body = compress[encoding](Buffer.from(html));
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
    if (!pending) shells.set(path, (pending = renderShell(handle, new URL(path, origin), renderIsland, log)));
    const cookie = req.headers.cookie;
    pending
      .then(async (shell) => {
        if (!shell || req.method === "HEAD") return { shell, html: undefined };
        const request = new Request(origin + url, cookie === undefined ? undefined : { headers: { cookie } });
        return { shell, html: shell.before + (await renderIsland(request)) + shell.after };
      })
      .then(
        ({ shell, html }) => (shell ? send(req, res, shell, html) : next()),
        () => next(),
      )
      .catch(next);
  };

  return (req, res, next) => {
    if (shellRoutes || typeof build !== "function") return answer(req, res, next);
    routesReady ??= build().then((loaded) => (shellRoutes = shellRoutesOf(loaded)));
    routesReady.then(() => answer(req, res, next), next);
  };
}
