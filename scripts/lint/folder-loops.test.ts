// The loop check between folders: it finds a loop in a folder of files and names one import of
// each step, lets the known loops through, and fails once one of them is gone.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findLoops, folderOf, loopProblems, readFolderImports, type FolderImport } from "./folder-loops";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-folder-loops-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file: string, code: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), code);
}

const edge = (from: string, to: string): FolderImport => ({
  from,
  to,
  file: `app/${from}/x.ts`,
  specifier: `~/${to}`,
});

describe("folders", () => {
  it("are app/<top>/<name> for features, components and the server's folders, app/<top> otherwise, routes for app's own files", () => {
    expect(folderOf("features/cart/components/x.tsx")).toBe("features/cart");
    expect(folderOf("components/ui/button.tsx")).toBe("components/ui");
    expect(folderOf("server/orders/place-order.server.ts")).toBe("server/orders");
    expect(folderOf("server/orders/store/index.server.ts")).toBe("server/orders");
    expect(folderOf("server/services.server.ts")).toBe("server");
    expect(folderOf("lib/images/image-url.ts")).toBe("lib");
    expect(folderOf("root.tsx")).toBe("routes");
  });
});

describe("loops between folders", () => {
  it("are found in the files, through type-only imports and import() too, tests aside", () => {
    write(
      "app/features/shop/index.ts",
      'import type { Label } from "~/features/tags/label";\nexport type Shop = Label;\n',
    );
    write("app/features/tags/label.ts", 'export type Label = string;\nexport const load = () => import("../shop");\n');
    write("app/features/tags/label.test.ts", 'import "~/lib/text";\n');
    write("app/lib/text.ts", 'import { z } from "zod";\nimport "./missing";\nexport const text = z;\n');
    const imports = readFolderImports(root);
    expect(imports).toEqual([
      {
        from: "features/shop",
        to: "features/tags",
        file: "app/features/shop/index.ts",
        specifier: "~/features/tags/label",
      },
      { from: "features/tags", to: "features/shop", file: "app/features/tags/label.ts", specifier: "../shop" },
    ]);
    expect(loopProblems(imports, [])).toEqual([
      "Loop between folders: features/shop → features/tags → features/shop\n" +
        '  features/shop → features/tags: app/features/shop/index.ts imports "~/features/tags/label"\n' +
        '  features/tags → features/shop: app/features/tags/label.ts imports "../shop"',
    ]);
  });

  it("are found between the server's folders, and between a folder and the server's own files", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-server-loops-"));
    const put = (file: string, code: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), code);
    };
    try {
      put("app/server/services.server.ts", 'import "./orders/reconcile.server";\nexport type Services = string;\n');
      put(
        "app/server/orders/reconcile.server.ts",
        'import type { Services } from "../services.server";\nexport const x = 1;\n',
      );
      put("app/server/outbox/relay.server.ts", 'import "../orders/store/index.server";\n');
      put("app/server/orders/store/index.server.ts", 'import "../../outbox/relay.server";\n');
      expect(loopProblems(readFolderImports(dir), []).map((problem) => problem.split("\n")[0])).toEqual([
        "Loop between folders: server → server/orders → server",
        "Loop between folders: server/orders → server/outbox → server/orders",
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("are each found once, shortest first, every step with its import", () => {
    const loops = findLoops([edge("a", "b"), edge("b", "c"), edge("c", "a"), edge("b", "a"), edge("c", "d")]);
    expect(loops.map((loop) => loop.folders)).toEqual([
      ["a", "b", "a"],
      ["a", "b", "c", "a"],
    ]);
    expect(loops[1]!.steps).toEqual([edge("a", "b"), edge("b", "c"), edge("c", "a")]);
    expect(findLoops([edge("a", "b"), edge("b", "c")])).toEqual([]);
  });

  it("pass when known, whichever folder the known loop is written from; any other loop fails", () => {
    const imports = [edge("routes", "server"), edge("server", "routes"), edge("lib", "config"), edge("config", "lib")];
    const problems = loopProblems(imports, [["server", "routes"]]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^Loop between folders: config → lib → config\n {2}config → lib: app\/config\/x.ts/);
  });

  it("fail once a known loop no longer exists, so the list cannot go stale", () => {
    expect(loopProblems([edge("routes", "server")], [["routes", "server"]])).toEqual([
      "The known loop routes → server → routes no longer exists: take it out of knownLoops.",
    ]);
  });
});
