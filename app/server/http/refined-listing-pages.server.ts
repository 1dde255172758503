// Filtered, sorted and later pages of the listings, rendered on their first request and kept, the
// least recently asked dropped past a memory bound, all dropped on any catalogue change
// (docs/decisions/224-filtered-listings-rendered-per-request.md).
import { listingParamsAsGiven } from "~/features/listing";
import { REFINED_LISTING_CACHE } from "~/features/listing/listing-page.server";
import { isBadAddress } from "./address-guard.server";
import { describeError } from "./log-lines.server";
import { isRefinedListing, SEARCH_PATH } from "./refined-listings.server";
import { renderedPage, sendFile, type NodeHandler, type StaticFile } from "./static-files.server";

/** What a listing address answers: its page, or the address it means (not in normal form, past the last page). */
type Answer = { page: StaticFile } | { location: string };

export interface RefinedListingPages {
  handler: NodeHandler;
  /** Drops every page kept: any change of the catalogue can change a filter's results and counts. */
  forget(): void;
}

const sizeOf = (answer: Answer) =>
  "page" in answer
    ? Object.values(answer.page.representations).reduce((sum, r) => sum + r.body.length, 0)
    : answer.location.length;

/**
 * The address a listing's page is kept under: its path and its listing parameters as given (a
 * campaign's tags change nothing on the page), and a search's words, so a request in normal form
 * and one that is not never share a page.
 */
function keyOf(url: string): string {
  const query = url.indexOf("?");
  const path = url.slice(0, query);
  const params = new URLSearchParams(url.slice(query + 1));
  const words = path === SEARCH_PATH ? new URLSearchParams({ q: params.get("q") ?? "" }).toString() : "";
  return `${path}?${[words, listingParamsAsGiven(params)].filter(Boolean).join("&")}`;
}

/** `render` answers a request as React Router does; `maxBytes` bounds the pages kept, every encoding counted. */
export function refinedListingPages(
  render: (request: Request) => Promise<Response>,
  siteUrl: string,
  maxBytes = 32 * 1024 * 1024,
): RefinedListingPages {
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recent first.
  const kept = new Map<string, Answer>();
  const rendering = new Map<string, Promise<Answer | undefined>>();
  let bytes = 0;
  // A render started before a change must not keep its page after it.
  let generation = 0;

  const keep = (key: string, answer: Answer) => {
    kept.set(key, answer);
    bytes += sizeOf(answer);
    for (const [oldest, dropped] of kept) {
      if (bytes <= maxBytes) break;
      kept.delete(oldest);
      bytes -= sizeOf(dropped);
    }
  };

  const answerOf = async (key: string): Promise<Answer | undefined> => {
    const started = generation;
    const response = await render(new Request(new URL(key, siteUrl)));
    let answer: Answer | undefined;
    const location = response.headers.get("Location");
    if (response.status === 302 && location) answer = { location };
    else if (response.status === 200) {
      const type = response.headers.get("Content-Type") ?? "text/html; charset=utf-8";
      const body = Buffer.from(await response.arrayBuffer());
      answer = { page: await renderedPage(body, type, { cacheControl: REFINED_LISTING_CACHE, effort: "fast" }) };
    }
    if (answer && started === generation) keep(key, answer);
    return answer;
  };

  const ensure = (key: string): Promise<Answer | undefined> => {
    let pending = rendering.get(key);
    if (!pending) {
      pending = answerOf(key).finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  };

  const send: (...args: Parameters<NodeHandler>) => (answer: Answer | undefined) => void =
    (req, res, next) => (answer) => {
      if (!answer) return next();
      if ("page" in answer) return sendFile(req, res, answer.page);
      res.statusCode = 302;
      res.setHeader("Location", answer.location);
      res.setHeader("Cache-Control", REFINED_LISTING_CACHE);
      res.end();
    };

  return {
    handler(req, res, next) {
      if (req.method !== "GET" && req.method !== "HEAD") return next();
      const url = req.url ?? "/";
      // React Router's data requests, and addresses the guard refuses, go the way of every other request.
      if (!isRefinedListing(url) || url.slice(0, url.indexOf("?")).endsWith(".data") || isBadAddress(url)) {
        return next();
      }
      const key = keyOf(url);
      const answer = kept.get(key);
      if (answer) {
        kept.delete(key);
        kept.set(key, answer);
        return send(req, res, next)(answer);
      }
      ensure(key).then(send(req, res, next), (error: unknown) => {
        console.error(`The listing ${key} could not be rendered: ${describeError(error)}`);
        next();
      });
    },
    forget() {
      generation += 1;
      kept.clear();
      bytes = 0;
    },
  };
}
