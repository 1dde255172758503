import type { RequestHandler } from "express";
import { contentSecurityPolicy } from "./csp.server";

export interface SecurityHeaderOptions {
  https: boolean;
  dev: boolean;
  /** The Paystack API the shop talks to: its origin may receive the payment form's redirect. */
  paystackApi?: string;
}

/** Headers every response carries; development (Vite's and React Router's inline scripts) has no policy. */
export function securityHeaders({ https, dev, paystackApi }: SecurityHeaderOptions): RequestHandler {
  const csp = contentSecurityPolicy(paystackApi);
  return (_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (!dev) res.setHeader("Content-Security-Policy", csp);
    if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
