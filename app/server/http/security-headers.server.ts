import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { contentSecurityPolicy } from "./csp.server";

export interface SecurityHeaderOptions {
  https: boolean;
  dev: boolean;
  /** The Paystack API the shop talks to: its origin may receive the payment form's redirect. */
  paystackApi?: string;
}

/**
 * A stylesheet, script, font or raster picture: never rendered as a document (an SVG may be, so it
 * is not one), so a browser applies no page's policy from its answer, and on a slow connection the
 * 0.7 kB of the document-only headers would be sent with each, ahead of the first screen.
 */
const ASSET_TYPE = /^(?:text\/css|text\/javascript|application\/javascript|font\/|image\/(?:avif|webp|png|jpeg))\b/i;

/** The answer's type, as given to writeHead or set before it. */
function typeOf(res: ServerResponse, args: unknown[]): string {
  const given = args.find((arg) => typeof arg === "object" && arg !== null && !Array.isArray(arg));
  for (const [name, value] of Object.entries(given ?? {}))
    if (name.toLowerCase() === "content-type") return String(value);
  return String(res.getHeader("content-type") ?? "");
}

/**
 * Headers every response carries; a page's policies (content security, framing, permissions) on
 * every answer but an asset's, decided by its type as its head is written. Development (Vite's and
 * React Router's inline scripts) has no content security policy.
 */
export function securityHeaders({ https, dev, paystackApi }: SecurityHeaderOptions): RequestHandler {
  const csp = contentSecurityPolicy(paystackApi);
  return (_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      if (!ASSET_TYPE.test(typeOf(this, args))) {
        this.setHeader("X-Frame-Options", "DENY");
        this.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
        if (!dev) this.setHeader("Content-Security-Policy", csp);
      }
      return (writeHead as (...rest: unknown[]) => ServerResponse).apply(this, args);
    } as typeof res.writeHead;
    next();
  };
}
