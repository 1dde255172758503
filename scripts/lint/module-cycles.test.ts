// The import-cycle check: it finds a cycle anywhere in the project, through `~/` and `import()`,
// and lets types and the fakes' own index through.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findCycles, readModuleGraph } from "./module-cycles";

const roots: string[] = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

/** A project of the given files, its cycles. */
function cyclesOf(files: Record<string, string>): string[][] {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-module-cycles-"));
  roots.push(root);
  for (const [file, code] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), code);
  }
  return findCycles(readModuleGraph(root));
}

describe("import cycles", () => {
  it("are found in app/ through ~/, each written as one loop through its files", () => {
    const cycles = cyclesOf({
      "app/lib/a.ts": 'import { b } from "~/lib/b";\nexport const a = () => b;\n',
      "app/lib/b.tsx": 'import { c } from "../features/c";\nexport const b = () => c;\n',
      "app/features/c/index.ts": 'export { a as c } from "~/lib/a";\n',
    });
    expect(cycles).toEqual([["app/features/c/index.ts", "app/lib/a.ts", "app/lib/b.tsx", "app/features/c/index.ts"]]);
  });

  it("are found outside app/ too, through import() and through an import of types only in braces, which still loads its module", () => {
    const cycles = cyclesOf({
      "app/kept.ts": 'import { type Loaded } from "./loaded";\nexport type Kept = Loaded;\n',
      "app/loaded.ts": 'import "./kept";\nexport type Loaded = 1;\n',
      "scripts/a.ts": 'import { b } from "./b";\nexport const a = () => b;\n',
      "scripts/b.ts": 'export const b = () => import("./a");\n',
      "e2e/self.spec.ts": 'import { x } from "./self.spec";\nexport const y = x;\nexport const x = 1;\n',
    });
    expect(cycles).toEqual([
      ["app/kept.ts", "app/loaded.ts", "app/kept.ts"],
      ["e2e/self.spec.ts", "e2e/self.spec.ts"],
      ["scripts/a.ts", "scripts/b.ts", "scripts/a.ts"],
    ]);
  });

  it("leave out what only types cross, and the fakes leaning on their index", () => {
    const cycles = cyclesOf({
      "app/a.ts": 'import type { B } from "./b";\nexport type A = B | 1;\n',
      "app/b.ts": 'import type { A } from "./a";\nexport type B = A;\nexport type { A } from "./a";\n',
      "app/c.ts": 'export type C = import("./d").D;\nexport const c = 1;\n',
      "app/d.ts": 'import { c } from "./c";\nexport type D = typeof c;\n',
      "test-fakes/index.ts": 'export { startFake } from "./fake";\nexport const FAKES = 1;\n',
      "test-fakes/fake.ts": 'import { FAKES } from "./index";\nexport const startFake = () => FAKES;\n',
      "node_modules/x/a.ts": 'import "./a";\n',
    });
    expect(cycles).toEqual([]);
  });

  it("are none in this project, read whole", () => {
    const graph = readModuleGraph(process.cwd());
    expect(graph.size).toBeGreaterThan(1000);
    expect(graph.get("e2e/support/own-shop.ts")).toContain("scripts/start-server.ts");
    expect(findCycles(graph)).toEqual([]);
  });
});
