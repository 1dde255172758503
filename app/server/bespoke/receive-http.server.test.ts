import { randomBytes } from "node:crypto";
import fs from "node:fs";
import type http from "node:http";
import net from "node:net";
import path from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { discardUnreadBody } from "../http/errors.server";
import { serve, type Serving } from "../http/serve.server";
import type { PhotoFiles } from "../photos/photo-files.server";
import { tempPhotoFiles } from "../photos/test-photos.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { BESPOKE_UPLOAD_PACE, receiveBespokeRequest } from "./receive.server";
import { UploadSlots } from "./upload-slots.server";

// Bespoke uploads over real connections, sent by hand on a raw socket: one that stalls until the
// server times it out, one dropped halfway, more at once than the bounds let through, and one
// trickled slower than the least pace an upload must keep.

const FIELDS = {
  piece: "A green silk gown with a long train",
  occasion: "Wedding",
  event_date: "2027-01-10",
  unit: "cm",
  bust: "92",
  waist: "74",
  hips: "100",
  name: "Ada Obi",
  email: "ada@example.com",
  phone: "+234 803 000 0001",
};
const NOW = new Date("2026-11-26T10:00:00Z");
/** Small bounds, so a test holds them with few connections. */
const LIMITS = { perAddress: 1, total: 2 } as const;
/** Enough of a body for its fields and its first photo's start. */
const FIELDS_AND_PHOTO_START = 4000;
/** A pace small enough to be missed in a fraction of a second, before the server's 1 s timeout. */
const TEST_PACE = { bytesPerSecond: 50_000, graceMs: 200 } as const;

/** Every file under the photos folder (temporary ones included). */
const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));

/** A photo of noise (about 400 kB), so part of its bytes can be on their way while the rest is not. */
const noisyJpeg = () =>
  sharp(randomBytes(480 * 360 * 3), { raw: { width: 480, height: 360, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();

/** The form's body as her browser sends it: its fields, then its photos. */
async function formBody(photos: Buffer[]): Promise<{ type: string; body: Buffer }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(FIELDS)) form.append(name, value);
  for (const [i, bytes] of photos.entries())
    form.append("photos", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), `p${i}.jpg`);
  const request = new Request("http://localhost/bespoke", { method: "POST", body: form });
  return { type: request.headers.get("content-type")!, body: Buffer.from(await request.arrayBuffer()) };
}

/** Resolves once `check` holds, looked at every few milliseconds. */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** A request as React Router's Express adapter makes it: the body streamed from the connection, aborted once it closes. */
function requestOf(req: http.IncomingMessage, res: http.ServerResponse): Request {
  const controller = new AbortController();
  res.on("close", () => controller.abort());
  return new Request(`http://localhost${req.url}`, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: Readable.toWeb(req) as ReadableStream<Uint8Array>,
    signal: controller.signal,
    duplex: "half",
  } as RequestInit);
}

describeOnBothDatabases("bespoke uploads over real connections on %s", (suite) => {
  const t = suite.database();
  let files: PhotoFiles & { remove(): void };
  let serving: Serving;
  let jpeg: Buffer;
  let ended = 0;
  const slots = new UploadSlots(LIMITS);
  let pace = BESPOKE_UPLOAD_PACE;

  beforeAll(async () => {
    files = await tempPhotoFiles();
    jpeg = await noisyJpeg();
    serving = await serve(
      (req, res) => {
        discardUnreadBody(req as never, res as never, () => {});
        void receiveBespokeRequest(requestOf(req, res), {
          db: t.db,
          files,
          earliest: { standard: "2000-01-01", express: "2000-01-01" },
          clientAddress: String(req.headers["x-test-address"]),
          siteUrl: "https://hazel.example",
          now: NOW,
          slots,
          pace,
        })
          .then((received) => {
            if (res.headersSent) return;
            res.writeHead(received.ok ? 303 : received.status, { "Content-Type": "text/plain" });
            res.end(received.ok ? "" : (received.formError ?? JSON.stringify(received.errors)));
          })
          .finally(() => ended++);
      },
      // Node's own request timeout (an upload's) ends a stalled bespoke upload here after 1 s.
      { port: 0, host: "127.0.0.1", headersTimeoutMs: 1000, requestTimeoutMs: 1000, uploadTimeoutMs: 1000 },
    );
  }, 120_000);
  afterAll(async () => {
    await serving.shutdown();
    files.remove();
  });
  beforeEach(async () => {
    await t.db.exec(
      "delete from bespoke_photos; delete from bespoke_requests; delete from outbox; delete from rate_limits;",
    );
    ended = 0;
    pace = BESPOKE_UPLOAD_PACE;
  });

  /** Opens a connection and sends the request's head and the first `bytes` of its body (all of it for Infinity). */
  async function sendPart(bytes: number, photos: Buffer[], address = "10.0.0.9") {
    const { type, body } = await formBody(photos);
    const socket = net.connect(serving.port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.on("error", () => {});
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    socket.write(
      `POST /bespoke HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nX-Test-Address: ${address}\r\n` +
        `Content-Type: ${type}\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.subarray(0, bytes));
    return { socket, closed, answer: () => answer, body };
  }

  it("removes every file of an upload the server timed out: its first photo cleaned, its second cut", async () => {
    const { body } = await formBody([jpeg, jpeg]);
    const part = await sendPart(body.length - Math.floor(jpeg.length / 2), [jpeg, jpeg]);
    await part.closed;
    expect(part.answer()).toMatch(/^HTTP\/1\.1 408 /);
    await until(() => ended === 1);
    expect(filesUnder(files.dir)).toEqual([]);
  });

  it("removes every file of an upload whose connection was dropped", async () => {
    const part = await sendPart(FIELDS_AND_PHOTO_START, [jpeg, jpeg]);
    await until(() => filesUnder(files.dir).length > 0);
    part.socket.destroy();
    await until(() => ended === 1);
    expect(filesUnder(files.dir)).toEqual([]);
  });

  it(`reads at most ${LIMITS.perAddress} upload from one address and ${LIMITS.total} in all, and says so`, async () => {
    const held = [
      await sendPart(FIELDS_AND_PHOTO_START, [jpeg], "10.0.0.1"),
      await sendPart(FIELDS_AND_PHOTO_START, [jpeg], "10.0.0.2"),
    ];
    await until(() => filesUnder(files.dir).length === 2);
    const sameAddress = await sendPart(Infinity, [jpeg], "10.0.0.1");
    await sameAddress.closed;
    expect(sameAddress.answer()).toMatch(/^HTTP\/1\.1 429 /);
    expect(sameAddress.answer()).toContain("Your connection is already sending a request with photos");
    const another = await sendPart(Infinity, [jpeg], "10.0.0.3");
    await another.closed;
    expect(another.answer()).toMatch(/^HTTP\/1\.1 503 /);
    expect(another.answer()).toContain("Many requests are being sent right now");
    // Once one ends, its slot is free again.
    held[0]!.socket.destroy();
    await until(() => ended === 3);
    const after = await sendPart(Infinity, [jpeg], "10.0.0.1");
    await after.closed;
    expect(after.answer()).toMatch(/^HTTP\/1\.1 303 /);
    held[1]!.socket.destroy();
    await until(() => ended === 5);
  });

  it("cuts an upload trickled slower than its least pace, says so, and frees its slot at once", async () => {
    pace = TEST_PACE;
    // The photos an earlier test stored stay; none of this upload's is left.
    const stored = filesUnder(files.dir);
    const started = performance.now();
    const part = await sendPart(FIELDS_AND_PHOTO_START, [jpeg], "10.0.0.7");
    // 100 bytes every 50 ms: 2 kB/s, a trickle that keeps the connection alive but falls behind.
    let sent = FIELDS_AND_PHOTO_START;
    const trickle = setInterval(() => {
      if (part.socket.destroyed) return;
      part.socket.write(part.body.subarray(sent, sent + 100));
      sent += 100;
    }, 50);
    try {
      await part.closed;
    } finally {
      clearInterval(trickle);
    }
    // Its own answer in words, well before the server's upload timeout (1 s here) would end it.
    expect(part.answer()).toMatch(/^HTTP\/1\.1 408 /);
    expect(part.answer()).toContain("Your photos were arriving too slowly, so the request was stopped.");
    expect(performance.now() - started).toBeLessThan(900);
    await until(() => ended === 1);
    expect(filesUnder(files.dir)).toEqual(stored);
    // Its slot is free: the same address (1 upload at once here) sends its next one whole.
    part.socket.destroy();
    const next = await sendPart(Infinity, [jpeg], "10.0.0.7");
    await next.closed;
    expect(next.answer()).toMatch(/^HTTP\/1\.1 303 /);
  });
});
