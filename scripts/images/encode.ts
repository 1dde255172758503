import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { blurPreview, CACHE_DIR, encoder, formats, type Variant } from "../../app/config/images.ts";
import type { Source } from "./source.ts";

export interface Encoded {
  width: number;
  height: number;
  widths: number[];
  blur: string;
  /** Cache files by output name suffix `{w}.{fmt}`. */
  files: { width: number; format: (typeof formats)[number]; file: string }[];
  cached: boolean;
}

function cacheKey(source: Source, variant: Variant): string {
  return createHash("sha256")
    .update(source.bytes)
    .update(JSON.stringify({ encoder, variant, kind: source.kind }))
    .digest("hex");
}

const cachePath = (hash: string, suffix: string) => path.join(CACHE_DIR, `${hash}.${suffix}`);

async function writeAtomic(file: string, data: Buffer | string): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

/** Encode a source at every width in AVIF and WebP, or reuse the cached encodes of the same source and settings. */
export async function encodeSource(source: Source, variant: Variant): Promise<Encoded> {
  const hash = cacheKey(source, variant);
  const metaFile = cachePath(hash, "json");
  try {
    const meta = JSON.parse(await readFile(metaFile, "utf8")) as Omit<Encoded, "files" | "cached">;
    return { ...meta, files: filesFor(hash, meta.widths), cached: true };
  } catch {
    // Not cached yet.
  }
  await mkdir(CACHE_DIR, { recursive: true });

  // Intrinsic size of the source.
  let width: number, height: number;
  if (source.kind === "artwork") ({ width, height } = source);
  else {
    const m = await sharp(source.bytes).rotate().metadata();
    const swap = (m.orientation ?? 1) >= 5;
    width = (swap ? m.height : m.width) ?? 0;
    height = (swap ? m.width : m.height) ?? 0;
    if (!width || !height) throw new Error(`Cannot read the size of ${source.file}`);
  }
  const widths = [...new Set(variant.widths.map((w) => Math.min(w, width)))].sort((a, b) => a - b);
  const maxW = widths[widths.length - 1]!;

  // One raster at the largest width; smaller widths are resized from it.
  const base =
    source.kind === "artwork" ? sharp(source.bytes, { density: (72 * maxW) / width }) : sharp(source.bytes).rotate();
  const { data, info } = await base.resize(maxW).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;

  for (const w of widths) {
    const img = w === info.width ? sharp(data, raw) : sharp(data, raw).resize(w);
    const [avif, webp] = await Promise.all([
      img
        .clone()
        .avif({ ...encoder.avif, quality: variant.quality?.avif ?? encoder.avif.quality })
        .toBuffer(),
      img
        .clone()
        .webp({ ...encoder.webp, quality: variant.quality?.webp ?? encoder.webp.quality })
        .toBuffer(),
    ]);
    await writeAtomic(cachePath(hash, `${w}.avif`), avif);
    await writeAtomic(cachePath(hash, `${w}.webp`), webp);
  }
  const blurBuf = await sharp(data, raw)
    .resize(encoder.blurWidth)
    .blur(blurPreview.sigma)
    .webp(blurPreview.webp)
    .toBuffer();
  const blur = `data:image/webp;base64,${blurBuf.toString("base64")}`;
  const meta = { width, height, widths, blur };
  await writeAtomic(metaFile, JSON.stringify(meta));
  return { ...meta, files: filesFor(hash, widths), cached: false };
}

function filesFor(hash: string, widths: readonly number[]): Encoded["files"] {
  return widths.flatMap((width) =>
    formats.map((format) => ({ width, format, file: cachePath(hash, `${width}.${format}`) })),
  );
}
