import type { RequestHandler } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { BoundedCache } from "../base/bounded-cache.server";
import { sendError } from "./errors.server";

/** What a route's module serves; kept in the matcher's route as its `handle`. */
interface Serves {
  page: boolean;
  loader: boolean;
  action: boolean;
}

const servesOf = (route: RouteObject) => route.handle as Serves;

type ManifestRoute = NonNullable<ServerBuild["routes"][string]>;

/** The build's flat route manifest as a tree, for React Router's own matcher. */
export function routeTree(routes: ServerBuild["routes"]): RouteObject[] {
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(routes)) {
    if (route) byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
  }
  const attach = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map(({ id, path, caseSensitive, index, module }): RouteObject => {
      const handle: Serves = {
        page: Boolean(module.default),
        loader: Boolean(module.loader),
        action: Boolean(module.action),
      };
      return index
        ? { id, path, caseSensitive, index: true, handle }
        : { id, path, caseSensitive, handle, children: attach(id) };
    });
  return attach(undefined);
}

/** The page's address behind a data request: /cart.data is /cart, /_root.data is /. */
const pagePath = (pathname: string) => {
  if (pathname === "/_root.data") return "/";
  const path = pathname.replace(/\.data$/, "");
  return path.length > 1 ? path.replace(/\/$/, "") : path;
};

/**
 * The methods the route at this address serves, as React Router would run them: GET and HEAD
 * when it renders a page or has a loader, POST when the route an action goes to has one (the
 * deepest route that adds to the path; an index route only with ?index). Undefined when no
 * route matches.
 */
export function allowedMethods(tree: RouteObject[], url: URL): string[] | undefined {
  const matches = matchRoutes(tree, pagePath(url.pathname));
  if (!matches?.length) return undefined;
  const leaf = matches[matches.length - 1]!.route;
  const target =
    leaf.index && url.searchParams.getAll("index").includes("")
      ? leaf
      : matches.filter((m, i) => i === 0 || m.route.path).at(-1)!.route;
  const methods: string[] = [];
  if (servesOf(leaf).page || servesOf(leaf).loader) methods.push("GET", "HEAD");
  if (servesOf(target).action) methods.push("POST");
  return methods;
}

/** Addresses outside the route table (static files, images, nothing) are only read. */
const READ_ONLY = ["GET", "HEAD"];
/** The methods of addresses kept at once: a thousand of the longest, keys counted. */
const KNOWN_BYTES = 1000 * 1024;
/**
 * The longest path kept: many times any address the shop makes (a product's is a collection and
 * a slug of at most 80 characters); a longer one is answered, not remembered.
 */
const LONGEST_KEPT_PATH = 512;
/** Methods React Router is left to answer where no route matches: its 404 page. */
const TO_THE_ROUTER = new Set(["GET", "HEAD", "POST"]);

/**
 * Answers a method the address does not serve with 405 and `Allow` before React Router sees it
 * (TRACE, PUT, DELETE, PATCH, a POST to a page without a form), and OPTIONS with 204 and `Allow`.
 */
export function routeMethods(build: ServerBuild | (() => Promise<ServerBuild>)): RequestHandler {
  // React Router's matcher ranks the whole table on every call (about 0.3 ms here): the answer
  // for an address is kept, up to a bound that hostile addresses cannot grow past.
  const answers = new WeakMap<ServerBuild, { tree: RouteObject[]; known: BoundedCache<{ allowed?: string[] }> }>();
  const methodsAt = (b: ServerBuild, url: URL) => {
    let table = answers.get(b);
    if (!table) {
      const known = new BoundedCache<{ allowed?: string[] }>({
        maxBytes: KNOWN_BYTES,
        maxKeyLength: LONGEST_KEPT_PATH,
      });
      answers.set(b, (table = { tree: routeTree(b.routes), known }));
    }
    const key = `${url.pathname}${url.searchParams.getAll("index").includes("") ? "?index" : ""}`;
    const found = table.known.get(key);
    if (found) return found.allowed;
    const allowed = allowedMethods(table.tree, url);
    table.known.set(key, { allowed }, 16 + 16 * (allowed?.length ?? 0));
    return allowed;
  };
  const answer = (
    b: ServerBuild,
    req: Parameters<RequestHandler>[0],
    res: Parameters<RequestHandler>[1],
    next: () => void,
  ) => {
    let url: URL;
    try {
      url = new URL(`http://shop.invalid${req.originalUrl}`);
    } catch {
      return sendError(req, res, 400, "The address could not be read.");
    }
    const allowed = methodsAt(b, url);
    if (!allowed && TO_THE_ROUTER.has(req.method)) return next();
    const allow = (allowed ?? READ_ONLY).join(", ");
    if (req.method === "OPTIONS") return void res.status(204).set("Allow", `${allow}, OPTIONS`).end();
    if (allowed?.includes(req.method)) return next();
    res.set("Allow", allow);
    sendError(req, res, 405, `This address does not take ${req.method} requests.`);
  };
  return (req, res, next) => {
    if (typeof build !== "function") return answer(build, req, res, next);
    build().then((b) => answer(b, req, res, next), next);
  };
}
