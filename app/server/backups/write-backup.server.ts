import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import type { Db } from "../db/db.server";
import { PRIVATE_FILE_MODE, privateDir } from "../db/private-dir.server";
import { migrationState } from "../db/migrate.server";
import { headBytes, verifyBackup, type BackupHead } from "./backup-file.server";
import { backupName } from "./backup-names.server";
import { PHOTOS_IN_BACKUP, tarOf } from "./tar.server";

/**
 * Takes one backup of the embedded database into `dir`: its files copied while the database is
 * still, packed with the photos' files (under `photos/`, read in place: a file's name is its
 * content, so it never changes), compressed and written beside the others under a temporary
 * name, read back and checked, and only then given its name. Returns the file's path and description.
 */
export async function writeBackup(
  db: Db,
  dir: string,
  trigger: BackupHead["trigger"],
  now = new Date(),
  photosDir?: string,
): Promise<{ file: string; head: BackupHead }> {
  if (!db.copyFiles) throw new Error("Only the embedded database is backed up by the shop");
  privateDir(dir);
  const name = backupName(now);
  const staging = path.join(dir, `.staging-${name}`);
  const payload = path.join(dir, `.payload-${name}`);
  const partial = path.join(dir, `.partial-${name}`);
  try {
    const { last } = await migrationState(db);
    await db.copyFiles(staging);
    const pgVersion = (await fs.promises.readFile(path.join(staging, "PG_VERSION"), "utf8")).trim();
    const hash = crypto.createHash("sha256");
    let bytes = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    // Compression runs on libuv's threads, the event loop only hands chunks along; level 1 takes a
    // third of level 6's CPU (180 against 560 ms here) for a file 14% larger.
    const parts = [{ dir: staging }, ...(photosDir ? [{ dir: photosDir, as: PHOTOS_IN_BACKUP }] : [])];
    await pipeline(
      Readable.from(tarOf(parts)),
      zlib.createGzip({ level: 1 }),
      tap,
      fs.createWriteStream(payload, { mode: PRIVATE_FILE_MODE }),
    );
    const head: BackupHead = {
      createdAt: now.toISOString(),
      trigger,
      database: `PostgreSQL ${pgVersion} (PGlite)`,
      migration: last,
      bytes,
      sha256: hash.digest("hex"),
    };
    await writeWhole(partial, headBytes(head), payload);
    await verifyBackup(partial);
    const file = path.join(dir, name);
    await fs.promises.rename(partial, file);
    return { file, head };
  } finally {
    await Promise.all([staging, payload, partial].map((p) => fs.promises.rm(p, { recursive: true, force: true })));
  }
}

/** The head, then the payload, flushed to the disk before the file is named. */
async function writeWhole(file: string, head: Buffer, payload: string): Promise<void> {
  async function* whole() {
    yield head;
    yield* fs.createReadStream(payload);
  }
  await pipeline(Readable.from(whole()), fs.createWriteStream(file, { flags: "wx", mode: PRIVATE_FILE_MODE }));
  const written = await fs.promises.open(file, "r+");
  try {
    await written.sync();
  } finally {
    await written.close();
  }
}
