import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDb, type Db } from "./db.server";
import { bundledMigrations } from "./migrate.server";
import { databaseReadiness } from "./readiness.server";
import { tcpProxy } from "./test-tcp-proxy.server";
import { testDatabases, type TestDatabase } from "./test-databases.server";
import { describeOnBothDatabases } from "../test-data-suite.server";

const names = bundledMigrations().map((m) => m.name);

describeOnBothDatabases("readiness on %s", (suite) => {
  const t = suite.database();

  it("is ready once every bundled migration is applied", async () => {
    expect(await databaseReadiness(t.db)()).toEqual({ ready: true });
  });

  it("names a bundled migration the database has not applied", async () => {
    const last = names.at(-1)!;
    await t.db.query("delete from schema_migrations where name = $1", [last]);
    try {
      expect(await databaseReadiness(t.db)()).toEqual({ ready: false, reason: `migrations not applied: ${last}` });
    } finally {
      await t.db.query("insert into schema_migrations (name) values ($1)", [last]);
    }
    expect(await databaseReadiness(t.db)()).toEqual({ ready: true });
  });

  it("names three missing migrations at most and counts the rest", async () => {
    const later = ["901-a", "902-b", "903-c", "904-d", "905-e"];
    expect(await databaseReadiness(t.db, { migrations: [...names, ...later] })()).toEqual({
      ready: false,
      reason: "migrations not applied: 901-a, 902-b, 903-c and 2 more",
    });
  });
});

describe("readiness of a database that was never migrated", () => {
  it("lists the first migrations as not applied", async () => {
    const db = await openDb({ dataDir: "memory://" });
    try {
      expect(await databaseReadiness(db)()).toEqual({
        ready: false,
        reason: `migrations not applied: ${names.slice(0, 3).join(", ")} and ${names.length - 3} more`,
      });
    } finally {
      await db.close();
    }
  });
});

describe("readiness of a closed database", () => {
  it("is database unavailable", async () => {
    const { db } = await testDatabases.pglite();
    await db.close();
    expect(await databaseReadiness(db)()).toEqual({ ready: false, reason: "database unavailable" });
  });
});

describe("readiness of a database that does not answer", () => {
  it("answers each probe within the time, and sends the database one query for them all", async () => {
    let answer = () => {};
    const hanging = new Promise<never[]>((resolve) => (answer = () => resolve([])));
    const query = vi.fn(() => hanging);
    const hung = { kind: "postgres", query } as unknown as Db;
    const ready = databaseReadiness(hung, { timeoutMs: 200, migrations: [] });
    const started = Date.now();
    const answers = await Promise.all([ready(), ready(), ready()]);
    expect(answers).toEqual(Array(3).fill({ ready: false, reason: "database unavailable (no answer in 0.2 s)" }));
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await ready()).toMatchObject({ ready: false });
    expect(query).toHaveBeenCalledTimes(1);
    // The probe that joins the query as it is answered has its answer; the next one asks again.
    answer();
    expect(await ready()).toEqual({ ready: true });
    expect(query).toHaveBeenCalledTimes(1);
    expect(await ready()).toEqual({ ready: true });
    expect(query).toHaveBeenCalledTimes(2);
  });
});

describe("readiness while PostgreSQL goes away and comes back", () => {
  let t: TestDatabase;
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let db: Db;
  const log = { warn: vi.fn() };
  beforeAll(async () => {
    t = await testDatabases.postgres();
    proxy = await tcpProxy(t.url!);
    db = await openDb({ url: proxy.url, dataDir: "", log });
  });
  afterAll(async () => {
    await db.close();
    await proxy.close();
    await t.dispose();
  });

  it("is database unavailable while it is unreachable, and ready once it is back", async () => {
    const ready = databaseReadiness(db);
    expect(await ready()).toEqual({ ready: true });
    proxy.down();
    expect(await ready()).toEqual({ ready: false, reason: "database unavailable" });
    expect(await ready()).toEqual({ ready: false, reason: "database unavailable" });
    proxy.up();
    expect(await ready()).toEqual({ ready: true });
  });

  it("says so within the time when it hangs, and is ready once it answers again", async () => {
    const ready = databaseReadiness(db);
    proxy.silent();
    const started = Date.now();
    expect(await ready()).toEqual({ ready: false, reason: "database unavailable (no answer in 2 s)" });
    expect(Date.now() - started).toBeLessThan(3_000);
    proxy.up();
    await vi.waitFor(async () => expect(await ready()).toEqual({ ready: true }), { timeout: 5_000 });
  });
});
