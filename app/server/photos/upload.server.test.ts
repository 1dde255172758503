import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnBothDatabases } from "../test-data-suite.server";
import fs from "node:fs";
import type { PhotoFiles } from "./photo-files.server";
import { photosOfProduct } from "./store/index.server";
import { heic, pdf, phoneJpeg, photo, pngBomb, tempPhotoFiles } from "./test-photos.server";
import { uploadPhotos } from "./upload.server";

const orion = { id: 1, name: "Orion Dress" };

function upload(files: { name: string; bytes: Buffer; type?: string }[]): Request {
  const form = new FormData();
  for (const f of files)
    form.append("photos", new Blob([new Uint8Array(f.bytes)], { type: f.type ?? "image/jpeg" }), f.name);
  return new Request("http://localhost/admin/products/1/photos", { method: "POST", body: form });
}

describeOnBothDatabases("uploading photos on %s", (suite) => {
  const t = suite.database();
  let files: PhotoFiles & { remove(): void };
  beforeAll(async () => {
    files = await tempPhotoFiles();
  });
  afterAll(async () => {
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
