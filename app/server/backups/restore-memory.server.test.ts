import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headBytes } from "./backup-file.server";
import { unpackBackup } from "./restore.server";
import { tarOf } from "./tar.server";

// A restore streams its file: memory stays the same however large the database. Shown with one
// 128 MB file (zeros, held sparse on disk and compressed to almost nothing, so the test is quick);
// 4 GB goes through the same stream.

const MB = 1024 * 1024;
const BIG = 128 * MB;
let root: string;
let file: string;

/** A backup file of `dir`, written as the shop writes one. */
async function backupOf(dir: string, to: string): Promise<void> {
  const payload = `${to}.payload`;
  const hash = crypto.createHash("sha256");
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _e, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(Readable.from(tarOf(dir)), zlib.createGzip({ level: 1 }), tap, fs.createWriteStream(payload));
  const head = headBytes({
    createdAt: new Date().toISOString(),
    trigger: "owner",
    database: "PostgreSQL 17 (PGlite)",
    migration: "001-test",
    bytes,
    sha256: hash.digest("hex"),
  });
  fs.writeFileSync(to, Buffer.concat([head, fs.readFileSync(payload)]));
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-restore-memory-"));
  const database = path.join(root, "database");
  fs.mkdirSync(path.join(database, "base"), { recursive: true });
  fs.writeFileSync(path.join(database, "PG_VERSION"), "17\n");
  fs.closeSync(fs.openSync(path.join(database, "base/big"), "w"));
  fs.truncateSync(path.join(database, "base/big"), BIG);
  file = path.join(root, "big.backup");
  await backupOf(database, file);
}, 30_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("restoring a large backup", () => {
  it("unpacks a 128 MB file with memory that stays flat", { timeout: 30_000 }, async () => {
    const into = path.join(root, "restored");
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    try {
      await unpackBackup(file, into, Number.MAX_SAFE_INTEGER);
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    expect(fs.statSync(path.join(into, "base/big")).size).toBe(BIG);
    expect(fs.readFileSync(path.join(into, "PG_VERSION"), "utf8")).toBe("17\n");
    expect((peak - before) / MB).toBeLessThan(48);
  });

  it("refuses it when it unpacks to more than the disk's free room, before writing the file", async () => {
    const into = path.join(root, "no-room");
    await expect(unpackBackup(file, into, 64 * MB)).rejects.toThrow("more than the 64 MB it may take (at base/big)");
    expect(fs.existsSync(path.join(into, "base/big"))).toBe(false);
  });
});
