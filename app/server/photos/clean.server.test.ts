import fs from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { afterAll, beforeAll } from "vitest";
import type { PhotoFiles } from "./photo-files.server";
import { cleanPhoto, heic, pdf, phoneJpeg, photo, pngBomb, tempPhotoFiles } from "./test-photos.server";

let files: PhotoFiles & { remove(): void };
beforeAll(async () => {
  files = await tempPhotoFiles();
});
afterAll(() => files.remove());

/** Cleans a photo into its temporary file, and reads the file back. */
async function clean(bytes: Buffer) {
  const cleaned = await cleanPhoto(bytes, files);
  if (!cleaned.ok) return cleaned;
  const read = fs.readFileSync(cleaned.photo.file);
  await files.discard(cleaned.photo.file);
  return { ok: true as const, photo: { ...cleaned.photo, bytes: read } };
}

describe("cleaning an uploaded photo", () => {
  it("turns a phone's sideways JPEG upright and removes its EXIF, GPS included", async () => {
    const input = await phoneJpeg({ width: 1200, height: 800 });
    const before = await sharp(input).metadata();
    expect(before).toMatchObject({ width: 1200, height: 800, orientation: 6 });
    expect(before.exif).toBeDefined();
    expect(input.includes("GPS")).toBe(true);
    expect(input.includes("WGS-84")).toBe(true);

    const cleaned = await clean(input);
    if (!cleaned.ok) throw new Error(cleaned.reason);
    expect(cleaned.photo).toMatchObject({ width: 800, height: 1200 });
    const after = await sharp(cleaned.photo.bytes).metadata();
    expect(after).toMatchObject({ format: "jpeg", width: 800, height: 1200, space: "srgb" });
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(cleaned.photo.bytes.includes("GPS")).toBe(false);
    expect(cleaned.photo.bytes.includes("WGS-84")).toBe(false);
    expect(cleaned.photo.bytes.includes("Exif")).toBe(false);
  });

  it("converts a wide-gamut photo to sRGB and keeps neither its ICC profile nor its XMP", async () => {
    const xmp =
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Owner"/></rdf:RDF></x:xmpmeta>';
    const input = await sharp(await photo("jpeg", { width: 480, height: 320 }))
      .withIccProfile("p3")
      .withXmp(xmp)
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.icc).toBeDefined();
    expect(before.xmp).toBeDefined();
    const cleaned = await clean(input);
    if (!cleaned.ok) throw new Error(cleaned.reason);
    const after = await sharp(cleaned.photo.bytes).metadata();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(cleaned.photo.bytes.includes("xmpmeta")).toBe(false);
  });

  it("keeps the picture the right way up: the band along the top of the sideways photo ends on its right", async () => {
    // Orientation 6: the stored image is to be turned 90° clockwise, so its top edge goes right.
    const sideways = await sharp(await photo("jpeg", { width: 600, height: 400 }))
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const cleaned = await clean(sideways);
    if (!cleaned.ok) throw new Error(cleaned.reason);
    const { data, info } = await sharp(cleaned.photo.bytes).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => data[(y * info.width + x) * info.channels]!;
    expect(info.width).toBe(400);
    expect(at(info.width - 5, 200)).toBeLessThan(40);
    expect(at(5, 200)).toBeGreaterThan(150);
  });

  it.each(["jpeg", "png", "webp", "avif"] as const)("takes a %s photo, named by its content", async (format) => {
    const input = await photo(format, { width: 640, height: 480 });
    const cleaned = await clean(input);
    if (!cleaned.ok) throw new Error(cleaned.reason);
    expect(cleaned.photo).toMatchObject({ width: 640, height: 480, hash: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect((await clean(input)).ok && cleaned.photo.hash).toBe(cleaned.photo.hash);
  });

  it("keeps a camera's large photo at 4096 px on its longer side, turned upright", async () => {
    const wide = await sharp(await photo("jpeg", { width: 5000, height: 400 }))
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const cleaned = await clean(wide);
    if (!cleaned.ok) throw new Error(cleaned.reason);
    expect(cleaned.photo).toMatchObject({ width: 328, height: 4096 });
    expect(await sharp(cleaned.photo.bytes).metadata()).toMatchObject({ width: 328, height: 4096 });
  });

  it("refuses a decompression bomb from its header, before decoding it", async () => {
    const bomb = pngBomb(30_000);
    expect(bomb.length).toBeLessThan(5_000);
    const started = performance.now();
    expect(await clean(bomb)).toEqual({ ok: false, reason: "too-many-pixels" });
    expect(performance.now() - started).toBeLessThan(1_000);
    // Just past the limit: a 56 MP photo.
    expect(await clean(pngBomb(7_500))).toEqual({ ok: false, reason: "too-many-pixels" });
  });

  it("refuses a photo too small for the product pages, whichever way it is turned", async () => {
    expect(await clean(await phoneJpeg({ width: 1200, height: 300 }))).toEqual({ ok: false, reason: "too-small" });
    expect(await clean(await phoneJpeg({ width: 300, height: 1200 }))).toEqual({ ok: false, reason: "too-small" });
    expect((await clean(await phoneJpeg({ width: 320, height: 320 }))).ok).toBe(true);
  });

  it("refuses a PDF named like a photo, a HEIC photo, a GIF, text and an empty file", async () => {
    expect(await clean(pdf())).toEqual({ ok: false, reason: "pdf" });
    expect(await clean(heic())).toEqual({ ok: false, reason: "heic" });
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "red" } })
      .gif()
      .toBuffer();
    expect(await clean(gif)).toEqual({ ok: false, reason: "gif" });
    expect(await clean(Buffer.from("hello, not a photo"))).toEqual({ ok: false, reason: "unknown" });
    expect(await clean(Buffer.alloc(0))).toEqual({ ok: false, reason: "empty" });
  });

  it("refuses a file that starts like a JPEG but is not one", async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 1)]);
    expect(await clean(fake)).toEqual({ ok: false, reason: "unreadable" });
    const truncated = (await photo("png")).subarray(0, 200);
    expect(await clean(truncated)).toEqual({ ok: false, reason: "unreadable" });
    // Nothing is left of them in the photos' folder.
    expect(fs.readdirSync(files.dir)).toEqual([".incoming"]);
    expect(fs.readdirSync(`${files.dir}/.incoming`)).toEqual([]);
  });

  it("refuses a file over 25 MB without reading it", async () => {
    const big = Buffer.alloc(25 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(await clean(big)).toEqual({ ok: false, reason: "too-large" });
  });
});
