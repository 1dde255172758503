// npm run bench:load [-- --no-build]: builds, starts the production server (embedded database,
// demo mode, rate limits raised) and a bare-Node floor serving the same pre-rendered page, loads
// each address with autocannon at 50 connections, prints req/s, p50, p99 and each one's share of
// the floor, then checks that every order and message answered with a 2xx is stored exactly once.
// With --during-backups, the owner's "Back up now" runs back to back through every row.
import { execSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDb } from "../../app/server/db/db.server";
import { startServer } from "../start-server";
import { keepBackingUp } from "./backup-loop";
import {
  BROWSER_ENCODINGS,
  CART_COOKIE,
  checkStored,
  newCartEachRequest,
  measure,
  messageRequests,
  newAccepted,
  orderRequests,
  table,
  type Measured,
  type Target,
} from "./load-targets";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const buildDir = process.env.BUILD_DIR ?? "build";

if (!process.argv.includes("--no-build")) execSync("npm run build", { stdio: "inherit" });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-load-"));
// No Paystack keys: demo mode. The multiplier lifts every rate limit for one address this far.
const duringBackups = process.argv.includes("--during-backups");
const password = "bench-owner-password";
// Loopback proxies are trusted so that each order names its own shopper (see orderRequests).
const server = await startServer({
  DATA_DIR: dataDir,
  RATE_LIMIT_MULTIPLIER: "100000",
  ADMIN_PASSWORD: password,
  TRUST_PROXY: "loopback",
});
const base = server.url.replace("localhost", "127.0.0.1");
const floor = await startFloor(path.join(buildDir, "client", "index.html"));

const accepted = newAccepted();
const page = { ...BROWSER_ENCODINGS };
const withCart = { ...BROWSER_ENCODINGS, cookie: CART_COOKIE };
const targets: Target[] = [
  { name: "pre-rendered home page `/`", url: `${base}/`, headers: page },
  { name: "product page `/naledi/orion-dress`", url: `${base}/naledi/orion-dress`, headers: page },
  { name: "collection listing `/naledi`", url: `${base}/naledi`, headers: page },
  {
    name: "filtered listing `/naledi?size=M&max=130000` (rendered once, then kept)",
    url: `${base}/naledi?size=M&max=130000`,
    headers: page,
  },
  { name: "`/cart`, two lines in the cookie", url: `${base}/cart`, headers: withCart },
  { name: "`/checkout`, two lines in the cookie", url: `${base}/checkout`, headers: withCart },
  // Each request another cart (its quantity counted up): every page is rendered, none sent from memory.
  { name: "`/cart`, another cart each request", url: base, requests: newCartEachRequest("/cart") },
  { name: "`/checkout`, another cart each request", url: base, requests: newCartEachRequest("/checkout") },
  { name: "`POST /api/messages`", url: base, requests: messageRequests(accepted) },
  { name: "`POST /api/orders` (demo mode)", url: base, requests: orderRequests(accepted) },
];

let floorRow: Measured;
const rows: Measured[] = [];
try {
  floorRow = await measure(
    { name: "floor: bare Node `http`, the home page", url: floor.url, headers: page },
    SECONDS,
    undefined,
    floor.process.pid,
  );
  for (const target of targets) {
    const backups = duringBackups ? await keepBackingUp(base, password) : undefined;
    rows.push(await measure(target, SECONDS, accepted, server.process.pid));
    const during = backups ? `, ${await backups.stop()}` : "";
    console.log(`measured ${target.name}${during}`);
  }
} finally {
  floor.process.kill("SIGTERM");
  await server.stop();
}

const db = await openDb({ dataDir: path.join(dataDir, "pglite") });
const problems = await checkStored(db, accepted);
await db.close();
fs.rmSync(dataDir, { recursive: true, force: true });

const [home, product, listing, filtered, cart, checkout, newCart, newCheckout] = rows as [
  Measured,
  Measured,
  Measured,
  Measured,
  Measured,
  Measured,
  Measured,
  Measured,
];
const goals = [
  ...[home, product, listing, cart, checkout].map((r) => ({
    goal: `${r.name}: at least half the floor, p99 under 20 ms`,
    met: r.rps >= floorRow.rps / 2 && r.p99 < 20,
  })),
  {
    goal: `${filtered.name}: 1,000 req/s or more, p99 under 50 ms`,
    met: filtered.rps >= 1000 && filtered.p99 < 50,
  },
  ...[newCart, newCheckout].map((r) => ({
    goal: `${r.name}: 800 req/s or more, p99 under 100 ms`,
    met: r.rps >= 800 && r.p99 < 100,
  })),
];

const load = os.loadavg().map((n) => n.toFixed(1));
console.log(
  `\nautocannon, 50 connections, ${SECONDS} s per row, ${os.cpus().length} cores, load average ${load.join(" ")}:\n`,
);
console.log(table([floorRow, ...rows], floorRow));
console.log(`\nGoals:\n${goals.map((g) => `  ${g.met ? "met   " : "MISSED"} ${g.goal}`).join("\n")}`);
console.log(
  `\nStored: ${accepted.orders.length} orders and ${accepted.messages.length} messages answered with a 2xx; ` +
    (problems.length
      ? `PROBLEMS:\n${problems.map((p) => `  ${p}`).join("\n")}`
      : "each is in the database exactly once."),
);
if (problems.length > 0 || goals.some((g) => !g.met)) process.exitCode = 1;

function startFloor(file: string): Promise<{ url: string; process: ReturnType<typeof spawn> }> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/bench/floor-server.ts", file], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      const url = /floor at (\S+)/.exec(chunk.toString())?.[1];
      if (url) resolve({ url, process: child });
    });
    child.once("exit", (code) => reject(new Error(`The floor server exited (${code})`)));
  });
}
