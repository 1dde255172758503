// The catalogue's pages between changes: built ones as they are, the others rendered on their
// first request and kept; a change forgets the pages it affects and renders them again in the
// background (docs/decisions/196-pages-follow-the-catalogue.md).
import { createRequestHandler, type ServerBuild } from "react-router";
import { isCataloguePage } from "~/features/catalogue";
import { describeError } from "../base/log-lines.server";
import { isRefusedAdd } from "~/features/cart/refused-add";
import { isRefinedListing } from "./refined-listings.server";
import { renderedPage, staticFiles, type NodeHandler, type StaticFile } from "./static-files.server";

export interface LivePages {
  /** Serves a catalogue page not in memory yet: rendered once, kept, then served from memory. */
  handler: NodeHandler;
  /** Drops these addresses' pages and renders those it had again, one after the other, in the background. */
  forget(paths: readonly string[]): void;
  /** Resolves once every render asked for so far has finished. */
  settled(): Promise<void>;
}

export function livePages(files: Map<string, StaticFile>, build: ServerBuild, siteUrl: string): LivePages {
  const handle = createRequestHandler(build, "production");
  const serve = staticFiles(files);
  const rendering = new Map<string, Promise<void>>();
  // A render started before a change must not keep its page after it.
  let generation = 0;
  let warming: Promise<void> = Promise.resolve();

  const render = async (path: string): Promise<void> => {
    const started = generation;
    const response = await handle(new Request(new URL(path, siteUrl)), { clientAddress: "127.0.0.1" });
    if (response.status !== 200) return;
    const type = response.headers.get("Content-Type") ?? "text/html; charset=utf-8";
    const page = await renderedPage(Buffer.from(await response.arrayBuffer()), type);
    if (started === generation) files.set(path, page);
  };

  const ensure = (path: string): Promise<void> => {
    let pending = rendering.get(path);
    if (!pending) {
      pending = render(path)
        .catch((error: unknown) => console.error(`The page ${path} could not be rendered: ${describeError(error)}`))
        .finally(() => rendering.delete(path));
      rendering.set(path, pending);
    }
    return pending;
  };

  return {
    handler(req, res, next) {
      if (req.method !== "GET" && req.method !== "HEAD") return next();
      const url = req.url ?? "/";
      const query = url.indexOf("?");
      const path = query < 0 ? url : url.slice(0, query);
      if (files.has(path) || !isCataloguePage(path) || isRefinedListing(url) || isRefusedAdd(url)) return next();
      void ensure(path).then(() => (files.has(path) ? serve(req, res, next) : next()));
    },
    forget(paths) {
      generation += 1;
      // Only pages in memory are rendered again; the others wait for their first request.
      const kept = paths.filter((path) => files.has(path));
      for (const path of paths) {
        files.delete(path);
        files.delete(path === "/" ? "/index.html" : `${path}/index.html`);
        // The page's data for client navigation, built beside it: React Router answers it from now on.
        files.delete(path === "/" ? "/_root.data" : `${path}.data`);
      }
      const previous = warming;
      warming = (async () => {
        await previous;
        for (const path of kept) if (isCataloguePage(path)) await ensure(path);
      })();
    },
    settled: () => warming,
  };
}
