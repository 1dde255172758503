/** For responses that show a shopper's or the owner's data: no shared cache keeps them. */
export const PRIVATE_NO_STORE = "private, no-store";

/** Headers for such a response, e.g. `data(view, { headers: privateHeaders() })`. */
export function privateHeaders(): Record<string, string> {
  return { "Cache-Control": PRIVATE_NO_STORE };
}

/**
 * A route's `headers` export for pages with private data: the loader's or error's headers, with
 * Cache-Control forced to private, no-store (also for the page's `.data` request).
 */
export function privateRouteHeaders({
  errorHeaders,
  loaderHeaders,
}: {
  errorHeaders?: Headers;
  loaderHeaders: Headers;
}): Headers {
  const headers = new Headers(errorHeaders ?? loaderHeaders);
  headers.set("Cache-Control", PRIVATE_NO_STORE);
  return headers;
}
