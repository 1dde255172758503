// Filtered, sorted and later pages of the listings, rendered on their first request and kept, the
// least recently asked dropped past a memory bound, all dropped on any catalogue change
// (docs/decisions/224-filtered-listings-rendered-per-request.md).
import { REFINED_LISTING_CACHE } from "~/features/listing/listing-page.server";
import { BoundedCache } from "../base/bounded-cache.server";
import { isBadAddress } from "./address-guard.server";
import { describeError } from "../base/log-lines.server";
import { isRefinedListing, listingKey, LONGEST_LISTING_KEY } from "./refined-listings.server";
import { renderedPage, sendFile, type NodeHandler, type StaticFile } from "./static-files.server";

/** What a listing address answers: its page, or the address it means (not in normal form, past the last page). */
type Answer = { page: StaticFile } | { location: string };

export interface RefinedListingPages {
  handler: NodeHandler;
  /** Drops every page kept: any change of the catalogue can change a filter's results and counts. */
  forget(): void;
}

/** The bytes an answer holds: every encoding of a page, or a redirect's address (two bytes a character). */
const sizeOf = (answer: Answer) =>
  "page" in answer
    ? Object.values(answer.page.representations).reduce((sum, r) => sum + r.body.length + 256, 0)
    : 2 * answer.location.length;

/**
 * The memory the kept answers take at most, keys and both compressed copies counted. A page is
 * kept as brotli and gzip only: its bytes as they are, 2.5 to 5 times those two together,
 * are unpacked from the gzip copy for the rare client that takes neither. A listing of 48 cards
 * is about 33 kB so, a search's page 7-25 kB: some 250 listings or 700-1,200 searches' pages,
 * about as many as 32 MB held with the bytes as they are (docs/decisions/270-kept-pages-compressed-only.md).
 */
const KEPT_LISTING_BYTES = 8 * 1024 * 1024;

/** `render` answers a request as React Router does; `maxBytes` bounds the answers kept, their keys and every encoding counted. */
export function refinedListingPages(
  render: (request: Request) => Promise<Response>,
  siteUrl: string,
  maxBytes = KEPT_LISTING_BYTES,
): RefinedListingPages {
  const kept = new BoundedCache<Answer>({ maxBytes, maxKeyLength: LONGEST_LISTING_KEY });
  // Renders under way, one per key: as many as requests in flight, each gone once answered.
  const rendering = new Map<string, Promise<Answer | undefined>>();
  // A render started before a change must not keep its page after it.
  let generation = 0;

  const answerOf = async (key: string): Promise<Answer | undefined> => {
    const started = generation;
    const response = await render(new Request(new URL(key, siteUrl)));
    let answer: Answer | undefined;
    const location = response.headers.get("Location");
    if (response.status === 302 && location) answer = { location };
    else if (response.status === 200) {
      const type = response.headers.get("Content-Type") ?? "text/html; charset=utf-8";
      const body = Buffer.from(await response.arrayBuffer());
      answer = {
        page: await renderedPage(body, type, {
          cacheControl: REFINED_LISTING_CACHE,
          effort: "fast",
          identity: "unpacked",
        }),
      };
    }
    if (answer && started === generation) kept.set(key, answer, sizeOf(answer));
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
      const key = listingKey(url);
      const answer = kept.get(key);
      if (answer) return send(req, res, next)(answer);
      ensure(key).then(send(req, res, next), (error: unknown) => {
        console.error(`The listing ${key} could not be rendered: ${describeError(error)}`);
        next();
      });
    },
    forget() {
      generation += 1;
      kept.clear();
    },
  };
}
