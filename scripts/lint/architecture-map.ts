// The map of the code (docs/architecture.md) read as data and checked against the tree and the
// stores: its Folders section names every folder of app/features/, app/server/, app/components/
// and every admin family (app/admin/<family>/), and none that is gone; its Store table
// names every table of TABLE_OWNERS with the same owner, and no other; every path it names
// exists; and it stays under MAX_LINES lines. architecture-map.test.ts runs it.
import fs from "node:fs";
import path from "node:path";

/** The folders whose every folder the map names, one line each. */
const MAPPED_PARENTS = ["app/features", "app/admin", "app/server", "app/components"];

/** The map is short: this many lines or more fails. */
export const MAX_LINES = 300;

/** What the map says, as read from its text. */
export interface ArchitectureMap {
  lines: number;
  /** The folders of its Folders section, as written (`app/server/orders/`). */
  folders: string[];
  /** The rows of its Store table. */
  tables: StoreRow[];
  /** Every file or folder it names: backticked paths and link targets, from the repository's root. */
  paths: string[];
  /** Lines of its Folders section or Store table that are not in their form, and sections missing. */
  unreadable: string[];
}

export interface StoreRow {
  table: string;
  owner: string;
}

/** How many lines a text has, as `wc -l` counts them for a file ending in a newline. */
export function lineCount(text: string): number {
  const lines = text.split("\n");
  return text.endsWith("\n") ? lines.length - 1 : lines.length;
}

/** The lines under the heading `## title` (exactly), up to the next `## ` heading; undefined without it. */
export function sectionLines(markdown: string, title: string): string[] | undefined {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => line.trimEnd() === `## ${title}`);
  if (start < 0) return undefined;
  const end = lines.findIndex((line, i) => i > start && line.startsWith("## "));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

const folderLine = /^- `(app\/[^`\s]+\/)`: \S/;

/** The Folders section's folders: list lines of the form "- `app/…/`: what it holds". */
export function readFolders(markdown: string): { folders: string[]; unreadable: string[] } {
  const lines = sectionLines(markdown, "Folders");
  if (!lines) return { folders: [], unreadable: ['The map has no "## Folders" section.'] };
  const folders: string[] = [];
  const unreadable: string[] = [];
  for (const line of lines) {
    const match = folderLine.exec(line);
    if (match) folders.push(match[1]!);
    else if (/^\s*[-*+] /.test(line))
      unreadable.push(`Folders: "${line.trim()}" is not "- \`app/<folder>/\`: what it holds".`);
  }
  return { folders, unreadable };
}

const cellsOf = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim().replace(/^`|`$/g, ""));

/** The Store section's table: its `table` and `owner` columns, one table a row. */
export function readStoreTable(markdown: string): { tables: StoreRow[]; unreadable: string[] } {
  const lines = sectionLines(markdown, "Store");
  if (!lines) return { tables: [], unreadable: ['The map has no "## Store" section.'] };
  const headerAt = lines.findIndex((line) => {
    const cells = line.trim().startsWith("|") ? cellsOf(line).map((c) => c.toLowerCase()) : [];
    return cells.includes("table") && cells.includes("owner");
  });
  if (headerAt < 0) return { tables: [], unreadable: ["Store: no table with a `table` and an `owner` column."] };
  const header = cellsOf(lines[headerAt]!).map((c) => c.toLowerCase());
  const [tableAt, ownerAt] = [header.indexOf("table"), header.indexOf("owner")];
  const tables: StoreRow[] = [];
  const unreadable: string[] = [];
  for (const line of lines.slice(headerAt + 1)) {
    if (!line.trim().startsWith("|")) break;
    if (/^\|[\s:|-]+\|$/.test(line.trim())) continue;
    const cells = cellsOf(line);
    const [table = "", owner = ""] = [cells[tableAt], cells[ownerAt]];
    if (/^\w+$/.test(table) && /^app\/\S+$/.test(owner)) tables.push({ table, owner });
    else unreadable.push(`Store: "${line.trim()}" does not name one table and its owner's path.`);
  }
  return { tables, unreadable };
}

/** A backticked path of the repository: a folder of it and no pattern (`*`, `{…}`, `<…>`, `…`). */
const pathToken = /^(?:app|scripts|docs|e2e|deploy)\/[^\s*{}<>…]*$/;

/**
 * Every file or folder the map names, from the repository's root: backticked paths
 * (`app/server/orders/`) and the targets of its relative links (`decisions/121-order-states.md`,
 * read from `mapDir`, the map's own folder).
 */
export function readPaths(markdown: string, mapDir = "docs"): string[] {
  const found = new Set<string>();
  for (const [, token] of markdown.matchAll(/`([^`\n]+)`/g)) if (pathToken.test(token!)) found.add(token!);
  for (const [, target] of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
    const file = target!.split("#")[0]!;
    if (!file || /^[a-z]+:/i.test(file)) continue;
    found.add(path.posix.normalize(path.posix.join(mapDir, file)));
  }
  return [...found].sort();
}

/** The map as data. */
export function readMap(markdown: string, mapDir = "docs"): ArchitectureMap {
  const folders = readFolders(markdown);
  const store = readStoreTable(markdown);
  return {
    lines: lineCount(markdown),
    folders: folders.folders,
    tables: store.tables,
    paths: readPaths(markdown, mapDir),
    unreadable: [...folders.unreadable, ...store.unreadable],
  };
}

/** The folders the map must name: each folder of MAPPED_PARENTS under `root`, as `app/…/`. */
export function foldersInTree(root: string, parents: string[] = MAPPED_PARENTS): string[] {
  return parents
    .flatMap((parent) =>
      fs
        .readdirSync(path.join(root, parent), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${parent}/${entry.name}/`),
    )
    .sort();
}

const repeated = (names: string[]) => [...new Set(names.filter((name, i) => names.indexOf(name) !== i))];

/**
 * What fails: a folder of the tree the map does not name, a folder or path it names that does not
 * exist, a folder or table named twice, a table of `owners` it leaves out or gives another owner,
 * a table it lists that `owners` does not have, lines not in their form, and MAX_LINES lines or more.
 */
export function mapProblems(
  map: ArchitectureMap,
  tree: { folders: string[]; exists: (pathFromRoot: string) => boolean },
  owners: Record<string, string>,
): string[] {
  const problems = [...map.unreadable];
  if (map.lines >= MAX_LINES)
    problems.push(`The map is ${map.lines} lines: keep it under ${MAX_LINES} (details belong in the decisions).`);
  const named = new Set(map.folders);
  for (const folder of tree.folders.filter((f) => !named.has(f)))
    problems.push(`Folders: ${folder} is in the tree but not in the map: add "- \`${folder}\`: what it holds".`);
  for (const folder of repeated(map.folders)) problems.push(`Folders: ${folder} is listed more than once.`);
  for (const folder of map.folders.filter((f) => !tree.exists(f)))
    problems.push(`Folders: ${folder} is in the map but not in the tree: take its line out.`);
  const listed = new Map(map.tables.map((row) => [row.table, row.owner]));
  for (const table of repeated(map.tables.map((row) => row.table)))
    problems.push(`Store: ${table} is listed more than once.`);
  for (const [table, owner] of Object.entries(owners)) {
    const shown = listed.get(table);
    if (shown === undefined) problems.push(`Store: table ${table} (owner ${owner}) is missing from the map.`);
    else if (shown !== owner)
      problems.push(`Store: table ${table} is owned by ${owner}, not ${shown} as the map says.`);
  }
  for (const row of map.tables.filter((r) => !(r.table in owners)))
    problems.push(`Store: table ${row.table} is in the map but not in TABLE_OWNERS.`);
  const folderSet = new Set(map.folders);
  for (const name of map.paths.filter((p) => !folderSet.has(p) && !tree.exists(p)))
    problems.push(`The map names ${name}, which does not exist.`);
  return problems;
}
