import fs from "node:fs";
import type http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { unchangingCatalogue } from "../catalogue/live.server";
import { openDb, type Db } from "../db/db.server";
import { bundledMigrations } from "../db/migrate.server";
import { tcpProxy } from "../db/test-tcp-proxy.server";
import { testDatabases, type TestDatabase } from "../db/test-databases.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { parseEnv } from "../base/env.server";
import { Jobs } from "../base/jobs.server";
import { createProductSearch } from "../search/product-search.server";
import type { Services } from "../services.server";
import { createHttpApp } from "./http-app.server";
import { rawRequest } from "../base/test-raw-request.server";
import { PhotoFiles } from "../photos/photo-files.server";

// /healthz and /readyz through the shop's real HTTP app, on each kind of database.

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-health-"));
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

function listen(db: Db, stopping = () => false): Promise<http.Server> {
  const services: Services = {
    env: parseEnv({ NODE_ENV: "test", SITE_URL: "https://shop.test" }),
    db,
    jobs: new Jobs(),
    catalogue: unchangingCatalogue,
    search: createProductSearch(db),
    photos: new PhotoFiles("data/no-photos"),
  };
  const build = () => Promise.reject(new Error("no server build in this test"));
  const server = createHttpApp({ services, build, clientDir, stopping }).listen(0, "127.0.0.1");
  return new Promise((resolve) => server.once("listening", () => resolve(server)));
}

/** Everything the process prints, in order, to show that probes print nothing. */
let printed: string[] = [];
beforeEach(() => {
  printed = [];
  for (const level of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void printed.push(args.join(" ")));
  }
});
afterEach(() => vi.restoreAllMocks());

describeOnBothDatabases("the health checks on %s", (suite) => {
  const t = suite.database();
  let server: http.Server;
  const get = (address: string, method = "GET", headers: Record<string, string> = {}) =>
    rawRequest(server, address, { "accept-encoding": "gzip, br", ...headers }, method);
  beforeAll(async () => {
    server = await listen(t.db);
  }, 60_000);
  afterAll(async () => {
    server.close();
  });

  it("answer ok, uncompressed, never stored, with the security headers, and print nothing", async () => {
    for (const address of ["/healthz", "/readyz"]) {
      for (let i = 0; i < 3; i++) {
        const res = await get(address);
        expect(res.status, address).toBe(200);
        expect(res.body.toString()).toBe("ok\n");
        expect(res.headers["cache-control"]).toBe("no-store");
        // Compression, had it seen the answer, would have added Vary.
        expect(res.headers["content-encoding"]).toBeUndefined();
        expect(res.headers.vary).toBeUndefined();
        expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
        expect(res.headers["x-content-type-options"]).toBe("nosniff");
        expect(res.headers["strict-transport-security"]).toContain("max-age=");
      }
      const head = await get(address, "HEAD");
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
    }
    expect(printed).toEqual([]);
  });

  it("answer 405 to methods they do not take, before the route table", async () => {
    const res = await get("/readyz", "POST");
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("GET, HEAD");
    expect(printed).toEqual([]);
  });

  it("/readyz answers 503 naming a migration not applied, and 200 once it is", async () => {
    const last = bundledMigrations().at(-1)!.name;
    await t.db.query("delete from schema_migrations where name = $1", [last]);
    try {
      for (let i = 0; i < 3; i++) {
        const res = await get("/readyz");
        expect(res.status).toBe(503);
        expect(res.body.toString()).toBe(`migrations not applied: ${last}\n`);
        expect(res.headers["cache-control"]).toBe("no-store");
      }
      expect((await get("/healthz")).status).toBe(200);
    } finally {
      await t.db.query("insert into schema_migrations (name) values ($1)", [last]);
    }
    expect((await get("/readyz")).status).toBe(200);
    expect(printed).toEqual([
      `Not ready (/readyz answers 503): migrations not applied: ${last}`,
      "Ready again (/readyz answers 200)",
    ]);
  });
});

describe("/readyz while PostgreSQL is unreachable", () => {
  let t: TestDatabase;
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let db: Db;
  let server: http.Server;
  const get = (address: string) => rawRequest(server, address);
  beforeAll(async () => {
    t = await testDatabases.postgres();
    proxy = await tcpProxy(t.url!);
    // The pool's own line about each connection lost is kept apart from what the probes print.
    db = await openDb({ url: proxy.url, dataDir: "", log: { warn: () => {} } });
    server = await listen(db);
  });
  afterAll(async () => {
    server.close();
    await db.close();
    await proxy.close();
    await t.dispose();
  });

  it("answers 503 while the database is down and 200 once it is back, printing only the changes", async () => {
    expect((await get("/readyz")).status).toBe(200);
    proxy.down();
    for (let i = 0; i < 5; i++) {
      const res = await get("/readyz");
      expect(res.status).toBe(503);
      expect(res.body.toString()).toBe("database unavailable\n");
      expect(res.headers["cache-control"]).toBe("no-store");
    }
    expect((await get("/healthz")).status).toBe(200);
    proxy.up();
    for (let i = 0; i < 3; i++) expect((await get("/readyz")).status).toBe(200);
    expect(printed).toEqual([
      "Not ready (/readyz answers 503): database unavailable",
      "Ready again (/readyz answers 200)",
    ]);
  });

  it("answers 503 within about 2 s when the database hangs, and 200 once it answers", async () => {
    proxy.silent();
    const started = Date.now();
    const answers = await Promise.all([get("/readyz"), get("/readyz"), get("/readyz")]);
    expect(Date.now() - started).toBeLessThan(3_000);
    for (const res of answers) {
      expect(res.status).toBe(503);
      expect(res.body.toString()).toBe("database unavailable (no answer in 2 s)\n");
    }
    proxy.up();
    await vi.waitFor(async () => expect((await get("/readyz")).status).toBe(200), { timeout: 5_000 });
    expect(printed).toEqual([
      "Not ready (/readyz answers 503): database unavailable (no answer in 2 s)",
      "Ready again (/readyz answers 200)",
    ]);
  });
});

describe("/readyz once shutdown has begun", () => {
  it("answers 503 shutting down", async () => {
    const t = await testDatabases.pglite();
    let stopping = false;
    const server = await listen(t.db, () => stopping);
    try {
      expect((await rawRequest(server, "/readyz")).status).toBe(200);
      stopping = true;
      const res = await rawRequest(server, "/readyz");
      expect(res.status).toBe(503);
      expect(res.body.toString()).toBe("shutting down\n");
      expect(printed).toEqual([]);
    } finally {
      server.close();
      await t.dispose();
    }
  });
});
