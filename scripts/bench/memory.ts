// npm run bench:memory [-- --no-build] [--pglite-only]: the shop's resident memory on
// the embedded database and on PostgreSQL (TEST_DATABASE_URL, in a database of its own). For each: a
// first start (which makes the database) with its peak and idle RSS, a restart with its peak and
// idle RSS, then a workload (20 photos of 12 MP, one of 50 MP, a prices import, 10,000 searches)
// and the idle RSS after it: 10 s after, and the lowest in the 90 s after that.
import { execSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { TEST_DATABASE_URL } from "../../app/server/db/test-databases.server";
import { startServer, type RunningServer } from "../start-server";
import { signInAsOwner, formFields } from "./owner-session";
import { idleRss, rssOf, settledRss } from "./rss";

const PASSWORD = "bench-owner-password";
const MB = 1024 * 1024;

if (!process.argv.includes("--no-build")) execSync("npm run build", { stdio: "inherit" });

/** The highest RSS of the process while `work` runs, sampled every 20 ms. */
async function peakWhile<T>(pidOf: () => number | undefined, work: Promise<T>): Promise<[T, number]> {
  let peak = 0;
  const timer = setInterval(() => {
    const pid = pidOf();
    if (pid) peak = Math.max(peak, rssOf(pid));
  }, 20);
  try {
    return [await work, peak];
  } finally {
    clearInterval(timer);
  }
}

/** A camera-like JPEG of `megapixels` (noise, so it weighs what a photo does). */
function cameraJpeg(width: number, height: number, sigma: number): Promise<Buffer> {
  const noise = { type: "gaussian", mean: 128, sigma } as const;
  return sharp({ create: { width, height, channels: 3, background: "#808080", noise } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function uploadPhoto(base: string, cookie: string, product: number, jpeg: Buffer) {
  const form = new FormData();
  form.append("photos", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), `phone-${product}.jpg`);
  const answer = await fetch(`${base}/admin/products/${product}/photos`, {
    method: "POST",
    headers: { origin: base, cookie },
    body: form,
    redirect: "manual",
  });
  if (answer.status >= 400) throw new Error(`A photo upload answered ${answer.status}: ${await answer.text()}`);
}

/** Waits until no product's photos page says a photo is still being prepared. */
async function photosReady(base: string, cookie: string, products: number[]) {
  for (const id of products) {
    for (let tries = 0; ; tries++) {
      const html = await (await fetch(`${base}/admin/products/${id}/photos`, { headers: { cookie } })).text();
      if (!/processing|being prepared/i.test(html)) break;
      if (tries > 600) throw new Error(`Product ${id}'s photos were still being prepared after 5 minutes`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

/** Downloads the prices file, raises the first product's price by ₦1,000, previews and applies it. */
async function importPrices(base: string, cookie: string) {
  const csv = await (await fetch(`${base}/admin/products/prices.csv`, { headers: { cookie } })).text();
  const lines = csv.replace(/^\uFEFF/, "").split(/\r?\n/);
  const cells = lines[1]!.split(",");
  const priceColumn = lines[0]!.split(",").findIndex((h) => h.startsWith("Price"));
  cells[priceColumn] = String(Number(cells[priceColumn]) + 1000);
  lines[1] = cells.join(",");
  const post = (form: FormData) =>
    fetch(`${base}/admin/products/prices`, {
      method: "POST",
      headers: { origin: base, cookie },
      body: form,
      redirect: "manual",
    });
  const preview = new FormData();
  preview.append("intent", "preview-file");
  preview.append("file", new Blob([lines.join("\n")], { type: "text/csv" }), "prices.csv");
  const previewed = await post(preview);
  if (previewed.status !== 200) throw new Error(`The prices preview answered ${previewed.status}`);
  const apply = new FormData();
  for (const [name, value] of formFields(await previewed.text(), "Apply")) apply.append(name, value);
  const applied = await post(apply);
  if (applied.status !== 303) throw new Error(`The prices apply answered ${applied.status}`);
}

async function searches(base: string, count: number) {
  const words = ["dress", "blouse", "orion", "naledi", "silk", "skirt", "gown", "set", "kimono", "shirt"];
  for (let i = 0; i < count; i += 50) {
    await Promise.all(
      Array.from({ length: 50 }, (_, j) => {
        const q = `${words[(i + j) % words.length]} ${(i + j).toString(36)}`;
        return fetch(`${base}/search?q=${encodeURIComponent(q)}`).then((r) => r.arrayBuffer());
      }),
    );
  }
}

interface Row {
  database: string;
  firstSeconds: number;
  firstPeak: number;
  firstIdle: number;
  startSeconds: number;
  startPeak: number;
  idle: number;
  workloadPeak: number;
  /** Idle RSS 10 s after the workload (as `idle` is measured). */
  afterSoon: number;
  /** The lowest RSS in the 90 s after that. */
  after: number;
}

async function measureShop(database: string, env: Record<string, string>): Promise<Row> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-memory-"));
  let server: RunningServer | undefined;
  const start = async () => {
    const started = performance.now();
    let pid: number | undefined;
    const starting = startServer(
      { DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, RATE_LIMIT_MULTIPLIER: "100000", ...env },
      () => undefined,
      [],
      (child) => (pid = child.pid),
    );
    const [running, peak] = await peakWhile(() => pid, starting);
    server = running;
    return { running, peak, seconds: (performance.now() - started) / 1000 };
  };
  try {
    // The first start makes the database (migrations, the seed catalogue); a restart opens it.
    const first = await start();
    const firstIdle = await idleRss(first.running.process.pid!);
    await server?.stop();
    const { running, peak: startPeak, seconds: startSeconds } = await start();
    const pid = running.process.pid!;
    const base = running.url.replace("localhost", "127.0.0.1");
    const idle = await idleRss(pid);

    const cookie = await signInAsOwner(base, PASSWORD);
    const phone = await cameraJpeg(4000, 3000, 40);
    // Just under the shop's 50 MP and 25 MB limits, with a camera's grain.
    const big = await cameraJpeg(8660, 5773, 15);
    // Twenty of the seed catalogue's products (it has no ids 13 to 17, 22 or 23), and a 21st for the big one.
    const products = [...Array.from({ length: 12 }, (_, i) => i + 1), 18, 19, 20, 21, 24, 25, 26, 27];
    const [, workloadPeak] = await peakWhile(
      () => pid,
      (async () => {
        for (const id of products) await uploadPhoto(base, cookie, id, phone);
        await uploadPhoto(base, cookie, 28, big);
        await photosReady(base, cookie, [...products, 28]);
        await importPrices(base, cookie);
        await searches(base, 10_000);
      })(),
    );
    const afterSoon = await idleRss(pid);
    const after = await settledRss(pid, 90);
    return {
      database,
      firstSeconds: first.seconds,
      firstPeak: first.peak,
      firstIdle,
      startSeconds,
      startPeak,
      idle,
      workloadPeak,
      afterSoon,
      after,
    };
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows: Row[] = [await measureShop("embedded PGlite", {})];

const name = `hazel_memory_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
try {
  if (process.argv.includes("--pglite-only")) throw new Error("--pglite-only");
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  rows.push(await measureShop("PostgreSQL", { DATABASE_URL: url.toString() }));
  await admin.query(`drop database if exists ${name} with (force)`);
} catch (error) {
  console.error(`PostgreSQL was not measured: ${(error as Error).message}`);
} finally {
  await admin.end().catch(() => undefined);
}

const mb = (n: number) => `${Math.round(n)} MB`;
console.log(
  `\nResident memory (RSS), ${os.availableParallelism()} cores, ${Math.round(os.totalmem() / MB / 1024)} GiB:\n`,
);
console.log(
  "| database | first start (makes the database) | its peak | idle | restart | peak while starting | idle | peak in the workload | idle 10 s after it | lowest in the 90 s after that | after − idle |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|---|");
for (const r of rows) {
  console.log(
    `| ${r.database} | ${r.firstSeconds.toFixed(1)} s | ${mb(r.firstPeak)} | ${mb(r.firstIdle)} | ${r.startSeconds.toFixed(1)} s | ${mb(r.startPeak)} | ${mb(r.idle)} | ${mb(r.workloadPeak)} | ${mb(r.afterSoon)} | ${mb(r.after)} | ${mb(r.after - r.idle)} |`,
  );
}
console.log("\nWorkload: 20 photos of 12 MP, one of 50 MP (each prepared), a prices import, 10,000 searches.");
