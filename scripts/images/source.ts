import { access, readFile } from "node:fs/promises";
import path from "node:path";
import { renderArtwork, type ArtProduct } from "../artwork/index.ts";
import { PHOTOS_DIR } from "../../app/config/images.ts";

export type Source =
  | { kind: "photo"; key: string; file: string; bytes: Buffer }
  | { kind: "artwork"; key: string; bytes: Buffer; width: number; height: number };

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Where a real photo for a key would be: assets/photos/{slug}/{n}.jpg for product images, else assets/photos/{key}.jpg. */
function photoPath(key: string, root = process.cwd()): string {
  const m = /^products\/(.+)\/(\d+)$/.exec(key);
  const rel = m ? `${m[1]}/${m[2]}.jpg` : `${key}.jpg`;
  return path.join(root, PHOTOS_DIR, rel);
}

/** A real photo when one is present, else the generated artwork. */
export async function resolveSource(key: string, products: readonly ArtProduct[]): Promise<Source> {
  const file = photoPath(key);
  for (const candidate of [file, file.replace(/\.jpg$/, ".jpeg")]) {
    if (await exists(candidate)) return { kind: "photo", key, file: candidate, bytes: await readFile(candidate) };
  }
  const art = renderArtwork(key, products);
  return { kind: "artwork", key, bytes: Buffer.from(art.svg), width: art.width, height: art.height };
}
