// npm run bench:home [-- --no-build]: the admin's home over a shop of 100,000 orders (HOME_ORDERS)
// and 2,000 products (HOME_PRODUCTS), on PGlite and on PostgreSQL (DATABASE_URL, else the test
// server at 127.0.0.1:5432), each in a database of its own dropped after. The production server is
// started on it, the owner signs in, and /admin is asked for 200 times one after the other (after
// 20 to warm up). Goal: every answer a 200, p99 under 100 ms on both.
import { execSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDb } from "../../app/server/db/db.server";
import { migrate } from "../../app/server/db/migrate.server";
import { diskMigrations } from "../migration-files";
import { startServer } from "../start-server";
import { generateShop } from "./home-shop";
import { signInAsOwner } from "./owner-session";

const ORDERS = Number(process.env.HOME_ORDERS ?? 100_000);
const PRODUCTS = Number(process.env.HOME_PRODUCTS ?? 2_000);
const REQUESTS = 200;
const GOAL_MS = 100;
const PASSWORD = "bench-home-password-1234";
const POSTGRES = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

interface Result {
  engine: string;
  generated: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
}

if (!process.argv.includes("--no-build")) execSync("npm run build", { stdio: "inherit" });
const results: Result[] = [];
for (const engine of ["pglite", "postgres"] as const) results.push(await benchOn(engine));
report(results);

async function benchOn(engine: "pglite" | "postgres"): Promise<Result> {
  const database = engine === "pglite" ? pgliteDatabase() : await postgresDatabase();
  try {
    // Generating 100,000 orders takes longer than a request may.
    const db = await openDb({ ...database.open, statementTimeoutMs: 600_000 });
    const t = performance.now();
    try {
      await migrate(db, undefined, diskMigrations);
      await generateShop(db, { orders: ORDERS, products: PRODUCTS });
    } finally {
      await db.close(); // PGlite's folder takes one process at a time: the server's next
    }
    const generated = (performance.now() - t) / 1000;
    console.log(
      `${engine}: ${ORDERS.toLocaleString("en")} orders and ${PRODUCTS.toLocaleString("en")} products in ${generated.toFixed(1)} s`,
    );
    const server = await startServer({ ...database.env, ADMIN_PASSWORD: PASSWORD, RATE_LIMIT_MULTIPLIER: "100000" });
    try {
      const base = server.url.replace("localhost", "127.0.0.1");
      const cookie = await signInAsOwner(base, PASSWORD);
      const times: number[] = [];
      let errors = 0;
      for (let i = 0; i < REQUESTS + 20; i += 1) {
        const start = performance.now();
        const answer = await fetch(`${base}/admin`, { headers: { cookie, "accept-encoding": "gzip, br" } });
        const body = await answer.text();
        const ms = performance.now() - start;
        if (answer.status !== 200 || !body.includes("Money in")) errors += 1;
        if (i >= 20) times.push(ms);
      }
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.ceil(q * times.length) - 1]!;
      return { engine, generated, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: times[times.length - 1]!, errors };
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

function report(rows: Result[]): void {
  const load = os.loadavg().map((n) => n.toFixed(1));
  console.log(
    `\n/admin signed in, ${REQUESTS} requests one after another, ${ORDERS.toLocaleString("en")} orders, ${PRODUCTS.toLocaleString("en")} products, ${os.cpus().length} cores, load average ${load.join(" ")}:\n`,
  );
  console.log("| database | p50 | p95 | p99 | slowest | errors |\n|---|---|---|---|---|---|");
  for (const r of rows) {
    console.log(
      `| ${r.engine} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.max.toFixed(1)} ms | ${r.errors} |`,
    );
  }
  const goals = rows.map((r) => ({
    goal: `${r.engine}: every answer a 200, p99 under ${GOAL_MS} ms`,
    met: r.errors === 0 && r.p99 < GOAL_MS,
  }));
  console.log(`\nGoals:\n${goals.map((g) => `  ${g.met ? "met   " : "MISSED"} ${g.goal}`).join("\n")}`);
  if (goals.some((g) => !g.met)) process.exitCode = 1;
}

function pgliteDatabase() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-home-"));
  return {
    open: { dataDir: path.join(dataDir, "pglite") },
    env: { DATA_DIR: dataDir },
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresDatabase() {
  const name = `hazel_home_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-home-"));
  return {
    open: { url: url.toString(), dataDir: "" },
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    async drop() {
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
