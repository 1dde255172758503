// npm run bench: builds, starts the production server and runs Lighthouse (mobile preset,
// Debian's Chromium) three times on each page; prints the medians and writes the JSON.
// `--without-islands` blocks the islands' scripts: what the pages cost the browser on their own.
import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer } from "../start-server";
import { fillCart, runLighthouse, signedInAsOwner, type PageScore } from "./lighthouse-run";
import { startRatesFake } from "./rates-fake";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The owner's password for this run: the admin's home is measured signed in. */
const ADMIN_PASSWORD = "bench-lighthouse-password-1234";
const withoutIslands = process.argv.includes("--without-islands");
const blockedUrls = withoutIslands ? ["*/islands/*"] : [];
const allPages: Array<{ name: string; path: string; prepare?: Parameters<typeof runLighthouse>[1] }> = [
  { name: "home", path: "/" },
  { name: "listing", path: "/naledi" },
  { name: "filtered listing", path: "/naledi?size=M&max=130000" },
  { name: "search", path: "/search?q=dress" },
  { name: "product", path: "/naledi/orion-dress" },
  { name: "cart, empty", path: "/cart" },
  { name: "cart with items", path: "/cart", prepare: await fillCart("/naledi/orion-dress") },
  { name: "checkout, empty", path: "/checkout" },
  { name: "checkout", path: "/checkout", prepare: await fillCart("/naledi/orion-dress") },
  { name: "admin home", path: "/admin", prepare: signedInAsOwner(ADMIN_PASSWORD) },
];
// BENCH_PAGES="search,filtered listing" measures only those (names as above, comma-separated).
const only = process.env.BENCH_PAGES?.split(",").map((name) => name.trim());
const pages = only ? allPages.filter((page) => only.includes(page.name)) : allPages;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

if (!process.argv.includes("--no-build")) execSync("npm run build", { stdio: "inherit" });
const server = await startServer({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "hazel-bench-")), ADMIN_PASSWORD });
const rates = await startRatesFake();
const rows: Array<{ page: string; path: string } & PageScore> = [];
try {
  for (const page of pages) {
    const runs: PageScore[] = [];
    for (let i = 0; i < RUNS; i++)
      runs.push(await runLighthouse(`${server.url}${page.path}`, page.prepare, rates.chromeFlags, blockedUrls));
    const keys = Object.keys(runs[0]!) as Array<keyof PageScore>;
    rows.push({
      page: page.name,
      path: page.path,
      ...Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])),
    } as (typeof rows)[number]);
    console.log(`measured ${page.name}`);
  }
} finally {
  server.stop();
  rates.stop();
}

const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
const table = [
  "| page | perf | a11y | best practices | SEO | LCP | TBT | CLS | JS (gzip) | CSS (gzip) |",
  "|---|---|---|---|---|---|---|---|---|---|",
  ...rows.map(
    (r) =>
      `| ${r.page} (${r.path}) | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(2)} s | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${kb(r.jsBytes)} | ${kb(r.cssBytes)} |`,
  ),
].join("\n");
const scripts = withoutIslands ? ", islands' scripts blocked" : "";
console.log(
  `\nLighthouse ${RUNS} runs per page, median, mobile preset (${os.cpus().length} cores${scripts}):\n\n${table}\n`,
);
fs.mkdirSync("bench/results", { recursive: true });
const file = `bench/results/${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
fs.writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), runs: RUNS, withoutIslands, rows }, null, 2));
console.log(`Written to ${file}`);
