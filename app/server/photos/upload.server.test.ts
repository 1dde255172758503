import { monitorEventLoopDelay } from "node:perf_hooks";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, type TestDatabase } from "../db/test-databases.server";
import fs from "node:fs";
import type { PhotoFiles } from "./photo-files.server";
import { photosOfProduct } from "./store.server";
import { heic, pdf, phoneJpeg, photo, pngBomb, tempPhotoFiles } from "./test-photos.server";
import { uploadPhotos } from "./upload.server";

const orion = { id: 1, name: "Orion Dress" };

function upload(files: { name: string; bytes: Buffer; type?: string }[]): Request {
  const form = new FormData();
  for (const f of files)
    form.append("photos", new Blob([new Uint8Array(f.bytes)], { type: f.type ?? "image/jpeg" }), f.name);
  return new Request("http://localhost/admin/products/1/photos", { method: "POST", body: form });
}

/**
 * The request with its body as a socket gives it: 64 kB at a time, each in a task of its own (a
 * FormData body is put together in promise callbacks that hold the loop, as no upload does).
 */
async function overTheNetwork(request: Request): Promise<Request> {
  const bytes = new Uint8Array(await request.arrayBuffer());
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      await new Promise((resolve) => setImmediate(resolve));
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, at + 65_536));
      at += 65_536;
    },
  });
  return new Request(request.url, { method: "POST", headers: request.headers, body, duplex: "half" } as RequestInit);
}

describe.each(["pglite", "postgres"] as const)("uploading photos on %s", (kind) => {
  let t: TestDatabase;
  let files: PhotoFiles & { remove(): void };
  beforeAll(async () => {
    t = await testDatabases[kind]();
    files = await tempPhotoFiles();
  });
  afterAll(async () => {
    await t.dispose();
    files.remove();
  });

  it("stores the photos, cleaned, and refuses a bomb, a renamed PDF and a HEIC photo with a message each", async () => {
    const report = await uploadPhotos(
      t.db,
      files,
      upload([
        { name: "IMG_0001.JPG", bytes: await phoneJpeg() },
        { name: "huge.png", bytes: pngBomb(), type: "image/png" },
        { name: "invoice.jpg", bytes: pdf() },
        { name: "IMG_0002.HEIC", bytes: heic(), type: "image/heic" },
        { name: "back.webp", bytes: await photo("webp"), type: "image/webp" },
      ]),
      orion,
    );
    expect(report).toEqual({
      added: [expect.any(Number), expect.any(Number)],
      status: 400,
      problems: [
        "huge.png has more than 50 million pixels. Send a smaller copy.",
        "invoice.jpg is a PDF document, not a photo. Send a photo in JPEG, PNG, WebP or AVIF.",
        expect.stringMatching(/^IMG_0002\.HEIC is a HEIC photo/),
      ],
    });
    const stored = await photosOfProduct(t.db, 1);
    expect(stored.map((p) => [p.alt, p.status, p.width, p.height])).toEqual([
      ["Orion Dress, photo 1", "processing", 800, 1200],
      ["Orion Dress, photo 2", "processing", 1200, 800],
    ]);
    // The cleaned photo is a file at its content address; the database keeps none of its bytes.
    const original = fs.readFileSync(files.original(stored[0]!.key.slice(2)));
    expect((await sharp(original).metadata()).exif).toBeUndefined();
    expect(original.includes("GPS")).toBe(false);
    const [row] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from product_photos where original is not null",
    );
    expect(row?.n).toBe(0);
    // Nothing of the refused files is left.
    expect(fs.readdirSync(`${files.dir}/.incoming`)).toEqual([]);
  });

  it("adds up to the product's 10 photos and says which were left out", async () => {
    const colours = Array.from({ length: 9 }, (_, i) => ({ r: 20 * i, g: 100, b: 200 }));
    const photos = await Promise.all(colours.map((colour) => photo("jpeg", { width: 320, height: 320, colour })));
    const report = await uploadPhotos(
      t.db,
      files,
      upload(photos.map((bytes, i) => ({ name: `look-${i}.jpg`, bytes }))),
      orion,
    );
    expect(report.added).toHaveLength(8);
    expect(report.problems).toEqual([
      "look-8.jpg was not added: a product has at most 10 photos. Remove one to add another.",
    ]);
    expect(await photosOfProduct(t.db, 1)).toHaveLength(10);
  });

  it(
    "never holds the event loop more than 100 ms while it takes a 12 MP phone photo",
    { timeout: 60_000 },
    async () => {
      // Noise compresses badly: a 12 MP JPEG of about 12 MB, near the worst a phone sends.
      const big = await sharp({
        create: {
          width: 4000,
          height: 3000,
          channels: 3,
          background: "#808080",
          noise: { type: "gaussian", mean: 128, sigma: 40 },
        },
      })
        .jpeg({ quality: 95 })
        .toBuffer();
      const request = await overTheNetwork(upload([{ name: "IMG_1200.JPG", bytes: big }]));
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      const report = await uploadPhotos(t.db, files, request, { id: 3, name: "Lyra Top" });
      delay.disable();
      expect(report.problems).toEqual([]);
      expect(delay.max / 1e6).toBeLessThan(100);
    },
  );

  it("asks for a photo when the form came without one", async () => {
    const form = new FormData();
    form.append("photos", new Blob([]), "");
    const request = new Request("http://localhost/admin/products/2/photos", { method: "POST", body: form });
    expect(await uploadPhotos(t.db, files, request, { id: 2, name: "Sesame" })).toEqual({
      added: [],
      status: 400,
      problems: ["Choose at least one photo to upload."],
    });
  });
});
