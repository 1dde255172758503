import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changesSince, lastChangeId } from "../catalogue/changes.server";
import { testDatabases, type TestDatabase } from "../db/test-databases.server";
import { cleanPhoto } from "./clean.server";
import { prepareNextPhoto } from "./prepare.server";
import { addPhoto, photosOfProduct, photoVariant, readyPhotosOf } from "./store.server";
import { phoneJpeg } from "./test-photos.server";

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describe.each(["pglite", "postgres"] as const)("preparing uploaded photos on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await testDatabases[kind]();
  });
  afterAll(() => t.dispose());

  it("takes a photo from processing to ready with every variant, and notes the product's change", async () => {
    const cleaned = await cleanPhoto(await phoneJpeg({ width: 1600, height: 1200 }));
    if (!cleaned.ok) throw new Error(cleaned.reason);
    const { hash } = cleaned.photo;
    await addPhoto(t.db, 21, cleaned.photo, (n) => `Orion Dress, photo ${n}`);
    expect((await photosOfProduct(t.db, 21))[0]!.status).toBe("processing");
    expect(await readyPhotosOf(t.db, [21])).toEqual(new Map());
    const before = await lastChangeId(t.db);

    expect(await prepareNextPhoto(t.db, quiet)).toBe("ready");
    expect(await prepareNextPhoto(t.db, quiet)).toBe("idle");

    const [listed] = await photosOfProduct(t.db, 21);
    expect(listed).toMatchObject({ status: "ready", width: 1200, height: 1600, widths: [320, 640, 960] });
    for (const width of [320, 640, 960]) {
      for (const format of ["avif", "webp"] as const) {
        const bytes = await photoVariant(t.db, hash, width, format);
        expect(bytes, `${width}.${format}`).toBeDefined();
        const meta = await sharp(bytes).metadata();
        expect([meta.width, meta.height, meta.exif]).toEqual([width, Math.round((width * 1600) / 1200), undefined]);
      }
    }
    expect((await readyPhotosOf(t.db, [21])).get(21)).toEqual([
      expect.objectContaining({ key: `p/${hash}`, width: 1200, height: 1600, alt: "Orion Dress, photo 1" }),
    ]);
    expect((await changesSince(t.db, before)).map((c) => c.productIds)).toEqual([[21]]);
  });
});
