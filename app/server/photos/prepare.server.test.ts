import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { changesSince, lastChangeId } from "../catalogue/store/index.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import type { PhotoFiles } from "./photo-files.server";
import { PhotoWorker } from "./photo-worker.server";
import { prepareNextPhoto } from "./prepare.server";
import { photosOfProduct, readyPhotosOf } from "./store/index.server";
import { addCleanPhoto, phoneJpeg, tempPhotoFiles } from "./test-photos.server";

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describeOnBothDatabases("preparing uploaded photos on %s", (suite) => {
  const t = suite.database();
  let files: PhotoFiles & { remove(): void };
  beforeAll(async () => {
    files = await tempPhotoFiles();
  });
  afterAll(async () => {
    files.remove();
  });

  it("takes a photo from processing to ready with every variant, and notes the product's change", async () => {
    const { hash } = await addCleanPhoto(
      t.db,
      files,
      21,
      await phoneJpeg({ width: 1600, height: 1200 }),
      (n) => `Orion Dress, photo ${n}`,
    );
    expect((await photosOfProduct(t.db, 21))[0]!.status).toBe("processing");
    expect(await readyPhotosOf(t.db, [21])).toEqual(new Map());
    const before = await lastChangeId(t.db);

    expect(await prepareNextPhoto(t.db, files, quiet)).toBe("ready");
    expect(await prepareNextPhoto(t.db, files, quiet)).toBe("idle");

    const [listed] = await photosOfProduct(t.db, 21);
    expect(listed).toMatchObject({ status: "ready", width: 1200, height: 1600, widths: [320, 640, 960] });
    for (const width of [320, 640, 960]) {
      for (const format of ["avif", "webp"] as const) {
        const bytes = await files.read(files.variant(hash, width, format));
        expect(bytes, `${width}.${format}`).toBeDefined();
        const meta = await sharp(bytes).metadata();
        expect([meta.width, meta.height, meta.exif]).toEqual([width, Math.round((width * 1600) / 1200), undefined]);
      }
    }
    expect((await readyPhotosOf(t.db, [21])).get(21)).toEqual([
      expect.objectContaining({ key: `p/${hash}`, width: 1200, height: 1600, alt: "Orion Dress, photo 1" }),
    ]);
    expect((await changesSince(t.db, before)).map((c) => c.productIds)).toEqual([[21]]);
    // The bytes are in files only: the database holds none of them.
    const [held] = await t.db.query<{ n: number }>(
      `select (select count(*) from product_photos where original is not null)
            + (select count(*) from photo_variants where bytes is not null) as n`,
    );
    expect(Number(held?.n)).toBe(0);
  });

  it("counts a crash of the photo worker's child as a failed try, and prepares the next photo in a fresh child", async () => {
    await addCleanPhoto(t.db, files, 22, await phoneJpeg({ width: 1400, height: 1000 }));
    await addCleanPhoto(t.db, files, 24, await phoneJpeg({ width: 1300, height: 900 }));
    const worker = new PhotoWorker();
    const warnings: string[] = [];
    const log = { ...quiet, warn: (line: string) => warnings.push(line) };
    const preparing = prepareNextPhoto(t.db, files, log, worker);
    while (!worker.pid) await new Promise((resolve) => setImmediate(resolve));
    process.kill(worker.pid, "SIGKILL");
    expect(await preparing).toBe("failed");
    expect(warnings).toEqual([expect.stringContaining("the photo worker stopped (SIGKILL)")]);
    expect((await photosOfProduct(t.db, 22))[0]!.status).toBe("processing");

    expect(await prepareNextPhoto(t.db, files, log, worker)).toBe("ready");
    expect((await photosOfProduct(t.db, 24))[0]!.status).toBe("ready");
    worker.stop();
  });
});
