import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export interface PageWeight {
  page: string;
  jsBytes: number;
  cssBytes: number;
}

/** The JavaScript and CSS a pre-rendered page loads up front, in gzip bytes, with their static imports. */
export function pageWeight(clientDir: string, page: string): PageWeight {
  const html = fs.readFileSync(path.join(clientDir, page === "/" ? "" : page, "index.html"), "utf8");
  const refs = (re: RegExp) => [...html.matchAll(re)].map((m) => m[1] ?? "");
  const scripts = new Set<string>();
  const pending = [
    ...refs(/<link rel="modulepreload" href="([^"]+)"/g),
    ...refs(/<script[^>]+src="([^"]+)"/g),
    ...refs(/import\("([^"]+\.js)"\)/g),
    ...refs(/import \* as \w+ from "([^"]+\.js)"/g),
  ];
  while (pending.length) {
    const href = pending.pop()!;
    if (scripts.has(href)) continue;
    scripts.add(href);
    const code = fs.readFileSync(path.join(clientDir, href), "utf8");
    for (const m of code.matchAll(/(?:from|import)\s*"(\.\/[^"]+\.js)"/g)) {
      pending.push(path.posix.join(path.posix.dirname(href), m[1] ?? ""));
    }
  }
  const gz = (href: string) => gzipSync(fs.readFileSync(path.join(clientDir, href))).length;
  return {
    page,
    jsBytes: [...scripts].reduce((sum, href) => sum + gz(href), 0),
    cssBytes: refs(/<link rel="stylesheet" href="([^"]+)"/g).reduce((sum, href) => sum + gz(href), 0),
  };
}
