// Fails when a pre-rendered page's up-front JavaScript or CSS outgrows its budget (gzip bytes).
import { prerenderPaths } from "../app/prerender";
import { pageWeight } from "./page-assets";

const clientDir = `${process.env.BUILD_DIR ?? "build"}/client`;
// The target is 100 kB of JavaScript; React 19 with React Router alone weighs about 112 kB, so the
// budget is the heaviest page as measured (147.8 kB on /) plus 5%, to catch growth.
const budget = { jsBytes: 155_000, cssBytes: 20_000 };

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
