import { renderToString } from "react-dom/server";
import { ServerRouter, type EntryContext, type HandleErrorFunction } from "react-router";
import { logRequestError } from "./server/base/log-lines.server";

export { createHttpApp } from "./server/http/http-app.server";
export { closeServices, getServices } from "./server/services.server";
export { serve, servingUrl } from "./server/http/serve.server";
export { adminPassword } from "./admin/sign-in/admin-password.server";

export const streamTimeout = 5_000;

/** A request's error in one line (an unmatched address is a warning), never a stack or a visitor's input. */
export const handleError: HandleErrorFunction = (error, { request }) => logRequestError(error, request);

/**
 * Renders the whole page to one string before sending it: pages are small, nothing on them
 * suspends (loaders have run), and every visitor gets complete HTML. A string costs the server
 * a fraction of a stream piped into a buffer (docs/decisions/151-precompressed-static-serving.md).
 */
export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const html = renderToString(<ServerRouter context={routerContext} url={request.url} />);
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(`<!DOCTYPE html>${html}`, { headers, status });
}
