import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { photoWorker, type PhotoWorker } from "../photos/photo-worker.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import type { PhotoFiles } from "../photos/photo-files.server";
import { pdf, photo, tempPhotoFiles } from "../photos/test-photos.server";
import { receiveBespokeRequest } from "./receive.server";
import { getBespokeRequest } from "./store/index.server";

const NOW = new Date("2026-11-26T10:00:00Z");
const FIELDS = {
  piece: "A green silk gown with a long train",
  occasion: "Wedding",
  event_date: "2027-01-10",
  name: "Ada Obi",
  email: "ada@example.com",
  phone: "+234 803 000 0001",
  unit: "cm",
  bust: "92",
  waist: "74",
  hips: "100",
  keep: "yes",
};

/** The request form as her browser posts it: multipart, its fields then its photos (or the photos first). */
function posted(
  photos: { name: string; bytes: Buffer; type: string }[],
  fields: Record<string, string> = FIELDS,
  photosFirst = false,
): Request {
  const form = new FormData();
  const addPhotos = () => {
    for (const p of photos) form.append("photos", new Blob([new Uint8Array(p.bytes)], { type: p.type }), p.name);
  };
  if (photosFirst) addPhotos();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (!photosFirst) addPhotos();
  return new Request("http://localhost/bespoke", { method: "POST", body: form });
}

/** Every file under the photos folder (temporary ones included). */
const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));

describeOnBothDatabases("a bespoke request's reference photos on %s", (suite) => {
  const t = suite.database();
  let files: PhotoFiles & { remove(): void };
  beforeAll(async () => {
    files = await tempPhotoFiles();
  }, 120_000);
  afterAll(async () => {
    files.remove();
  });
  beforeEach(async () => {
    await t.db.exec(
      "delete from bespoke_photos; delete from kept_measurement_changes; delete from kept_measurements; delete from bespoke_requests; delete from outbox; delete from rate_limits;",
    );
    for (const file of filesUnder(files.dir)) fs.rmSync(file);
  });

  const receive = (request: Request, worker?: PhotoWorker) =>
    receiveBespokeRequest(request, {
      db: t.db,
      files,
      earliest: { standard: "2000-01-01", express: "2000-01-01" },
      clientAddress: "127.0.0.1",
      siteUrl: "https://hazel.example",
      now: NOW,
      worker,
    });

  /** The shop's photo worker, its jobs counted. */
  const countedWorker = () => {
    const run = vi.fn((job: Parameters<PhotoWorker["run"]>[0], lane?: Parameters<PhotoWorker["run"]>[1]) =>
      photoWorker.run(job, lane),
    );
    return { worker: { run } as unknown as PhotoWorker, run };
  };

  /** Nothing of a refused request is kept: no row, no email, no measurements, no file. */
  async function expectNothingStored() {
    for (const table of ["bespoke_requests", "bespoke_photos", "kept_measurements", "outbox"])
      expect(await t.db.query(`select 1 from ${table}`), table).toHaveLength(0);
    expect(filesUnder(files.dir)).toEqual([]);
  }

  it("refuses a photo over 15 MB with a message, and keeps nothing of the request", async () => {
    const big = Buffer.alloc(15 * 1024 * 1024 + 1, 0xff);
    const received = await receive(
      posted([
        { name: "front.jpg", bytes: await photo("jpeg"), type: "image/jpeg" },
        { name: "IMG_4001.JPG", bytes: big, type: "image/jpeg" },
      ]),
    );
    expect(received).toMatchObject({
      ok: false,
      status: 400,
      errors: { photos: "IMG_4001.JPG is larger than 15 MB. Send a smaller copy." },
      typed: { piece: FIELDS.piece, bust: "92" },
    });
    await expectNothingStored();
  });

  it("refuses a file that is not a photo with a message, and keeps nothing of the request", async () => {
    const received = await receive(
      posted([
        { name: "invoice.jpg", bytes: pdf(), type: "image/jpeg" },
        { name: "notes.txt", bytes: Buffer.from("not a photo"), type: "text/plain" },
      ]),
    );
    expect(received).toMatchObject({ ok: false, status: 400 });
    if (received.ok) throw new Error("refused above");
    expect(received.errors.photos).toMatch(/^invoice\.jpg is a PDF document, not a photo\./);
    expect(received.errors.photos).toContain("notes.txt is not a photo in JPEG, PNG, WebP or AVIF.");
    await expectNothingStored();
  });

  it("tells her to choose her photos again when a figure is refused, and keeps none of them", async () => {
    const received = await receive(
      posted(
        [
          { name: "front.jpg", bytes: await photo("jpeg"), type: "image/jpeg" },
          { name: "back.png", bytes: await photo("png"), type: "image/png" },
        ],
        { ...FIELDS, bust: "300" },
      ),
    );
    if (received.ok) throw new Error("refused for the bust");
    expect(received.errors.photos).toBe("Choose your photos again: they are not kept while the form has a problem.");
    expect(received.typed.bust).toBe("300");
    await expectNothingStored();
  });

  it("takes up to three photos, cleaned, with the request", async () => {
    const received = await receive(
      posted([
        { name: "front.jpg", bytes: await photo("jpeg"), type: "image/jpeg" },
        { name: "back.png", bytes: await photo("png", { colour: { r: 10, g: 200, b: 90 } }), type: "image/png" },
      ]),
    );
    if (!received.ok) throw new Error(JSON.stringify(received));
    const stored = await getBespokeRequest(t.db, received.reference);
    expect(stored?.photos).toHaveLength(2);
    expect(filesUnder(files.dir).filter((f) => f.endsWith(".jpg"))).toHaveLength(2);
  });

  it("refuses a bad form at its first photo, before any photo is decoded", async () => {
    const { worker, run } = countedWorker();
    const jpeg = await photo("jpeg");
    const received = await receive(
      posted(
        [
          { name: "front.jpg", bytes: jpeg, type: "image/jpeg" },
          { name: "back.jpg", bytes: jpeg, type: "image/jpeg" },
        ],
        { ...FIELDS, email: "not an email" },
      ),
      worker,
    );
    expect(received).toMatchObject({ ok: false, status: 400, errors: { email: expect.any(String) } });
    if (received.ok) throw new Error("refused above");
    expect(received.errors.photos).toBe("Choose your photos again: they are not kept while the form has a problem.");
    expect(run).not.toHaveBeenCalled();
    await expectNothingStored();
  });

  it("refuses a form past the rate limit before any photo is decoded", async () => {
    const jpeg = await photo("jpeg");
    for (let i = 0; i < 6; i++) expect((await receive(posted([]))).ok).toBe(true);
    const { worker, run } = countedWorker();
    const received = await receive(posted([{ name: "front.jpg", bytes: jpeg, type: "image/jpeg" }]), worker);
    expect(received).toMatchObject({ ok: false, status: 429, formError: expect.stringContaining("Too many requests") });
    expect(run).not.toHaveBeenCalled();
  });

  it("keeps a photo sent before the fields undecoded until they are read, then takes it (in the shoppers' lane)", async () => {
    const { worker, run } = countedWorker();
    const jpeg = await photo("jpeg");
    const bad = await receive(
      posted([{ name: "front.jpg", bytes: jpeg, type: "image/jpeg" }], { ...FIELDS, bust: "" }, true),
      worker,
    );
    expect(bad).toMatchObject({ ok: false, status: 400, errors: { bust: expect.any(String) } });
    expect(run).not.toHaveBeenCalled();
    await expectNothingStored();

    const good = await receive(posted([{ name: "front.jpg", bytes: jpeg, type: "image/jpeg" }], FIELDS, true), worker);
    if (!good.ok) throw new Error(JSON.stringify(good));
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]![1]).toBe("shopper");
    expect((await getBespokeRequest(t.db, good.reference))?.photos).toHaveLength(1);
  });
});
