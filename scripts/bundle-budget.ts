// Fails when a pre-rendered page's up-front JavaScript or CSS outgrows its budget (gzip bytes).
import { prerenderPaths } from "../app/prerender";
import { pageWeight } from "./page-assets";

const clientDir = `${process.env.BUILD_DIR ?? "build"}/client`;
// The content pages' target: at most 100 kB of JavaScript (they load about 45 kB, decision 090).
const budget = { jsBytes: 100_000, cssBytes: 20_000 };

let failed = false;
const pages = prerenderPaths();
const weights = pages.map((page) => pageWeight(clientDir, page));
for (const w of weights) {
  for (const kind of ["jsBytes", "cssBytes"] as const) {
    if (w[kind] > budget[kind]) {
      failed = true;
      console.error(`${w.page}: ${kind} ${w[kind]} is over the budget of ${budget[kind]}`);
    }
  }
}
const heaviest = weights.reduce((a, b) => (b.jsBytes > a.jsBytes ? b : a));
console.log(
  `Bundle budget: ${pages.length} pages checked; heaviest JavaScript ${(heaviest.jsBytes / 1000).toFixed(1)} kB gzip on ${heaviest.page} (budget ${budget.jsBytes / 1000} kB).`,
);
process.exit(failed ? 1 : 0);
