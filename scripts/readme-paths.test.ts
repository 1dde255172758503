// The README stays a short page a newcomer can trust: every file or folder it names in backticks,
// and every page it links to, exists in the repository, and it stays under 150 lines.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const readme = fs.readFileSync("README.md", "utf8");

/** Backticked relative paths (`app/x.ts`, `deploy/hazel.service`, `.env.example`) outside code blocks. */
function namedPaths(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, "");
  return [...prose.matchAll(/`([^`\s]+)`/g)]
    .map(([, text]) => text!)
    .filter((text) => !/[:$=…,@]/.test(text) && !text.startsWith("/"))
    .filter((text) => text.includes("/") || /^[\w.-]*\.(md|ts|tsx|js|json|conf|service|example|sql)$/.test(text));
}

/** Relative link targets (`[docs](docs/admin.md#anchor)`), without their anchor. */
function linkedPaths(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target!.split("#")[0]!)
    .filter((target) => target !== "" && !/^[a-z]+:/.test(target));
}

/** Folders the shop makes at its first start, so a fresh clone has none. */
const madeAtStart = new Set(["./data"]);

const missing = (paths: string[]) => paths.filter((p) => !madeAtStart.has(p) && !fs.existsSync(path.resolve(p)));

describe("README.md", () => {
  it("names only paths that exist", () => {
    const named = namedPaths(readme);
    expect(named).toContain("deploy/hazel.service");
    expect(missing(named)).toEqual([]);
  });

  it("links only to pages that exist, every docs/ page among them", () => {
    const linked = linkedPaths(readme);
    expect(linked.filter((p) => p.startsWith("docs/")).length).toBeGreaterThan(5);
    expect(missing(linked)).toEqual([]);
  });

  it("stays under 150 lines", () => {
    expect(readme.split("\n").length).toBeLessThan(150);
  });

  it("finds a path that does not exist, in backticks or in a link", () => {
    const page = "See `docs/nowhere.md`, `npm start`, `HOST=127.0.0.1`, `/admin`, [x](docs/gone.md#a).\n";
    expect(missing(namedPaths(page))).toEqual(["docs/nowhere.md"]);
    expect(missing(linkedPaths(page))).toEqual(["docs/gone.md"]);
  });
});
