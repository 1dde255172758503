import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

export { createHttpApp } from "./server/http.server";
export { getServices } from "./server/services.server";

export const streamTimeout = 5_000;

/**
 * Renders the whole page before sending it: pages are small and every visitor gets complete HTML.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const html = await new Promise<string>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const body = new PassThrough();
        text(body).then(resolve, reject);
        pipe(body);
      },
      onShellError: reject,
      onError(error) {
        status = 500;
        console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000).unref();
  });
  const page = `<!DOCTYPE html>${html.replace(/^<!DOCTYPE html>/i, "")}`;
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(page, { headers, status });
}
