import type { ServerResponse } from "node:http";
import type { Readiness } from "../db/readiness.server";
import type { NodeHandler } from "./static-files.server";

export interface HealthOptions {
  /** Whether the shop can serve (databaseReadiness); never rejects. */
  readiness: () => Promise<Readiness>;
  /** True once shutdown has begun: /readyz then says no, so a load balancer sends nothing new. */
  stopping?: () => boolean;
  log?: Pick<Console, "log" | "warn">;
}

const ALLOW = "GET, HEAD";

/** A probe's answer: plain text, never stored, never indexed. */
function answer(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  const body = status === 204 ? "" : `${text}\n`;
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Robots-Tag", "noindex");
  if (body) {
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.setHeader("Content-Length", Buffer.byteLength(body));
  }
  res.end(body);
}

/**
 * GET /healthz: the process answers ("ok"), nothing else is asked. GET /readyz: the shop can serve
 * (200 "ok"), or 503 with the reason (the database, a migration, shutting down). Answered ahead of
 * everything but the security headers, and never logged per request: a probe every few seconds
 * would bury the log, and a database that stays down would print the same error each time. Only a
 * change of readiness is one line.
 */
export function healthChecks({ readiness, stopping = () => false, log = console }: HealthOptions): NodeHandler {
  // Start-up opened the database and applied the migrations before the first request.
  let wasReady = true;
  const note = (now: Readiness) => {
    if (now.ready === wasReady) return;
    wasReady = now.ready;
    if (now.ready) log.log("Ready again (/readyz answers 200)");
    else log.warn(`Not ready (/readyz answers 503): ${now.reason}`);
  };
  return (req, res, next) => {
    const path = req.url?.split("?", 1)[0];
    if (path !== "/healthz" && path !== "/readyz") return next();
    if (req.method === "OPTIONS") return answer(res, 204, "", { Allow: `${ALLOW}, OPTIONS` });
    if (req.method !== "GET" && req.method !== "HEAD") {
      return answer(res, 405, `${path} takes GET and HEAD only`, { Allow: ALLOW });
    }
    if (path === "/healthz") return answer(res, 200, "ok");
    // Said without asking the database: it is about to close.
    if (stopping()) return answer(res, 503, "shutting down");
    const asked = readiness().catch((): Readiness => ({ ready: false, reason: "readiness check failed" }));
    void asked.then((now) => {
      note(now);
      answer(res, now.ready ? 200 : 503, now.ready ? "ok" : now.reason);
    });
  };
}
