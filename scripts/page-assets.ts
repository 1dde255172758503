import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export interface PageWeight {
  page: string;
  jsBytes: number;
  cssBytes: number;
}

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The JavaScript and CSS a pre-rendered page loads, in gzip bytes: its stylesheets, the islands
 * script, the module that starts the islands, and each island's module on the page with their
 * imports (from the islands build's manifest).
 */
export function pageWeight(
  clientDir: string,
  page: string,
  html = fs.readFileSync(path.join(clientDir, page === "/" ? "" : page, "index.html"), "utf8"),
): PageWeight {
  const manifestFile = path.join(clientDir, "islands", ".vite", "manifest.json");
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry || !html.includes(`/islands/${manifest[entry]!.file}`))
    throw new Error(`${page} does not load the islands script`);
  add(entry);
  for (const started of manifest[entry]!.dynamicImports ?? []) add(started);
  for (const [, name] of html.matchAll(/<hazel-island data-island="([a-z-]+)"/g)) {
    // An island's module is its own entry, or a shared chunk when modules it loads later import from it.
    const key = Object.keys(manifest).find(
      (k) => manifest[k]!.src?.endsWith(`/${name}.tsx`) || (manifest[k]!.isDynamicEntry && manifest[k]!.name === name),
    );
    if (!key) throw new Error(`${page}: no module for the island "${name}"`);
    add(key);
  }
  const gz = (file: string) => gzipSync(fs.readFileSync(file)).length;
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => path.join(clientDir, m[1]!));
  return {
    page,
    jsBytes: [...files].reduce((sum, file) => sum + gz(path.join(clientDir, "islands", file)), 0),
    cssBytes: css.reduce((sum, file) => sum + gz(file), 0),
  };
}
