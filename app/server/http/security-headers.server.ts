import type { RequestHandler } from "express";
import { contentSecurityPolicy } from "./csp.server";

export interface SecurityHeaderOptions {
  https: boolean;
  dev: boolean;
  /** The Paystack API the shop talks to: its origin may receive the payment form's redirect. */
  paystackApi?: string;
}

/**
 * A stylesheet, script, font or raster picture: never a document (an SVG may be, so it is not one),
 * so a browser applies no page's policy from its answer, and on a slow connection the 0.7 kB of the
 * document-only headers would be sent with each, ahead of the first screen.
 */
const SUBRESOURCE = /\.(?:css|js|woff2|avif|webp|png|jpe?g)$/;

/**
 * Headers every response carries; a page's policy (content security, framing, permissions) only
 * where a document may be, and development (Vite's and React Router's inline scripts) has none.
 */
export function securityHeaders({ https, dev, paystackApi }: SecurityHeaderOptions): RequestHandler {
  const csp = contentSecurityPolicy(paystackApi);
  return (req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    if (SUBRESOURCE.test((req.url ?? "").split("?")[0]!)) return next();
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (!dev) res.setHeader("Content-Security-Policy", csp);
    next();
  };
}
