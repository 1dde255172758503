// npm run bench:cluster [-- --no-build]: three shop instances on one PostgreSQL (TEST_DATABASE_URL,
// in a database of its own) behind nginx with deploy/nginx.conf, all started at once on the empty
// database; shoppers place orders and send messages through nginx while one instance is stopped
// and started again. Then checks: every order and message answered with a 2xx stored exactly once,
// the migrations applied once, the EmailJS fake never called twice within a second nor sent the
// same message twice, each unpaid order re-checked with Paystack once per check, a price saved
// once shown by every instance within 5 s, and the deposit run's payments (deposit-run.ts): each
// stored once, each order's paid total what Paystack took, each order with both payments paid in full;
// and the booking round's appointments (booking-run.ts): no room sold twice, every fee stored once;
// and the aso-ebi round's group of 200 guests (aso-ebi-run.ts): every share and payment stored once,
// the group's totals the sum of its orders' accounts.
import { execSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDb } from "../../app/server/db/db.server";
import { TEST_DATABASE_URL } from "../../app/server/db/test-databases.server";
import { startEmailjsFake } from "../../test-fakes/emailjs";
import { startPaystackFake } from "../../test-fakes/paystack";
import { checkStored, measure, messageRequests, newAccepted, orderRequests, table } from "./load-targets";
import { timeCatalogueChange, timeSaleStart } from "./catalogue-follow";
import { startNginx } from "./nginx";
import { checkDeposits, depositRun, type DepositRun } from "./deposit-run";
import { bookingRun, checkBookings, type BookingRun } from "./booking-run";
import { asoEbiRun, checkAsoEbi, type AsoEbiRun } from "./aso-ebi-run";
import { startServer, type RunningServer } from "../start-server";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const INSTANCES = 3;

if (spawnSync("nginx", ["-v"]).error) {
  console.error(
    "nginx is not installed. On Debian: sudo apt-get install -y nginx (the benchmark runs its own, not the service).",
  );
  process.exit(1);
}
if (!process.argv.includes("--no-build")) execSync("npm run build", { stdio: "inherit" });

const name = `hazel_cluster_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(TEST_DATABASE_URL);
url.pathname = `/${name}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-cluster-"));

const emailjs = await startEmailjsFake();
const paystack = await startPaystackFake();
const ports = await Promise.all(Array.from({ length: INSTANCES }, freePort));
const env = (port: number) => ({
  DATABASE_URL: url.toString(),
  PORT: String(port),
  // As deploy/nginx.conf says: reachable only through nginx on this host, which names the shopper.
  HOST: "127.0.0.1",
  TRUST_PROXY: "loopback",
  RATE_LIMIT_MULTIPLIER: "100000",
  // Unpaid orders are re-checked within the run (where the shop has the job).
  RECONCILE_SCHEDULE_SECONDS: "3,6",
  RECONCILE_POLL_SECONDS: "1",
  ...emailjs.env,
  ...paystack.env,
});
const logs = ports.map((port) => path.join(work, `instance-${port}.log`));
const start = (i: number) => startServer(env(ports[i]!), (chunk) => fs.appendFileSync(logs[i]!, chunk));

const problems: string[] = [];
const accepted = newAccepted();
let servers: RunningServer[] = [];
let followed = "the catalogue change was not timed";
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
let rows: Awaited<ReturnType<typeof measure>>[] = [];
let restart = "";
let deposits: DepositRun | undefined;
let bookings: BookingRun | undefined;
let asoEbi: AsoEbiRun | undefined;
try {
  // All at once on the empty database: the migrations must run once, whoever gets there first.
  const starts = await Promise.allSettled(ports.map((_, i) => start(i)));
  servers = starts.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  const failed = starts.flatMap((r, i) =>
    r.status === "rejected" ? [`instance ${i + 1}: ${firstLine(r.reason)}`] : [],
  );
  if (failed.length > 0) {
    problems.push(...failed.map((f) => `start on the empty database failed, ${f}`));
  } else {
    nginx = await startNginx(work, ports);
    const base = nginx.url;
    const restarted = (async () => {
      await new Promise((r) => setTimeout(r, (SECONDS * 1000) / 3 + 2000));
      const t0 = Date.now();
      await servers[1]!.stop();
      servers[1] = await start(1);
      restart = `instance 2 stopped and started again in ${((Date.now() - t0) / 1000).toFixed(1)} s`;
    })().catch((error: unknown) => {
      problems.push(`instance 2 did not start again: ${firstLine(error)}`);
    });
    [rows, deposits, bookings, asoEbi] = await Promise.all([
      Promise.all([
        measure(
          { name: "`POST /api/orders` through nginx", url: base, requests: orderRequests(accepted) },
          SECONDS,
          accepted,
        ),
        measure(
          { name: "`POST /api/messages` through nginx", url: base, requests: messageRequests(accepted) },
          SECONDS,
          accepted,
        ),
      ]),
      // Deposit orders paid in two payments all the while, across the restart.
      depositRun(base, paystack, SECONDS),
      // The same appointment times booked from the three instances, across the restart.
      bookingRun(base, () => servers.map((s) => s.url), SECONDS),
      // One group of 200 guests joining and paying from the three instances, across the restart.
      asoEbiRun(base, paystack, () => servers.map((s) => s.url)),
    ]);
    await restarted;
    // The relay and the re-checks go on a few seconds more, still on all instances.
    await new Promise((r) => setTimeout(r, 8000));
    // A catalogue change saved once is on every instance within 5 s.
    const seen = await timeCatalogueChange(
      url.toString(),
      servers.map((s) => s.url),
    );
    followed = `a saved price shown by the ${seen.length} instances after ${seen.map((s) => `${s.toFixed(2)} s`).join(", ")}`;
    if (seen.some((s) => s > 5)) problems.push(`catalogue: ${followed} (goal: under 5 s)`);
    // A sale scheduled ahead starts on every instance within 5 s, with nobody at the keyboard.
    const flipped = await timeSaleStart(
      url.toString(),
      servers.map((s) => s.url),
    );
    followed += `; a sale's price shown by them ${flipped.map((s) => `${s.toFixed(2)} s`).join(", ")} after its start`;
    if (flipped.some((s) => s > 5))
      problems.push(`sales: a sale's start took ${flipped.join(", ")} s (goal: under 5 s)`);
  }
} finally {
  nginx?.stop();
  await Promise.all(servers.map((s) => s.stop()));
}

const db = await openDb({ url: url.toString(), dataDir: "" });
try {
  problems.push(...(await checkStored(db, accepted)));
  problems.push(...(await checkMigrations(db)));
  problems.push(...checkRelay());
  problems.push(...(await checkRechecks(db)));
  if (deposits) problems.push(...(await checkDeposits(db, deposits)));
  if (bookings) problems.push(...(await checkBookings(db)));
  if (asoEbi) problems.push(...(await checkAsoEbi(db, asoEbi)));
} finally {
  await db.close();
  await admin.query(`drop database if exists ${name}`);
  await admin.end();
  await emailjs.close();
  await paystack.close();
}

console.log(
  `\n${INSTANCES} instances behind nginx on one PostgreSQL, ${SECONDS} s, ${os.cpus().length} cores; ${restart}:\n`,
);
console.log(table(rows));
console.log(
  `\nOrders answered 2xx: ${accepted.orders.length}; messages: ${accepted.messages.length}; ` +
    `EmailJS requests: ${emailjs.calls.length}; Paystack re-checks: ${paystack.verifyCalls.length}; ${followed}.`,
);
if (deposits)
  console.log(
    `Deposit orders placed: ${deposits.placed.length}, deposit and balance both paid: ${deposits.paidBoth.length}; ` +
      `payments Paystack took: ${deposits.taken.size}; webhooks delivered: ${deposits.webhooks} ` +
      `(${deposits.twice} of them a second time); requests retried after a 5xx or reset: ${deposits.retried}.`,
  );
if (bookings)
  console.log(
    `Appointment bookings tried: ${bookings.tries}, held and paid: ${bookings.booked}/${bookings.paid}, ` +
      `refused (full): ${bookings.refused}, unreachable (restart): ${bookings.unreachable}; no room sold twice, every fee stored once unless PROBLEMS say so.`,
  );
if (asoEbi)
  console.log(
    `Aso-ebi: one group, ${asoEbi.joined.length} guests joined and ${asoEbi.taken.size} paid their shares in ` +
      `${(asoEbi.took / 1000).toFixed(1)} s from the three instances; webhooks delivered: ${asoEbi.webhooks}; ` +
      `requests sent again after an unreachable instance or a 5xx: ${asoEbi.retried}.`,
  );
console.log(problems.length ? `\nPROBLEMS:\n${problems.map((p) => `  ${p}`).join("\n")}` : "\nEvery check held.");
if (problems.length > 0) process.exitCode = 1;
fs.rmSync(work, { recursive: true, force: true });

async function checkMigrations(db: Awaited<ReturnType<typeof openDb>>): Promise<string[]> {
  const files = fs.readdirSync("app/server/db/migrations").filter((f) => f.endsWith(".sql"));
  const rows = await db.query<{ name: string; n: string; at: string }>(
    "select name, count(*) as n, count(distinct applied_at) as at from schema_migrations group by name",
  );
  const out: string[] = [];
  if (rows.length !== files.length) out.push(`migrations: ${rows.length} recorded for ${files.length} files`);
  if (rows.some((r) => Number(r.n) !== 1)) out.push("migrations: one was recorded more than once");
  return out;
}

/** EmailJS takes one request a second from the whole shop; each message goes once. */
function checkRelay(): string[] {
  const out: string[] = [];
  const times = emailjs.calls.map((c) => c.at).sort((a, b) => a - b);
  const gaps = times.slice(1).map((t, i) => t - times[i]!);
  const close = gaps.filter((gap) => gap < 1000);
  if (close.length > 0) {
    const smallest = Math.min(...close);
    out.push(
      `relay: ${close.length} of ${times.length} EmailJS requests came under a second after the one before (closest ${smallest} ms)`,
    );
  }
  const sent = emailjs.calls.filter((c) => c.status === 200).map((c) => c.fields.message ?? "");
  const twice = sent.length - new Set(sent).size;
  if (twice > 0) out.push(`relay: ${twice} messages were sent to EmailJS more than once`);
  if (emailjs.calls.length === 0) out.push("relay: nothing reached EmailJS");
  return out;
}

/** Each re-check of an unpaid order was made by one instance: Paystack asked once per check. */
async function checkRechecks(db: Awaited<ReturnType<typeof openDb>>): Promise<string[]> {
  const [column] = await db.query(
    "select 1 from information_schema.columns where table_name = 'orders' and column_name = 'check_count'",
  );
  if (!column) {
    console.log("(This build has no payment re-check job: nothing to check there.)");
    return [];
  }
  // The deposit run's orders are verified by their shoppers too: those calls are not re-checks.
  const rows = await db.query<{ reference: string; check_count: number }>(
    "select reference, check_count from orders where deposit is null",
  );
  const asked = new Map<string, number>();
  for (const ref of paystack.verifyCalls) asked.set(ref, (asked.get(ref) ?? 0) + 1);
  const off = rows.filter((r) => (asked.get(r.reference) ?? 0) !== r.check_count);
  return off.length
    ? [`re-checks: ${off.length} orders were asked about a different number of times than they were checked`]
    : [];
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split("\n").filter(Boolean).slice(-1)[0] ?? text;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once("error", reject);
  });
}
