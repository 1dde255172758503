// npm run bench: builds, starts the production server and runs Lighthouse (Debian's Chromium)
// three times on each page under each profile (the mobile preset, and Regular 3G); prints the
// medians and writes the JSON.
// `--without-islands` blocks the islands' scripts: what the pages cost the browser on their own.
import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer } from "../start-server";
import { fillCart, MOBILE, REGULAR_3G, runLighthouse, signedInAsOwner, type PageScore } from "./lighthouse-run";
import { startRatesFake } from "./rates-fake";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The owner's password for this run: the admin's home is measured signed in. */
const ADMIN_PASSWORD = "bench-lighthouse-password-1234";
const withoutIslands = process.argv.includes("--without-islands");
const blockedUrls = withoutIslands ? ["*/islands/*"] : [];
const allPages: Array<{ name: string; path: string; prepare?: Parameters<typeof runLighthouse>[1] }> = [
  { name: "home", path: "/" },
  { name: "collections", path: "/collections" },
  { name: "sub-store", path: "/hazelbee" },
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
// BENCH_PROFILES="3G" measures under that profile only ("mobile", "3G"; both by default).
const onlyProfiles = process.env.BENCH_PROFILES?.split(",").map((name) => name.trim());
const profiles = [MOBILE, REGULAR_3G].filter((profile) => !onlyProfiles || onlyProfiles.includes(profile.name));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

if (!process.argv.includes("--no-build")) execSync("npm run build", { stdio: "inherit" });
const server = await startServer({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "hazel-bench-")), ADMIN_PASSWORD });
const rates = await startRatesFake();
type Row = { page: string; path: string; profile: string } & PageScore;
const rows: Row[] = [];
try {
  for (const page of pages) {
    for (const profile of profiles) {
      const runs: PageScore[] = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(
          await runLighthouse(`${server.url}${page.path}`, page.prepare, rates.chromeFlags, blockedUrls, profile),
        );
      const keys = Object.keys(runs[0]!) as Array<keyof PageScore>;
      rows.push({
        page: page.name,
        path: page.path,
        profile: profile.name,
        ...Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])),
      } as Row);
      console.log(`measured ${page.name} (${profile.name})`);
    }
  }
} finally {
  server.stop();
  rates.stop();
}

const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const rowsOf = (profile: string) => rows.filter((r) => r.profile === profile);
const lcp3G = (r: Row) => {
  const match = rows.find((other) => other.profile === REGULAR_3G.name && other.page === r.page);
  return match ? seconds(match.lcpMs) : "-";
};
const mobileTable = [
  "| page | perf | a11y | best practices | SEO | LCP | LCP (3G) | TBT | CLS | JS (gzip) | CSS (gzip) |",
  "|---|---|---|---|---|---|---|---|---|---|---|",
  ...rowsOf(MOBILE.name).map(
    (r) =>
      `| ${r.page} (${r.path}) | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${seconds(r.lcpMs)} | ${lcp3G(r)} | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${kb(r.jsBytes)} | ${kb(r.cssBytes)} |`,
  ),
].join("\n");
const slowTable = [
  "| page | perf | FCP | LCP | TBT | CLS | page weight |",
  "|---|---|---|---|---|---|---|",
  ...rowsOf(REGULAR_3G.name).map(
    (r) =>
      `| ${r.page} (${r.path}) | ${r.performance} | ${seconds(r.fcpMs)} | ${seconds(r.lcpMs)} | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${kb(r.totalBytes)} |`,
  ),
].join("\n");
const scripts = withoutIslands ? ", islands' scripts blocked" : "";
const setting = `${RUNS} runs per page, median (${os.cpus().length} cores${scripts})`;
if (rowsOf(MOBILE.name).length) console.log(`\nLighthouse, mobile preset, ${setting}:\n\n${mobileTable}\n`);
if (rowsOf(REGULAR_3G.name).length)
  console.log(`\nLighthouse, Regular 3G (300 ms, 700 kbps, 4x CPU), ${setting}:\n\n${slowTable}\n`);
fs.mkdirSync("bench/results", { recursive: true });
const file = `bench/results/${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
fs.writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), runs: RUNS, withoutIslands, rows }, null, 2));
console.log(`Written to ${file}`);
