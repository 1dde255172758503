import { createHash } from "node:crypto";
import fs from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { ImageFormat } from "~/lib/images/image-ref";
import type { Db } from "../../db/db.server";
import { describeOnBothDatabases } from "../../test-data-suite.server";
import type { CleanedFile } from "../clean.server";
import type { PhotoFiles } from "../photo-files.server";
import {
  addPhoto as addPhotoRow,
  claimPhotoToPrepare,
  copyPhotos,
  markPhotoReady as markPhotoReadyRow,
  moveStoredBytes,
  photosOfProduct,
  readyPhotosOf,
  removePhoto,
  reorderPhoto,
  setPhotoAlt,
} from "./index.server";
import { tempPhotoFiles } from "../test-photos.server";
import type { EncodedPhoto } from "../variants.server";

let files: PhotoFiles & { remove(): void };
beforeAll(async () => {
  files = await tempPhotoFiles();
});
afterAll(() => files.remove());

let shade = 0;
/**
 * A cleaned photo as the store receives it, in its temporary file: bytes of its own, so a content
 * hash of its own. (Cleaning is `clean.server.test.ts`'s; the store never reads a photo's pixels.)
 */
async function fresh(): Promise<CleanedFile> {
  shade += 1;
  const bytes = Buffer.from(`a cleaned photo of 400 × 320, number ${shade}`);
  const file = files.incoming();
  await fs.promises.writeFile(file, bytes);
  return { file, width: 400, height: 320, hash: createHash("sha256").update(bytes).digest("hex").slice(0, 32) };
}

/** Adds a photo as an upload does, its file placed (a copy: a test adds one photo to two products). */
const addPhoto = (db: Db, productId: number, p: CleanedFile, altFor: (n: number) => string) =>
  addPhotoRow(db, productId, p, altFor, () => fs.promises.copyFile(p.file, files.original(p.hash)));

/** Writes the variants' files, as the preparation does, then marks the photo ready. */
async function markPhotoReady(
  db: Db,
  p: { id: number; hash: string },
  encoded: EncodedPhoto,
  also: (tx: Db) => Promise<void>,
) {
  for (const v of encoded.variants) await files.put(files.variant(p.hash, v.width, v.format), v.bytes);
  return markPhotoReadyRow(db, files, p, encoded, also);
}

const photoVariant = (_db: Db, hash: string, width: number, format: ImageFormat) =>
  files.read(files.variant(hash, width, format));

const alt = (n: number) => `Orion Dress, photo ${n}`;
const nothing = async () => {};
const encoded: EncodedPhoto = {
  widths: [320],
  blur: "data:image/webp;base64,AAAA",
  variants: [
    { width: 320, format: "avif", bytes: Buffer.from("avif bytes") },
    { width: 320, format: "webp", bytes: Buffer.from("webp bytes") },
  ],
};

describeOnBothDatabases("product photos on %s", (suite) => {
  const t = suite.database();

  it("adds photos after the others, numbered in their default alt text, each photo once", async () => {
    const [a, b] = [await fresh(), await fresh()];
    expect(await addPhoto(t.db, 1, a, alt)).toMatchObject({ ok: true, position: 0 });
    expect(await addPhoto(t.db, 1, b, alt)).toMatchObject({ ok: true, position: 1 });
    expect(await addPhoto(t.db, 1, a, alt)).toEqual({ ok: false, reason: "duplicate" });
    // Another product may have the same photo.
    expect(await addPhoto(t.db, 2, a, alt)).toMatchObject({ ok: true, position: 0 });
    const photos = await photosOfProduct(t.db, 1);
    expect(photos.map((p) => [p.position, p.alt, p.status, p.key])).toEqual([
      [0, "Orion Dress, photo 1", "processing", `p/${a.hash}`],
      [1, "Orion Dress, photo 2", "processing", `p/${b.hash}`],
    ]);
  });

  it("takes at most 10 photos for a product, even sent all at once", async () => {
    const photos = await Promise.all(Array.from({ length: 12 }, fresh));
    const added = await Promise.all(photos.map((p) => addPhoto(t.db, 3, p, alt)));
    expect(added.filter((a) => a.ok)).toHaveLength(10);
    expect(added.filter((a) => !a.ok)).toEqual([
      { ok: false, reason: "product-full" },
      { ok: false, reason: "product-full" },
    ]);
    const positions = (await photosOfProduct(t.db, 3)).map((p) => p.position);
    expect(positions).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("moves photos, makes one the cover and removes one, keeping the order without gaps", async () => {
    const ids = [];
    for (let i = 0; i < 4; i++) {
      const added = await addPhoto(t.db, 4, await fresh(), alt);
      if (!added.ok) throw new Error(added.reason);
      ids.push(added.id);
    }
    const [p1, p2, p3, p4] = ids as [number, number, number, number];
    const order = async () => (await photosOfProduct(t.db, 4)).map((p) => p.id);
    const noted: string[] = [];
    const note = (what: string) => async () => void noted.push(what);

    expect(await reorderPhoto(t.db, 4, p3, "up", note("up"))).toBe(true);
    expect(await order()).toEqual([p1, p3, p2, p4]);
    expect(await reorderPhoto(t.db, 4, p1, "up", note("no"))).toBe(false);
    expect(await reorderPhoto(t.db, 4, p4, "down", note("no"))).toBe(false);
    expect(await reorderPhoto(t.db, 4, p4, "cover", note("cover"))).toBe(true);
    expect(await order()).toEqual([p4, p1, p3, p2]);
    expect(await reorderPhoto(t.db, 5, p4, "cover", note("no"))).toBe(false);

    expect(await removePhoto(t.db, files, 4, p1, note("removed"))).toMatch(/^[0-9a-f]{32}$/);
    expect(await removePhoto(t.db, files, 4, p1, note("no"))).toBeUndefined();
    expect((await photosOfProduct(t.db, 4)).map((p) => [p.id, p.position])).toEqual([
      [p4, 0],
      [p3, 1],
      [p2, 2],
    ]);

    expect(await setPhotoAlt(t.db, 4, p2, "Orion Dress, the back", note("alt"))).toBe(true);
    expect(await setPhotoAlt(t.db, 5, p2, "Not this product's", note("no"))).toBe(false);
    expect((await photosOfProduct(t.db, 4))[2]!.alt).toBe("Orion Dress, the back");
    expect(noted).toEqual(["up", "cover", "removed", "alt"]);
  });

  it("copies a product's photos to another in order, alt texts and state kept, sharing their files", async () => {
    const [a, b, c] = [await fresh(), await fresh(), await fresh()];
    const ids = [];
    for (const p of [a, b, c]) {
      const added = await addPhoto(t.db, 40, p, alt);
      if (!added.ok) throw new Error(added.reason);
      ids.push(added.id);
    }
    const [pa, pb] = ids as [number, number, number];
    await markPhotoReady(t.db, { id: pa, hash: a.hash }, encoded, nothing);
    await reorderPhoto(t.db, 40, pb, "cover", nothing);
    await setPhotoAlt(t.db, 40, pb, "The back, tie undone", nothing);
    await setPhotoAlt(t.db, 40, pa, "The front", nothing);

    expect(await t.db.transaction((tx) => copyPhotos(tx, 40, 41))).toBe(3);
    const shape = (photos: Awaited<ReturnType<typeof photosOfProduct>>) =>
      photos.map((p) => [p.position, p.alt, p.status, p.key, p.widths]);
    const copied = await photosOfProduct(t.db, 41);
    expect(shape(copied)).toEqual(shape(await photosOfProduct(t.db, 40)));
    expect(shape(copied).map(([, altText]) => altText)).toEqual(["The back, tie undone", "The front", alt(3)]);
    expect(copied.map((p) => p.id)).not.toContain(pa);
    expect((await readyPhotosOf(t.db, [41])).get(41)!.map((p) => p.alt)).toEqual(["The front"]);

    // Removing the original's photo leaves the copy's files; the last use removes them.
    await removePhoto(t.db, files, 40, pa, nothing);
    expect(await photoVariant(t.db, a.hash, 320, "webp")).toEqual(Buffer.from("webp bytes"));
    await removePhoto(t.db, files, 41, copied.find((p) => p.key === `p/${a.hash}`)!.id, nothing);
    expect(await photoVariant(t.db, a.hash, 320, "webp")).toBeUndefined();
  });

  it("hands each waiting photo to one preparer, and lists only ready photos for the pages", async () => {
    const shared = await fresh();
    const first = await addPhoto(t.db, 6, shared, alt);
    await addPhoto(t.db, 6, await fresh(), alt);
    await addPhoto(t.db, 7, shared, alt);
    if (!first.ok) throw new Error(first.reason);

    // Earlier tests left photos waiting: claim until this product's first one comes.
    const lease = { leaseSeconds: 60, maxAttempts: 3 };
    const claimed = [];
    for (let c = await claimPhotoToPrepare(t.db, lease); c; c = await claimPhotoToPrepare(t.db, lease)) claimed.push(c);
    expect(new Set(claimed.map((c) => c.id)).size).toBe(claimed.length);
    const mine = claimed.find((c) => c.id === first.id)!;
    expect(mine).toMatchObject({ productId: 6, hash: shared.hash, width: 400, gaveUp: false });
    expect(fs.readFileSync(files.original(shared.hash)).equals(fs.readFileSync(shared.file))).toBe(true);
    // Claimed: no other preparer gets it while the lease runs.
    expect(await claimPhotoToPrepare(t.db, lease)).toBeUndefined();

    const noted: number[] = [];
    expect(await markPhotoReady(t.db, mine, encoded, async () => void noted.push(6))).toBe(true);
    expect(noted).toEqual([6]);
    expect((await photoVariant(t.db, shared.hash, 320, "webp"))?.toString()).toBe("webp bytes");
    expect(await photoVariant(t.db, shared.hash, 640, "webp")).toBeUndefined();

    const ready = await readyPhotosOf(t.db, [6, 7]);
    expect([...ready.keys()]).toEqual([6]);
    expect(ready.get(6)).toEqual([
      {
        key: `p/${shared.hash}`,
        width: 400,
        height: 320,
        widths: [320],
        blur: "data:image/webp;base64,AAAA",
        alt: "Orion Dress, photo 1",
      },
    ]);
    expect((await readyPhotosOf(t.db)).get(6)).toHaveLength(1);
    expect((await readyPhotosOf(t.db, [])).size).toBe(0);

    // Product 7 has the same photo: its variants stay while it does.
    const six = await photosOfProduct(t.db, 6);
    await removePhoto(t.db, files, 6, six[0]!.id, nothing);
    expect(await photoVariant(t.db, shared.hash, 320, "webp")).toBeDefined();
    const seven = await photosOfProduct(t.db, 7);
    await removePhoto(t.db, files, 7, seven[0]!.id, nothing);
    expect(await photoVariant(t.db, shared.hash, 320, "webp")).toBeUndefined();
    expect(fs.existsSync(files.original(shared.hash))).toBe(false);
  });

  it("keeps no variant of a photo removed while it was being prepared", async () => {
    const removed = await fresh();
    const added = await addPhoto(t.db, 8, removed, alt);
    if (!added.ok) throw new Error(added.reason);
    await removePhoto(t.db, files, 8, added.id, nothing);
    expect(await markPhotoReady(t.db, { id: added.id, hash: removed.hash }, encoded, nothing)).toBe(false);
    expect(await photoVariant(t.db, removed.hash, 320, "avif")).toBeUndefined();
    expect(fs.existsSync(files.original(removed.hash))).toBe(false);
  });

  it("moves the bytes an earlier version kept in the database into files, once", async () => {
    const hash = "ab".repeat(16);
    await t.db.query(
      `insert into product_photos (product_id, position, alt, original, content_hash, width, height, status, widths, blur)
       values (10, 0, 'Old photo', $1, $2, 400, 320, 'ready', '{320}', 'data:image/webp;base64,AAAA')`,
      [Buffer.from("old original"), hash],
    );
    await t.db.query("insert into photo_variants (content_hash, width, format, bytes) values ($1, 320, 'webp', $2)", [
      hash,
      Buffer.from("old variant"),
    ]);
    expect(await moveStoredBytes(t.db, files)).toBe(2);
    expect(fs.readFileSync(files.original(hash), "utf8")).toBe("old original");
    expect(fs.readFileSync(files.variant(hash, 320, "webp"), "utf8")).toBe("old variant");
    expect(await moveStoredBytes(t.db, files)).toBe(0);
    const [left] = await t.db.query<{ n: number }>(
      `select (select count(*) from product_photos where original is not null)
            + (select count(*) from photo_variants where bytes is not null) as n`,
    );
    expect(Number(left?.n)).toBe(0);
  });

  it("gives up on a photo after its attempts, and takes a lapsed claim again", async () => {
    const stuck = await addPhoto(t.db, 9, await fresh(), alt);
    if (!stuck.ok) throw new Error(stuck.reason);
    // A lease that has lapsed as soon as it is taken (0 s could still hold within the clock's same tick).
    const lapsing = { leaseSeconds: -1, maxAttempts: 2 };
    const tries = [];
    for (let i = 0; i < 3; i++) tries.push(await claimPhotoToPrepare(t.db, lapsing));
    expect(tries.map((c) => [c?.id, c?.gaveUp])).toEqual([
      [stuck.id, false],
      [stuck.id, false],
      [stuck.id, true],
    ]);
    expect(await claimPhotoToPrepare(t.db, lapsing)).toBeUndefined();
    expect((await photosOfProduct(t.db, 9))[0]!.status).toBe("failed");
  });
});
