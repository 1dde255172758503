import type { RequestHandler } from "express";

const BACK_OFFICE = /^\/admin(?:[/.]|$)/;

/**
 * Every answer under /admin (pages, their data requests, CSV files, redirects, errors) is the
 * owner's alone: never stored by a cache, never indexed.
 */
export const ownerHeaders: RequestHandler = (req, res, next) => {
  if (BACK_OFFICE.test(req.path)) {
    res.setHeader("Cache-Control", "private, no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
  }
  next();
};
