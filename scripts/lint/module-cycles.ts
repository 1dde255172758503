// Import cycles between files anywhere in the project (app, scripts, e2e, the configs): a module
// that reaches itself through what it imports may run before what it needs is defined. Every
// import the JavaScript keeps counts (`import()` and `import { type A }` too, `import type` not);
// the fakes of test-fakes/ may lean on their index. `npm run lint` runs it; the folder-loop check is stricter
// between folders (folder-loops.ts).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { modulesNamedIn, resolveModule } from "./imports";

const SKIPPED = new Set(["node_modules", "build", "data", "test-results", "playwright-report"]);
const ALLOWED_AMONG_THEMSELVES = /^test-fakes\//;

function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith(".") || SKIPPED.has(entry.name) || entry.name.startsWith("build-")) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** Each file under `root` (relative, with /) and the files it imports for their values. */
export function readModuleGraph(root: string): Map<string, string[]> {
  const appDir = path.join(root, "app");
  const relative = (file: string) => path.relative(root, file).split(path.sep).join("/");
  const graph = new Map<string, string[]>();
  for (const file of sourcesUnder(root).sort()) {
    const targets = modulesNamedIn(file)
      .filter((named) => !named.typeOnly)
      .map((named) => resolveModule(appDir, file, named.specifier))
      .filter((target): target is string => target !== undefined);
    graph.set(relative(file), [...new Set(targets.map(relative))]);
  }
  return graph;
}

/** Every cycle, as the files of one strongly connected set (Tarjan's), each written as one loop through them. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const sets: string[][] = [];
  const connect = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) === index.get(file)) {
      const set: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        set.push(member);
      } while (member !== file);
      if (set.length > 1 || (graph.get(file) ?? []).includes(file)) sets.push(set.sort());
    }
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) connect(file);
  return sets
    .filter((set) => !set.every((file) => ALLOWED_AMONG_THEMSELVES.test(file)))
    .map((set) => loopThrough(graph, set));
}

/** A shortest loop from the set's first file back to it, through the set's files. */
function loopThrough(graph: Map<string, string[]>, set: string[]): string[] {
  const inSet = new Set(set);
  const start = set[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const target of graph.get(file) ?? []) {
      if (target === start) {
        const loop = [start];
        for (let at = file; at !== start; at = cameFrom.get(at)!) loop.splice(1, 0, at);
        return [...loop, start];
      }
      if (inSet.has(target) && !cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cycles = findCycles(readModuleGraph(process.cwd()));
  for (const cycle of cycles) console.error(`Import cycle: ${cycle.join(" → ")}`);
  if (cycles.length > 0) process.exit(1);
  console.log("No import cycle between files.");
}
