// The map of the code stays true: docs/architecture.md names every folder of app/features/,
// app/server/, app/components/ and every admin family, and no folder that is gone; its store
// table is TABLE_OWNERS, table for table and owner for owner; every path it names exists; and it
// stays under 300 lines. The parsing is checked on a small map first, so a broken reader cannot
// pass the live map by reading nothing.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  foldersInTree,
  lineCount,
  mapProblems,
  MAX_LINES,
  readFolders,
  readMap,
  readPaths,
  readStoreTable,
  sectionLines,
} from "./architecture-map";
import { TABLE_OWNERS } from "./table-owners";

const fixture = [
  "# Architecture",
  "",
  "## Folders",
  "",
  "Where each part lives.",
  "",
  "### The server",
  "",
  "- `app/server/orders/`: the order's life; `store/` holds its SQL",
  "- `app/server/outbox/`: the emails waiting, and their relay",
  "- `app/admin/orders/`: the owner's orders screens",
  "",
  "## Store",
  "",
  "| table         | owner                               | what                |",
  "| ------------- | ----------------------------------- | ------------------- |",
  "| `orders`      | `app/server/orders/store/`          | one row an order    |",
  "| `outbox`      | `app/server/outbox/store.server.ts` | an email to send    |",
  "",
  "## Main paths",
  "",
  "- **Pay**: `app/server/orders/confirm-payment.server.ts`, [170](decisions/170-only-definite-verdicts-move-an-order.md)",
  "- **Anything**: `app/server/*.server.ts` is a pattern, [the index](decisions/README.md#current), [Paystack](https://paystack.com)",
  "",
].join("\n");

const fixtureOwners = { orders: "app/server/orders/store/", outbox: "app/server/outbox/store.server.ts" };
const fixtureTree = {
  folders: ["app/admin/orders/", "app/server/orders/", "app/server/outbox/"],
  exists: (p: string) =>
    [
      "app/admin/orders/",
      "app/server/orders/",
      "app/server/outbox/",
      "app/server/orders/confirm-payment.server.ts",
      "app/server/orders/store/",
      "app/server/outbox/store.server.ts",
      "docs/decisions/170-only-definite-verdicts-move-an-order.md",
      "docs/decisions/README.md",
    ].includes(p),
};

describe("reading the map", () => {
  it("finds a section by its exact heading, up to the next one", () => {
    expect(sectionLines(fixture, "Store")?.filter(Boolean)).toHaveLength(4);
    expect(sectionLines(fixture, "Stor")).toBeUndefined();
    expect(sectionLines(fixture, "Main paths")?.filter(Boolean)).toHaveLength(2);
  });

  it("reads the Folders section's list lines, under any sub-heading", () => {
    expect(readFolders(fixture)).toEqual({
      folders: ["app/server/orders/", "app/server/outbox/", "app/admin/orders/"],
      unreadable: [],
    });
  });

  it("says which list lines of the Folders section are not in their form", () => {
    const map = fixture.replace("- `app/server/outbox/`: the", "- app/server/outbox/: the");
    expect(readFolders(map).unreadable).toEqual([
      'Folders: "- app/server/outbox/: the emails waiting, and their relay" is not "- `app/<folder>/`: what it holds".',
    ]);
  });

  it("reads the Store table by its table and owner columns, wherever they stand", () => {
    expect(readStoreTable(fixture)).toEqual({
      tables: [
        { table: "orders", owner: "app/server/orders/store/" },
        { table: "outbox", owner: "app/server/outbox/store.server.ts" },
      ],
      unreadable: [],
    });
    const swapped = fixture
      .replace("| table         | owner ", "| owner         | table ")
      .replace("| `orders`      | `app/server/orders/store/`          |", "| `app/server/orders/store/` | `orders` |")
      .replace(
        "| `outbox`      | `app/server/outbox/store.server.ts` |",
        "| `app/server/outbox/store.server.ts` | `outbox` |",
      );
    expect(readStoreTable(swapped).tables).toEqual(readStoreTable(fixture).tables);
  });

  it("says when a section or the table is missing, or a row names two tables", () => {
    expect(readStoreTable(fixture.replace("## Store", "## Stores")).unreadable).toEqual([
      'The map has no "## Store" section.',
    ]);
    expect(readFolders(fixture.replace("## Folders", "## Layout")).unreadable).toEqual([
      'The map has no "## Folders" section.',
    ]);
    expect(readStoreTable(fixture.replace("| table ", "| name  ")).unreadable).toEqual([
      "Store: no table with a `table` and an `owner` column.",
    ]);
    expect(readStoreTable(fixture.replace("`outbox`      |", "`outbox`, `x` |")).unreadable).toHaveLength(1);
  });

  it("collects the paths it names, its links read from docs/, patterns and web addresses left out", () => {
    expect(readPaths(fixture)).toEqual([
      "app/admin/orders/",
      "app/server/orders/",
      "app/server/orders/confirm-payment.server.ts",
      "app/server/orders/store/",
      "app/server/outbox/",
      "app/server/outbox/store.server.ts",
      "docs/decisions/170-only-definite-verdicts-move-an-order.md",
      "docs/decisions/README.md",
    ]);
  });

  it("counts lines as wc -l does", () => {
    expect(lineCount("a\nb\n")).toBe(2);
    expect(lineCount("a\nb")).toBe(2);
    expect(lineCount(fixture)).toBe(fixture.split("\n").length - 1);
  });
});

describe("checking the map", () => {
  const problems = (text: string, tree = fixtureTree, owners: Record<string, string> = fixtureOwners) =>
    mapProblems(readMap(text), tree, owners);

  it("passes a map that names the tree and the stores as they are", () => {
    expect(problems(fixture)).toEqual([]);
  });

  it("fails on a folder of the tree the map leaves out, and on one it names that is gone", () => {
    const tree = { ...fixtureTree, folders: [...fixtureTree.folders, "app/server/clock/"] };
    expect(problems(fixture, tree)).toEqual([
      'Folders: app/server/clock/ is in the tree but not in the map: add "- `app/server/clock/`: what it holds".',
    ]);
    const gone = fixture.replace("- `app/server/outbox/`", "- `app/server/relay/`");
    expect(problems(gone)).toEqual([
      'Folders: app/server/outbox/ is in the tree but not in the map: add "- `app/server/outbox/`: what it holds".',
      "Folders: app/server/relay/ is in the map but not in the tree: take its line out.",
    ]);
  });

  it("fails on a table left out, listed with another owner, or not in TABLE_OWNERS", () => {
    const owners = { ...fixtureOwners, refunds: "app/server/refunds/store.server.ts" };
    expect(problems(fixture, fixtureTree, owners)).toEqual([
      "Store: table refunds (owner app/server/refunds/store.server.ts) is missing from the map.",
    ]);
    expect(problems(fixture, fixtureTree, { ...fixtureOwners, outbox: "app/server/outbox/store/" })).toEqual([
      "Store: table outbox is owned by app/server/outbox/store/, not app/server/outbox/store.server.ts as the map says.",
    ]);
    expect(problems(fixture, fixtureTree, { orders: fixtureOwners.orders })).toEqual([
      "Store: table outbox is in the map but not in TABLE_OWNERS.",
    ]);
  });

  it("fails on a path that does not exist, and on a map of 300 lines or more", () => {
    const renamed = fixture.replace("confirm-payment.server.ts", "verify.server.ts");
    expect(problems(renamed)).toEqual(["The map names app/server/orders/verify.server.ts, which does not exist."]);
    const long = fixture + "line\n".repeat(MAX_LINES - lineCount(fixture));
    expect(lineCount(long)).toBe(MAX_LINES);
    expect(problems(long)).toEqual([
      `The map is ${MAX_LINES} lines: keep it under ${MAX_LINES} (details belong in the decisions).`,
    ]);
    expect(problems(long.slice(0, -"line\n".length))).toEqual([]);
  });
});

describe("docs/architecture.md", () => {
  const root = process.cwd();
  const text = fs.readFileSync(path.join(root, "docs/architecture.md"), "utf8");
  const map = readMap(text);

  it("names every folder of the tree and every table, as they are now", () => {
    const tree = { folders: foldersInTree(root), exists: (p: string) => fs.existsSync(path.join(root, p)) };
    expect(mapProblems(map, tree, TABLE_OWNERS)).toEqual([]);
    // The readers found what is there: a reader that found nothing would fail above, these say so plainly.
    expect(tree.folders.length).toBeGreaterThan(40);
    expect(map.tables).toHaveLength(Object.keys(TABLE_OWNERS).length);
  });
});
