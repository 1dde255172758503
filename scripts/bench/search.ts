// npm run bench:search [-- --no-build]: the shop's search and filtered listings over a catalogue
// of 10,000 products (CATALOGUE_SIZE) in a database of its own: a temporary PGlite folder, or with
// DATABASE_URL a new database on that server, dropped after. First each search's time on its own,
// straight from the search module with nothing kept (cold); then the production server under
// autocannon at 50 connections: /search with a rotating set of queries (some mistyped), filtered
// listings, and an unfiltered listing to compare. Goals: search and filtered listings answer 200
// with p99 under 50 ms and at least 1,000 req/s; the unfiltered listing p99 under 20 ms.
import { execSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { parseSearchQuery, type SearchQuery } from "../../app/features/search/index.ts";
import { openDb, type Db } from "../../app/server/db/db.server";
import { migrate } from "../../app/server/db/migrate.server";
import { diskMigrations } from "../migration-files";
import { seedCatalogue } from "../../app/server/catalogue/store/index.server";
import { searchProducts } from "../../app/server/search/search.server";
import { startServer } from "../start-server";
import { BROWSER_ENCODINGS, measure, table, type Measured, type Target } from "./load-targets";
import { syntheticCatalogue } from "./synthetic-catalogue";

const SIZE = Number(process.env.CATALOGUE_SIZE ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** Searches shoppers type: names, collections, garments, fabrics and colours. */
const SPELT = [
  "dress",
  "orion",
  "coral ankara",
  "jade silk gown",
  "indigo crepe skirt",
  "sapphire kimono",
  "bubble",
  "naledi",
  "mysthique 001",
  "look 12",
  "saffron lace",
  "plum chiffon jumpsuit",
  "rust denim jacket",
  "ivory satin",
  "onyx set",
  "pearl linen trousers",
  "amber adire",
  '"molly skirt"',
  "castor ensemble",
  "green dress",
  "silk",
  "cafe crepe",
  "ruby gown",
  "sage aso-oke",
];
/** And misspelt. */
const MISSPELT = [
  "orian dres",
  "blouze",
  "chifon",
  "jumpsiut",
  "trousres",
  "kimomo dress",
  "safron blouse",
  "sattin shirt",
  "denin jaket",
  "emrald dres",
  "ozone dres",
  "altiar",
];
const SEARCHES = [...MISSPELT, ...SPELT];

/**
 * The listing filters' parameter names and values (app/features/listing): written once here, so a
 * change of name is one edit.
 */
const FILTER = { size: "size", min: "min", max: "max", sort: "sort" } as const;
const SORTS = { priceUp: "price-asc", priceDown: "price-desc", newest: "newest" } as const;
const filtered = (listing: string, params: Partial<Record<keyof typeof FILTER, string | number>>) =>
  `${listing}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [FILTER[k as keyof typeof FILTER], String(v)]))}`;
const FILTERED_LISTINGS = [
  filtered("/naledi", { size: "M", max: 40_000 }),
  filtered("/genesis", { size: "L", min: 20_000, max: 60_000 }),
  filtered("/bubble-girl", { size: "XL", sort: SORTS.priceUp }),
  filtered("/resurgence", { size: "S", max: 100_000, sort: SORTS.newest }),
  filtered("/hazelbee/shop", { size: "2XL", min: 25_000, sort: SORTS.priceDown }),
  filtered("/mysthique", { size: "XS", max: 50_000 }),
];

if (!process.argv.includes("--no-build")) execSync("npm run build", { stdio: "inherit" });
const database = await ownDatabase();
try {
  const db = await openDb(database.open);
  try {
    await migrate(db, undefined, diskMigrations);
    const records = syntheticCatalogue(SIZE);
    const t = performance.now();
    await seedCatalogue(db, records);
    console.log(`${records.products.length} products stored in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    await timeSearches(db);
  } finally {
    await db.close(); // PGlite's folder takes one process at a time: the server's next
  }
  const server = await startServer({ ...database.env, RATE_LIMIT_MULTIPLIER: "100000" });
  const base = server.url.replace("localhost", "127.0.0.1");
  const rows: Measured[] = [];
  try {
    const targets: Target[] = [
      rotating(
        `\`/search?q=…\`, ${SEARCHES.length} queries in turn, ${MISSPELT.length} of them misspelt`,
        base,
        SEARCHES.map((q) => `/search?${new URLSearchParams({ q })}`),
      ),
      rotating(`filtered listings (size, price, sort), ${FILTERED_LISTINGS.length} in turn`, base, FILTERED_LISTINGS),
      { name: "unfiltered listing `/naledi`", url: `${base}/naledi`, headers: BROWSER_ENCODINGS },
    ];
    for (const target of targets) {
      rows.push(await measure(target, SECONDS, undefined, server.process.pid));
      console.log(`measured ${target.name}`);
    }
  } finally {
    await server.stop();
  }
  report(rows);
} finally {
  await database.drop();
}

function queryOf(raw: string): SearchQuery {
  const parsed = parseSearchQuery(raw);
  if (!parsed.ok || !parsed.query) throw new Error(`${raw} is no query`);
  return parsed.query;
}

/** Each request the next of `paths`, round and round. */
function rotating(name: string, base: string, paths: string[]): Target {
  let next = 0;
  return {
    name,
    url: base,
    requests: [
      {
        method: "GET",
        headers: BROWSER_ENCODINGS,
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
      },
    ],
  };
}

/** Every search on its own, straight from the search module with nothing kept: its first time and its median of five. */
async function timeSearches(db: Db): Promise<void> {
  const lines: string[] = [];
  const firsts: number[] = [];
  for (const raw of SEARCHES) {
    const query = queryOf(raw);
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < 5; i += 1) {
      const t = performance.now();
      found = (await searchProducts(db, query)).ids.length;
      times.push(performance.now() - t);
    }
    firsts.push(times[0]!);
    const median = [...times].sort((a, b) => a - b)[2]!;
    lines.push(`| ${raw} | ${found} | ${times[0]!.toFixed(1)} ms | ${median.toFixed(1)} ms |`);
  }
  const sorted = [...firsts].sort((a, b) => a - b);
  const orion = await searchProducts(db, queryOf("orian dres"));
  console.log(`\nEach search alone, nothing kept, over ${SIZE.toLocaleString("en")} products (${db.kind}):\n`);
  console.log(["| query | found | first | median of 5 |", "|---|---|---|---|", ...lines].join("\n"));
  console.log(
    `\nFirst times: median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms, slowest ${sorted[sorted.length - 1]!.toFixed(1)} ms; "orian dres" finds product ${orion.ids[0]} first (Orion Dress is 3).\n`,
  );
}

function report(rows: Measured[]): void {
  const [search, listings, unfiltered] = rows as [Measured, Measured, Measured];
  const allOk = (r: Measured) => r.other === "" && r.errors === 0;
  const goals = [
    ...[search, listings].map((r) => ({
      goal: `${r.name}: every answer a 200, 1,000 req/s or more, p99 under 50 ms`,
      met: allOk(r) && r.rps >= 1000 && r.p99 < 50,
    })),
    { goal: `${unfiltered.name}: every answer a 200, p99 under 20 ms`, met: allOk(unfiltered) && unfiltered.p99 < 20 },
  ];
  const load = os.loadavg().map((n) => n.toFixed(1));
  console.log(
    `\nautocannon, 50 connections, ${SECONDS} s per row, ${os.cpus().length} cores, load average ${load.join(" ")}:\n`,
  );
  console.log(table(rows));
  console.log(`\nGoals:\n${goals.map((g) => `  ${g.met ? "met   " : "MISSED"} ${g.goal}`).join("\n")}`);
  if (goals.some((g) => !g.met)) process.exitCode = 1;
}

/** A database of the benchmark's own: a temporary PGlite folder, or a new database on DATABASE_URL's server. */
async function ownDatabase(): Promise<{
  open: Parameters<typeof openDb>[0];
  env: Record<string, string>;
  drop(): Promise<void>;
}> {
  const server = process.env.DATABASE_URL;
  if (!server) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-search-"));
    return {
      open: { dataDir: path.join(dataDir, "pglite") },
      env: { DATA_DIR: dataDir },
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `hazel_search_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    open: { url: url.toString(), dataDir: "" },
    env: { DATABASE_URL: url.toString() },
    async drop() {
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}
