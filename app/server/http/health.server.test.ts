import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Readiness } from "../db/readiness.server";
import { healthChecks } from "./health.server";
import { rawRequest } from "../base/test-raw-request.server";
import { serve } from "./serve.server";

describe("the health checks", () => {
  let now: Readiness | Error = { ready: true };
  let stopping = false;
  const readiness = vi.fn(() => (now instanceof Error ? Promise.reject(now) : Promise.resolve(now)));
  const log = { log: vi.fn(), warn: vi.fn() };
  const handler = healthChecks({ readiness, stopping: () => stopping, log });
  const server = http.createServer((req, res) => handler(req, res, () => res.end("passed on")));
  const ask = (address: string, method = "GET") => rawRequest(server, address, {}, method);
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve)));
  afterAll(() => server.close());

  it("answer /healthz without asking whether the shop can serve", async () => {
    now = { ready: false, reason: "database unavailable" };
    const res = await ask("/healthz");
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe("ok\n");
    expect(readiness).not.toHaveBeenCalled();
    now = { ready: true };
  });

  it("answer /readyz 200 when ready and 503 with the reason when not, never to be stored or indexed", async () => {
    const ok = await ask("/readyz?from=balancer");
    expect(ok.status).toBe(200);
    expect(ok.body.toString()).toBe("ok\n");
    now = { ready: false, reason: "migrations not applied: 017-x" };
    const refused = await ask("/readyz");
    expect(refused.status).toBe(503);
    expect(refused.body.toString()).toBe("migrations not applied: 017-x\n");
    for (const res of [ok, refused]) {
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(res.headers["x-robots-tag"]).toBe("noindex");
      expect(Number(res.headers["content-length"])).toBe(res.body.length);
    }
    now = { ready: true };
  });

  it("answer HEAD as GET, without a body", async () => {
    now = { ready: false, reason: "database unavailable" };
    for (const [path, status] of [
      ["/healthz", 200],
      ["/readyz", 503],
    ] as const) {
      const res = await ask(path, "HEAD");
      expect(res.status).toBe(status);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.body.length).toBe(0);
    }
    now = { ready: true };
  });

  it("refuse other methods with 405 and Allow, and answer OPTIONS", async () => {
    for (const method of ["POST", "PUT", "DELETE", "TRACE"]) {
      const res = await ask("/readyz", method);
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe("GET, HEAD");
    }
    const options = await ask("/healthz", "OPTIONS");
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe("GET, HEAD, OPTIONS");
  });

  it("pass every other address on", async () => {
    for (const path of ["/", "/healthz/", "/readyz.txt", "/api/readyz", "/readyzz"]) {
      expect((await ask(path)).body.toString(), path).toBe("passed on");
    }
  });

  it("log nothing per request, one line only when readiness changes", async () => {
    await ask("/readyz"); // ready, as the earlier tests left it
    log.log.mockClear();
    log.warn.mockClear();
    for (let i = 0; i < 3; i++) await ask("/readyz");
    expect(log.log).not.toHaveBeenCalled();
    expect(log.warn).not.toHaveBeenCalled();
    now = { ready: false, reason: "database unavailable" };
    for (let i = 0; i < 3; i++) expect((await ask("/readyz")).status).toBe(503);
    expect(log.warn.mock.calls).toEqual([["Not ready (/readyz answers 503): database unavailable"]]);
    now = { ready: true };
    for (let i = 0; i < 3; i++) expect((await ask("/readyz")).status).toBe(200);
    expect(log.log.mock.calls).toEqual([["Ready again (/readyz answers 200)"]]);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it("answer 503 when the check itself fails", async () => {
    now = new Error("boom");
    const res = await ask("/readyz");
    expect(res.status).toBe(503);
    expect(res.body.toString()).toBe("readiness check failed\n");
    now = { ready: true };
    await ask("/readyz");
  });

  it("answer /readyz 503 shutting down once shutdown has begun, without asking the database", async () => {
    readiness.mockClear();
    stopping = true;
    const res = await ask("/readyz");
    expect(res.status).toBe(503);
    expect(res.body.toString()).toBe("shutting down\n");
    expect(readiness).not.toHaveBeenCalled();
    expect((await ask("/healthz")).status).toBe(200);
    stopping = false;
  });
});

describe("/readyz during a graceful shutdown", () => {
  it("answers 503 shutting down on a connection still open while the server drains", async () => {
    let arrived = () => {};
    const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
    let finishSlow = () => {};
    const serving = await serve(
      (req, res) =>
        health(req, res, () => {
          arrived();
          finishSlow = () => res.end("slow done");
        }),
      { port: 0 },
    );
    const health = healthChecks({ readiness: async () => ({ ready: true }), stopping: () => serving.stopping });
    // A balancer's kept-alive connection, busy with a request when the shutdown begins.
    const socket = net.connect(serving.port, "127.0.0.1");
    let received = "";
    let afterSlow = "";
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    socket.on("data", (chunk: Buffer) => {
      if (received.includes("slow done")) return void (afterSlow += chunk.toString());
      received += chunk.toString();
      if (received.includes("slow done")) socket.write("GET /readyz HTTP/1.1\r\nHost: shop.test\r\n\r\n");
    });
    socket.write("GET /slow HTTP/1.1\r\nHost: shop.test\r\n\r\n");
    await slowArrived;
    expect(serving.stopping).toBe(false);
    const stopped = serving.shutdown();
    expect(serving.stopping).toBe(true);
    finishSlow();
    await closed;
    await stopped;
    expect(afterSlow).toMatch(/^HTTP\/1\.1 503 /);
    expect(afterSlow).toContain("\r\n\r\nshutting down\n");
  });
});
