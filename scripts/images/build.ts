/**
 * Image pipeline: `tsx scripts/images/build.ts [--sample] [--jobs n] [--only regexp]`.
 * For every image key, a real photo under assets/photos when present, else the generated artwork,
 * encoded to AVIF and WebP at several widths in public/img/{key}.{width}.{format}, with
 * public/img/manifest.json giving each key's intrinsic size, widths and a tiny blurred preview.
 * Encodes are cached by source hash under assets/encoded-images, which is committed: a full build
 * removes the entries it no longer uses, and says when new encodes need committing.
 */
import { availableParallelism } from "node:os";
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { allArtworkKeys } from "../artwork/index.ts";
import { loadProducts } from "../artwork/products.ts";
import { CACHE_DIR, PUBLIC_DIR, variantFor } from "../../app/config/images.ts";
import { encodeSource, type Encoded } from "./encode.ts";
import { pool } from "./pool.ts";
import { resolveSource } from "./source.ts";

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const jobs = Number(opt("--jobs") ?? availableParallelism());
const only = opt("--only");

sharp.cache(false);
const started = performance.now();
const products = await loadProducts(args.includes("--sample"));
let keys = allArtworkKeys(products);
if (only) keys = keys.filter((k) => new RegExp(only).test(k));

export interface ManifestEntry {
  width: number;
  height: number;
  widths: number[];
  blur: string;
}

const manifest: Record<string, ManifestEntry> = {};
const wanted = new Set<string>();
const cacheUsed = new Set<string>();
let fresh = 0,
  photos = 0;

await pool(keys, jobs, async (key) => {
  const source = await resolveSource(key, products);
  if (source.kind === "photo") photos++;
  let enc: Encoded;
  try {
    enc = await encodeSource(source, variantFor(key));
  } catch (e) {
    throw new Error(`Image ${key} (${source.kind === "photo" ? source.file : "artwork"}): ${(e as Error).message}`);
  }
  if (!enc.cached) fresh++;
  for (const f of enc.files) {
    cacheUsed.add(path.resolve(f.file));
    cacheUsed.add(path.resolve(f.file.replace(/\.\d+\.\w+$/, ".json")));
    const out = path.join(PUBLIC_DIR, `${key}.${f.width}.${f.format}`);
    wanted.add(path.resolve(out));
    await mkdir(path.dirname(out), { recursive: true });
    const [a, b] = await Promise.all([stat(f.file), stat(out).catch(() => null)]);
    if (!b || b.size !== a.size || b.mtimeMs < a.mtimeMs) await copyFile(f.file, out);
  }
  manifest[key] = { width: enc.width, height: enc.height, widths: enc.widths, blur: enc.blur };
});

const manifestFile = path.join(PUBLIC_DIR, "manifest.json");
if (only) {
  // A partial build keeps the other keys' entries.
  const previous = await readFile(manifestFile, "utf8").then(
    (t) => JSON.parse(t) as Record<string, ManifestEntry>,
    () => ({}),
  );
  for (const [k, v] of Object.entries(previous)) manifest[k] ??= v;
}
const sorted = Object.fromEntries(
  Object.keys(manifest)
    .sort()
    .map((k) => [k, manifest[k]!]),
);
await mkdir(PUBLIC_DIR, { recursive: true });
if (!only) await removeStale(PUBLIC_DIR, wanted, path.resolve(manifestFile));
// The sample catalogue's encodes are not committed; only a full build of the real one prunes the cache.
if (!only && !args.includes("--sample")) await removeStale(CACHE_DIR, cacheUsed);
await writeFile(manifestFile, JSON.stringify(sorted, null, 1) + "\n");
const secs = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `images: ${keys.length} keys (${photos} photos, ${fresh} encoded, ${keys.length - fresh} cached) in ${secs}s -> ${PUBLIC_DIR}`,
);
if (fresh > 0 && !args.includes("--sample"))
  console.log(`images: commit ${CACHE_DIR} so the next clone need not encode them again`);

async function removeStale(dir: string, keep: Set<string>, manifestPath?: string): Promise<void> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch {
    return;
  }
  for (const e of entries) {
    if (!e.isFile()) continue;
    const file = path.resolve(e.parentPath, e.name);
    if (file !== manifestPath && !keep.has(file)) await rm(file);
  }
}
