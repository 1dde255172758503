import fs from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { PhotoFiles } from "../photos/photo-files.server";
import { removePhoto } from "../photos/store/index.server";
import { addCleanPhoto, photo, tempPhotoFiles } from "../photos/test-photos.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { storeBespokeRequest } from "./store/index.server";

const REQUEST = {
  piece: "A gown like the one in the shop's photo",
  occasion: "Wedding",
  eventDate: "2027-01-10",
  express: false,
  name: "Ada Obi",
  email: "ada@example.com",
  phone: "+234 803 000 0001",
  measurements: { unit: "cm" as const, values: { bust: 92, waist: 74, hips: 100 } },
  keepMeasurements: false,
  clientAddress: "127.0.0.1",
};

describeOnBothDatabases("a photo's file shared by a product and a bespoke request on %s", (suite) => {
  const t = suite.database();
  let files: PhotoFiles & { remove(): void };
  beforeAll(async () => {
    files = await tempPhotoFiles();
  });
  afterAll(() => files.remove());

  /** The product's photo of these bytes, with a variant's file as its preparation writes one. */
  async function productPhoto(productId: number, bytes: Buffer) {
    const added = await addCleanPhoto(t.db, files, productId, bytes);
    const [row] = await t.db.query<{ id: number }>(
      "select id from product_photos where product_id = $1 and content_hash = $2",
      [productId, added.hash],
    );
    await files.put(files.variant(added.hash, 640, "webp"), Buffer.from("variant"));
    return { id: row!.id, hash: added.hash };
  }

  it("keeps the bespoke request's photo when the product's photo of the same bytes is removed", async () => {
    const bytes = await photo("jpeg", { colour: { r: 20, g: 120, b: 200 } });
    const shared = await productPhoto(4, bytes);
    await storeBespokeRequest(
      t.db,
      { ...REQUEST, photos: [{ hash: shared.hash, width: 1200, height: 800 }] },
      "https://hazel.example",
    );

    expect(await removePhoto(t.db, files, 4, shared.id, async () => {})).toBe(shared.hash);
    expect(fs.existsSync(files.original(shared.hash))).toBe(true);
    expect(fs.existsSync(files.variant(shared.hash, 640, "webp"))).toBe(false);

    // A photo no request shares goes with its files.
    const alone = await productPhoto(4, await photo("jpeg", { colour: { r: 200, g: 20, b: 20 } }));
    await removePhoto(t.db, files, 4, alone.id, async () => {});
    expect(fs.existsSync(files.original(alone.hash))).toBe(false);
  });
});
