import type { RequestHandler } from "express";

export interface SecurityHeaderOptions {
  https: boolean;
  dev: boolean;
}

/** Headers every response carries. */
export function securityHeaders({ https }: SecurityHeaderOptions): RequestHandler {
  return (_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Content-Security-Policy", "frame-ancestors 'none'");
    res.setHeader("X-Frame-Options", "DENY");
    if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
