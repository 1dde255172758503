import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import type { Db } from "../db/db.server";
import { cleanUpload, type Cleaned, type CleanedFile } from "./clean.server";
import { PhotoFiles } from "./photo-files.server";
import { photoWorker, type PhotoLane, type PhotoWorker } from "./photo-worker.server";
import { addPhoto } from "./store/index.server";

// Real image files for the photo tests, made with sharp (and by hand where sharp cannot).

/** A photo of one colour with a darker band across its top, so its orientation shows in its pixels. */
export async function photo(
  format: "jpeg" | "png" | "webp" | "avif",
  { width = 1200, height = 800, colour = { r: 180, g: 40, b: 60 } } = {},
): Promise<Buffer> {
  const band = await sharp({
    create: { width, height: Math.ceil(height / 10), channels: 3, background: { r: 10, g: 10, b: 10 } },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([{ input: band, top: 0, left: 0 }])
    .toFormat(format)
    .toBuffer();
}

/** What a phone writes: a JPEG stored sideways with EXIF orientation 6, the place it was taken (GPS) and a description. */
export function phoneJpeg({ width = 1200, height = 800 } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: "Phone", ImageDescription: "GPS 6.5244 N 3.3792 E, Lagos" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "6/1 31/1 28/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "3/1 22/1 45/1",
        GPSMapDatum: "WGS-84",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const crc32 = (bytes: Buffer) => {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
};

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A decompression bomb: a PNG of a few hundred bytes claiming `side` × `side` pixels (a 3 GB
 * raster for the default), its compressed rows all zero.
 */
export function pngBomb(side = 30_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = deflateSync(Buffer.alloc((side * 3 + 1) * 8), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", rows),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The start of an iPhone's HEIC photo (an ISO media file of brand heic); sharp here cannot write HEVC. */
export function heic(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write("ftypheic", 4, "latin1");
  ftyp.write("mif1heic", 16, "latin1");
  return Buffer.concat([ftyp, Buffer.alloc(2000, 7)]);
}

/** A small PDF document, as a file renamed photo.jpg would carry. */
export const pdf = () =>
  Buffer.from(
    "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    "latin1",
  );

/** A photos' folder of its own for a test; `remove` deletes it. */
export async function tempPhotoFiles(): Promise<PhotoFiles & { remove(): void }> {
  const files = await new PhotoFiles(fs.mkdtempSync(path.join(os.tmpdir(), "hazel-photos-"))).open();
  return Object.assign(files, { remove: () => fs.rmSync(files.dir, { recursive: true, force: true }) });
}

/** Cleans a photo's bytes as an upload's file is cleaned: written to a temporary file, removed after. */
export async function cleanPhoto(
  bytes: Buffer,
  files: PhotoFiles,
  worker: PhotoWorker = photoWorker,
  lane: PhotoLane = "owner",
): Promise<Cleaned> {
  const file = files.incoming();
  await fs.promises.writeFile(file, bytes);
  try {
    return await cleanUpload({ file, head: bytes.subarray(0, 4096), bytes: bytes.length }, files, worker, lane);
  } finally {
    await files.discard(file);
  }
}

/** Cleans a photo and adds it to a product, its file placed, as an upload does. */
export async function addCleanPhoto(
  db: Db,
  files: PhotoFiles,
  productId: number,
  bytes: Buffer,
  alt = (n: number) => `Photo ${n}`,
): Promise<CleanedFile> {
  const cleaned = await cleanPhoto(bytes, files);
  if (!cleaned.ok) throw new Error(cleaned.reason);
  const { photo } = cleaned;
  await addPhoto(db, productId, photo, alt, () => files.place(photo.file, files.original(photo.hash)));
  await files.discard(photo.file);
  return { ...photo, file: files.original(photo.hash) };
}
