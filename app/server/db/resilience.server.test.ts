import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDb, type Db } from "./db.server";
import { bundledMigrations, migrate } from "./migrate.server";
import { migratedPgliteDump, TEST_DATABASE_URL } from "./test-databases.server";
import { DatabaseUnavailable } from "./unavailable.server";

/** A fresh, empty database of this test's own on the shared server; only its connections are ever ended. */
async function ownDatabase() {
  const name = `hazel_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /** Ends every connection to this database, as a server restart would. */
    terminateAll: () =>
      admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [name],
      ),
    async drop() {
      await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}

describe("PostgreSQL going away", () => {
  let own: Awaited<ReturnType<typeof ownDatabase>>;
  let db: Db;
  const log = { warn: vi.fn() };
  beforeAll(async () => {
    own = await ownDatabase();
    db = await openDb({ url: own.url, dataDir: "", log, statementTimeoutMs: 2_000 });
  });
  afterAll(async () => {
    await db.close();
    await own.drop();
  });

  it("fails only the query in flight, with a 503, and serves the next one on a new connection", async () => {
    // Caught at once: the failure can arrive before the termination's own answer.
    const inFlight = db.query("select pg_sleep(5)").catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 300));
    await own.terminateAll();
    const failure = await inFlight;
    expect(failure).toBeInstanceOf(DatabaseUnavailable);
    expect((failure as Response).status).toBe(503);
    expect(await (failure as Response).json()).toEqual({
      error: "The shop cannot reach its database just now. Please try again in a moment.",
    });
    expect(await db.query("select 1 as n")).toEqual([{ n: 1 }]);
  });

  it("survives its idle connections being ended (an error listener on the pool)", async () => {
    await Promise.all([db.query("select 1"), db.query("select 1"), db.query("select 1")]);
    await own.terminateAll();
    await new Promise((r) => setTimeout(r, 300));
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining("A database connection was lost"));
    expect(await db.query("select 2 as n")).toEqual([{ n: 2 }]);
  });

  it("never returns a connection whose transaction could not be rolled back", async () => {
    for (let i = 0; i < 12; i++) {
      const failed = db.transaction(async (tx) => {
        await tx.query("select pg_terminate_backend(pg_backend_pid())").catch(() => {});
        await tx.query("select 1");
      });
      await expect(failed).rejects.toBeInstanceOf(DatabaseUnavailable);
    }
    // The pool holds at most 10: had a dead connection gone back, these would meet it.
    const answers = await Promise.all(Array.from({ length: 10 }, () => db.query<{ n: number }>("select 3 as n")));
    expect(answers.flat()).toEqual(Array(10).fill({ n: 3 }));
  });

  it("ends a statement that runs past the timeout, with a 503", async () => {
    const started = Date.now();
    await expect(db.query("select pg_sleep(10)")).rejects.toBeInstanceOf(DatabaseUnavailable);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe("PostgreSQL that never answers", () => {
  it("gives up connecting after the timeout instead of hanging", async () => {
    const silent = net.createServer(() => {}); // accepts, never speaks
    await new Promise<void>((r) => silent.listen(0, "127.0.0.1", r));
    const port = (silent.address() as net.AddressInfo).port;
    const started = Date.now();
    const opening = openDb({ url: `postgres://postgres@127.0.0.1:${port}/none`, dataDir: "", connectTimeoutMs: 500 });
    await expect(opening).rejects.toBeInstanceOf(DatabaseUnavailable);
    expect(Date.now() - started).toBeLessThan(3_000);
    silent.close();
  });
});

/**
 * A PostgreSQL stand-in speaking just enough of the protocol: every connection is accepted and
 * answers simple queries; the connections after the first are ended by the server ("terminating
 * connection due to administrator command") in the very write that says they are ready.
 */
function serverEndingNewConnections() {
  const message = (type: string, body: Buffer) => {
    const header = Buffer.alloc(5);
    header.write(type, 0);
    header.writeInt32BE(body.length + 4, 1);
    return Buffer.concat([header, body]);
  };
  const authenticated = message("R", Buffer.from([0, 0, 0, 0]));
  const ready = message("Z", Buffer.from("I"));
  const terminated = message(
    "E",
    Buffer.from("SFATAL\0C57P01\0Mterminating connection due to administrator command\0\0"),
  );
  let connections = 0;
  return net.createServer((socket) => {
    const first = ++connections === 1;
    let pending = Buffer.alloc(0);
    let started = false;
    socket.on("error", () => {});
    socket.on("data", (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        const headerLength = started ? 5 : 4;
        if (pending.length < headerLength) return;
        const length = pending.readInt32BE(headerLength - 4) + headerLength - 4;
        if (pending.length < length) return;
        const type = started ? String.fromCharCode(pending[0]!) : "startup";
        pending = pending.subarray(length);
        started = true;
        if (type === "startup" && first) socket.write(Buffer.concat([authenticated, ready]));
        else if (type === "startup") socket.end(Buffer.concat([authenticated, ready, terminated]));
        else if (type === "Q") socket.write(Buffer.concat([message("C", Buffer.from("SELECT 0\0")), ready]));
        else if (type === "X") socket.end();
      }
    });
  });
}

describe("a connection ended as it is handed over", () => {
  it("fails the transaction that took it with a 503 and leaves the process running", async () => {
    const server = serverEndingNewConnections();
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as net.AddressInfo;
    const log = { warn: vi.fn() };
    const db = await openDb({ url: `postgres://postgres@127.0.0.1:${port}/none`, dataDir: "", log });
    try {
      // The first connection is held by one transaction, so the second needs a new one.
      let release = () => {};
      const holding = db.transaction(() => new Promise<void>((r) => (release = r)));
      await new Promise((r) => setTimeout(r, 100));
      await expect(db.transaction(async () => {})).rejects.toBeInstanceOf(DatabaseUnavailable);
      release();
      await holding;
      expect(log.warn).toHaveBeenCalledWith(
        expect.stringContaining("terminating connection due to administrator command"),
      );
    } finally {
      await db.close();
      server.close();
    }
  });
});

describe("migrations", () => {
  it("run once when two instances start together", async () => {
    const own = await ownDatabase();
    const [a, b] = await Promise.all([openDb({ url: own.url, dataDir: "" }), openDb({ url: own.url, dataDir: "" })]);
    try {
      const [first, second] = await Promise.all([migrate(a), migrate(b)]);
      const names = bundledMigrations().map((m) => m.name);
      expect([first, second].sort((x, y) => y.length - x.length)).toEqual([names, []]);
      expect(
        (await a.query<{ name: string }>("select name from schema_migrations order by name")).map((r) => r.name),
      ).toEqual(names);
    } finally {
      await a.close();
      await b.close();
      await own.drop();
    }
  });
});

// A new folder starts from the run's migrated dump: PGlite's initdb takes seconds on a busy machine.
describe("the embedded database's directory lock", { timeout: 60_000 }, () => {
  const dump = migratedPgliteDump();
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-lock-"));
    dirs.push(dir);
    return path.join(dir, "pglite");
  };
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it("refuses a second opening of the same directory, naming it and the holder", async () => {
    const dataDir = tempDir();
    const first = await openDb({ dataDir, dump });
    await expect(openDb({ dataDir })).rejects.toThrow(
      `The database directory ${dataDir} is in use by process ${process.pid}`,
    );
    await first.close();
    const again = await openDb({ dataDir });
    await again.close();
  });

  it("refuses while another live process holds it", async () => {
    const dataDir = tempDir();
    const other = spawn("sleep", ["30"]);
    try {
      fs.mkdirSync(dataDir, { recursive: true });
      fs.writeFileSync(`${dataDir}.lock`, String(other.pid));
      await expect(openDb({ dataDir })).rejects.toThrow(`is in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it("takes over the lock of a process that has ended", async () => {
    const dataDir = tempDir();
    const ended = spawn("true");
    await new Promise((r) => ended.once("exit", r));
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(`${dataDir}.lock`, String(ended.pid));
    const db = await openDb({ dataDir, dump });
    expect(JSON.parse(fs.readFileSync(`${dataDir}.lock`, "utf8"))).toMatchObject({ pid: process.pid });
    await db.close();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
