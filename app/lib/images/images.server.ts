import { readFileSync } from "node:fs";
import path from "node:path";
import type { ImageRef } from "./image-ref";

export type { ImageRef } from "./image-ref";

/** public/img/manifest.json, written by `npm run images` (scripts/images/build.ts). */
export type ImageManifest = Record<string, Omit<ImageRef, "key">>;

export const MANIFEST_PATH = "public/img/manifest.json";

let manifest: ImageManifest | undefined;

function loadManifest(): ImageManifest {
  if (!manifest) {
    const file = path.join(process.cwd(), MANIFEST_PATH);
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch {
      throw new Error(`The image manifest ${file} is missing: run \`npm run images\` to build the images.`);
    }
    manifest = JSON.parse(text) as ImageManifest;
  }
  return manifest;
}

/** Look a key up in a manifest; throws an error naming the key when it was not built. */
export function refFrom(m: ImageManifest, key: string): ImageRef {
  const entry = m[key];
  if (!entry) throw new Error(`No built image for key "${key}" in ${MANIFEST_PATH}: run \`npm run images\`.`);
  return {
    key,
    width: entry.width,
    height: entry.height,
    widths: [...entry.widths],
    ...(entry.blur ? { blur: entry.blur } : {}),
  };
}

/** The built image of a key (the manifest is read once and kept). */
export function imageRef(key: string): ImageRef {
  return refFrom(loadManifest(), key);
}
