// Fails when a page's up-front JavaScript or CSS outgrows its budget (gzip bytes): every
// pre-rendered page, and the cart and checkout as the production server renders them, with a cart.
// Fails too when a browser script holds the catalogue's data (catalogue-in-browser.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { currentCatalogue } from "../app/features/catalogue";
import { prerenderPaths } from "../app/prerender";
import { catalogueTextIn } from "./catalogue-in-browser";
import { createCustomerForm, createLine } from "../app/features/checkout/test-fixtures";
import { pageWeight, type PageWeight } from "./page-assets";
import { startServer } from "./start-server";

const clientDir = `${process.env.BUILD_DIR ?? "build"}/client`;
// Every page's target: at most 100 kB of JavaScript, React included (docs/decisions/100-react-islands.md).
const budget = { jsBytes: 100_000, cssBytes: 20_000 };

/**
 * The pages rendered per visitor: the cart and checkout with a dress and a combo, an order's page,
 * and an aso-ebi group's page (its join form).
 */
async function renderedPages(): Promise<PageWeight[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-budget-"));
  const server = await startServer({ DATA_DIR: dataDir });
  try {
    const headers = { Cookie: "hazel_cart=3.M.1~56..2", Origin: server.url };
    const placed = await fetch(`${server.url}/api/orders`, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json" },
      body: JSON.stringify({ customer: createCustomerForm(), lines: [createLine()] }),
    });
    const { reference } = (await placed.json()) as { reference: string };
    const group = await openGroup(server.url);
    return await Promise.all(
      ["/cart", "/checkout", `/order/${reference}`, group].map(async (page) => {
        const response = await fetch(`${server.url}${page}`, { headers });
        if (!response.ok) throw new Error(`${page} answered ${response.status}`);
        return pageWeight(clientDir, page, await response.text());
      }),
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Opens an aso-ebi group of a HazelBee piece; answers its page's path. */
async function openGroup(url: string): Promise<string> {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const opened = await fetch(`${url}/aso-ebi/new?product=37`, {
    method: "POST",
    headers: { Origin: url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      ...{ name: "Budget bridesmaids", eventName: "A wedding", eventOn: day(60), joinBy: day(30), payPlan: "full" },
      ...{ firstName: "Ada", lastName: "Obi", email: "ada@example.com", phone: "+234 803 123 4567" },
    }),
  });
  const path = /\/aso-ebi\/[A-Za-z0-9_-]{22}/.exec(await opened.text())?.[0];
  if (!path) throw new Error(`/aso-ebi/new answered ${opened.status} without the group's address`);
  return path;
}

let failed = false;
const weights = [...prerenderPaths().map((page) => pageWeight(clientDir, page)), ...(await renderedPages())];
for (const w of weights) {
  for (const kind of ["jsBytes", "cssBytes"] as const) {
    if (w[kind] > budget[kind]) {
      failed = true;
      console.error(`${w.page}: ${kind} ${w[kind]} is over the budget of ${budget[kind]}`);
    }
  }
}
for (const { file, text } of catalogueTextIn(
  clientDir,
  currentCatalogue().products.map((p) => p.description),
)) {
  failed = true;
  console.error(
    `${file} holds the catalogue's data ("${text.slice(0, 60)}…"): the browser takes a product's facts from the server.`,
  );
}
const heaviest = weights.reduce((a, b) => (b.jsBytes > a.jsBytes ? b : a));
console.log(
  `Bundle budget: ${weights.length} pages checked; heaviest JavaScript ${(heaviest.jsBytes / 1000).toFixed(1)} kB gzip on ${heaviest.page} (budget ${budget.jsBytes / 1000} kB).`,
);
process.exit(failed ? 1 : 0);
