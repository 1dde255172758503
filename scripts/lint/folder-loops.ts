// Loops between the app's folders (features/cart, components/ui, server/orders, routes, islands, lib, …),
// which the module-cycle check cannot see (module-cycles.ts): it follows modules, and two folders can lean on each other
// through files that never form a module cycle. Every import counts, `import type` and `import()`
// included (docs/decisions/180-folders-import-one-way.md); tests do not. `npm run lint` runs it.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { modulesNamedIn, resolveModule } from "./imports";

/** One import from a folder into another, with the file and the specifier that make it. */
export interface FolderImport {
  from: string;
  to: string;
  file: string;
  specifier: string;
}

/** A loop: its folders in order (the first again after the last), and one import for each step. */
interface Loop {
  folders: string[];
  steps: FolderImport[];
}

/**
 * Loops accepted while they are being removed (none today). Any other loop fails, and so does a
 * listed one once it is gone, so the list cannot go stale.
 */
const knownLoops: string[][] = [];

const tests = /\.test\.tsx?$/;
const sources = /\.tsx?$/;

/**
 * The folder a file of app/ belongs to: app/<top>/<name> for features, components and the server's
 * folders (server/base, server/orders, server/http, …), else app/<top>; the server's own files
 * (services.server.ts, …) are the folder server. The files beside them (root.tsx, routes.ts, entry.server.tsx, prerender.ts) are React
 * Router's root route, route table and entries: they count with routes.
 */
export function folderOf(fileInApp: string): string {
  const parts = fileInApp.split("/");
  if (parts.length === 1) return "routes";
  const [top, name] = parts;
  return (top === "features" || top === "components" || top === "server") && parts.length > 2 ? `${top}/${name}` : top!;
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return sources.test(entry.name) && !tests.test(entry.name) ? [full] : [];
  });
}

/** The imports between folders under `root`/app, the first (by file) for each pair of folders. */
export function readFolderImports(root: string): FolderImport[] {
  const appDir = path.join(root, "app");
  const byPair = new Map<string, FolderImport>();
  for (const file of filesUnder(appDir).sort()) {
    const from = folderOf(path.relative(appDir, file).split(path.sep).join("/"));
    for (const { specifier } of modulesNamedIn(file)) {
      const target = resolveModule(appDir, file, specifier);
      if (!target) continue;
      const to = folderOf(path.relative(appDir, target).split(path.sep).join("/"));
      const key = `${from} ${to}`;
      if (from !== to && !byPair.has(key)) {
        byPair.set(key, { from, to, file: path.relative(root, file).split(path.sep).join("/"), specifier });
      }
    }
  }
  return [...byPair.values()];
}

/**
 * Every loop of the folder graph that visits no folder twice, each once, written from its folder
 * that sorts first (a walk from each folder through the folders that sort after it), shortest
 * first. Stops looking at `limit` loops: a tangle of folders has very many.
 */
export function findLoops(imports: FolderImport[], limit = 1000): Loop[] {
  const edges = new Map<string, FolderImport[]>();
  for (const edge of imports) edges.set(edge.from, [...(edges.get(edge.from) ?? []), edge]);
  for (const list of edges.values()) list.sort((a, b) => a.to.localeCompare(b.to));
  const loops: Loop[] = [];
  const walk = (start: string, folder: string, steps: FolderImport[]) => {
    for (const edge of edges.get(folder) ?? []) {
      if (loops.length >= limit) return;
      if (edge.to === start)
        loops.push({ folders: [start, ...steps.map((step) => step.to), start], steps: [...steps, edge] });
      else if (edge.to > start && !steps.some((step) => step.to === edge.to)) walk(start, edge.to, [...steps, edge]);
    }
  };
  for (const start of [...edges.keys()].sort()) walk(start, start, []);
  return loops.sort((a, b) => a.steps.length - b.steps.length);
}

/** A loop written from its folder that sorts first, the first folder again at the end. */
function fromFirst(folders: string[]): string[] {
  const first = folders.indexOf([...folders].sort()[0]!);
  const rotated = [...folders.slice(first), ...folders.slice(0, first)];
  return [...rotated, rotated[0]!];
}

const named = (folders: string[]) => folders.join(" → ");
const shown = 20;

/**
 * What fails: each loop not in `known`, with one import for each of its steps (the shortest
 * `shown` of them), and each loop of `known` whose imports are no longer all there.
 */
export function loopProblems(imports: FolderImport[], known: string[][]): string[] {
  const knownNames = new Set(known.map((folders) => named(fromFirst(folders))));
  const unknown = findLoops(imports).filter((loop) => !knownNames.has(named(loop.folders)));
  const problems = unknown
    .slice(0, shown)
    .map(
      (loop) =>
        `Loop between folders: ${named(loop.folders)}\n` +
        loop.steps.map((step) => `  ${step.from} → ${step.to}: ${step.file} imports "${step.specifier}"`).join("\n"),
    );
  if (unknown.length > shown) problems.push(`…and ${unknown.length - shown} longer loops through the same folders.`);
  const pairs = new Set(imports.map((edge) => `${edge.from} ${edge.to}`));
  for (const folders of known.map(fromFirst)) {
    if (!folders.slice(1).every((to, i) => pairs.has(`${folders[i]} ${to}`))) {
      problems.push(`The known loop ${named(folders)} no longer exists: take it out of knownLoops.`);
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = loopProblems(readFolderImports(process.cwd()), knownLoops);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log(
    knownLoops.length ? `No loop between folders but the ${knownLoops.length} known ones.` : "No loop between folders.",
  );
}
