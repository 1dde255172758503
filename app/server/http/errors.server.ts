import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import { describeError, requestLine } from "../base/log-lines.server";
import { PRIVATE_NO_STORE } from "../base/no-store.server";

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Headers the server reads to build the page's address count as absent when malformed (a Host
 * of "a b", a forwarded protocol of "gopher"), so they cannot turn a request into an error.
 */
export function dropMalformedHeaders(siteUrl: string): RequestHandler {
  const siteHost = new URL(siteUrl).host;
  return (req, _res, next) => {
    const { headers } = req;
    if (typeof headers.host !== "string" || !HOST.test(headers.host)) headers.host = siteHost;
    const forwardedHost = headers["x-forwarded-host"];
    if (
      forwardedHost !== undefined &&
      (typeof forwardedHost !== "string" || !HOST.test(forwardedHost.split(",")[0]!.trim()))
    ) {
      delete headers["x-forwarded-host"];
    }
    const proto = headers["x-forwarded-proto"];
    if (proto !== undefined && (typeof proto !== "string" || !/^https?$/i.test(proto.split(",")[0]!.trim()))) {
      delete headers["x-forwarded-proto"];
    }
    next();
  };
}

/**
 * A request answered before its body was read to the end (a 413, a 415) has the rest of its body
 * discarded as it arrives, never held: memory stays flat and the connection stays usable.
 */
export const discardUnreadBody: RequestHandler = (req, res, next) => {
  res.once("finish", () => {
    if (req.complete || req.destroyed) return;
    req.removeAllListeners("data");
    req.resume();
  });
  next();
};

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The shop's error page without React: for the rare error outside the pages' own boundaries. */
function errorPage(status: number, message: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Unexpected Application Error! | Hazel</title><meta name="robots" content="noindex">
<style>body{font-family:Georgia,serif;color:#2b2520;background:#fbf8f4;display:flex;min-height:100vh;margin:0;align-items:center;justify-content:center;text-align:center}main{display:flex;flex-direction:column;gap:1.5rem;padding:2rem}p.status{font-size:4rem;color:#6b3f2a;margin:0}a{color:#2b2520}</style>
</head><body><main id="main"><h1>Unexpected Application Error!</h1><p class="status"><span style="position:absolute;left:-9999px">Status </span>${status}</p><p>${escape(message)}</p><a href="/">Back to the shop</a></main></body></html>`;
}

/** An error answer without React: JSON under /api, the shop's error page elsewhere; never stored. */
export function sendError(req: Request, res: Response, status: number, message: string): void {
  res.status(status).set("Cache-Control", PRIVATE_NO_STORE);
  if (req.path.startsWith("/api/")) res.json({ error: message });
  else res.type("html").send(errorPage(status, message));
}

/**
 * The last handler: whatever went wrong outside the routes is answered without a stack or a
 * file path, as JSON under /api and as the shop's error page elsewhere, and logged in one line.
 */
export function finalErrorHandler(log: Pick<Console, "error"> = console): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const given =
      (error as { status?: unknown; statusCode?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode;
    const status = typeof given === "number" && given >= 400 && given < 600 ? given : 500;
    if (status >= 500) log.error(`${requestLine(req.method, req.path)} failed: ${describeError(error)}`);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    sendError(
      req,
      res,
      status,
      status >= 500
        ? "Something went wrong on our side. Please try again in a moment."
        : "The request could not be read.",
    );
  };
}
