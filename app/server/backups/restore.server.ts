import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { openDb } from "../db/db.server";
import { lockDirectory } from "../db/dir-lock.server";
import { migrationState } from "../db/migrate.server";
import { BackupRefused, readHead, verifyBackup } from "./backup-file.server";
import { PRIVATE_DIR_MODE, privateDir } from "../db/private-dir.server";
import { PHOTOS_IN_BACKUP, TarRefused, untarStream } from "./tar.server";

export class RestoreRefused extends Error {}

export interface Restore {
  file: string;
  /** The shop's DATA_DIR; the database goes to its `pglite` folder. */
  dataDir: string;
  /** Restore over a database already there, which is kept aside, renamed, never deleted. */
  force?: boolean;
  /** The migrations this version of the shop knows: a backup from a newer one is refused. */
  knownMigrations: string[];
  /** Most bytes it may unpack; by default the room free on DATA_DIR's disk less 256 MB. */
  maxBytes?: number;
  /** Where the photos' files go (PHOTOS_DIR); by default DATA_DIR/photos. */
  photosDir?: string;
}

/** Room left free on the disk however large a backup says it is. */
const RESERVE_BYTES = 256 * 1024 * 1024;

/**
 * Restores a backup file into DATA_DIR. Everything is checked before anything changes: the
 * folder (no database there, unless forced; no server running on it), the whole file (length,
 * checksum, compression), and the database itself, opened from a folder beside the target. Only
 * then does it take the database's place. Throws RestoreRefused or BackupRefused, naming the problem.
 */
export async function restoreBackup({ file, dataDir, force = false, knownMigrations, maxBytes, photosDir }: Restore) {
  const target = path.join(dataDir, "pglite");
  const held = fs.existsSync(target) && fs.readdirSync(target).length > 0;
  if (held && !force) {
    throw new RestoreRefused(
      `${target} already holds a database. Restore into an empty data directory (DATA_DIR), or add --force to set that database aside (renamed, not deleted) and restore in its place.`,
    );
  }
  const head = await verifyBackup(file);
  if (!knownMigrations.includes(head.migration)) {
    throw new BackupRefused(
      `it was taken by a newer version of the shop (its database has migration ${head.migration}); update the shop first`,
    );
  }
  privateDir(dataDir);
  const unlock = lockDirectory(target); // refuses while a server runs on it
  const stamp = new Date().toISOString().replace(/:/g, "-");
  const staging = `${target}.restoring-${stamp}`;
  const photosStaging = path.join(dataDir, `photos.restoring-${stamp}`);
  try {
    await unpackBackup(file, staging, maxBytes ?? (await roomOn(dataDir)));
    fs.chmodSync(staging, PRIVATE_DIR_MODE);
    const photos = path.join(staging, PHOTOS_IN_BACKUP);
    if (fs.existsSync(photos)) fs.renameSync(photos, photosStaging);
    const db = await openDb({ dataDir: staging });
    try {
      const { last } = await migrationState(db);
      if (last !== head.migration) throw new BackupRefused("its database does not match its description");
    } finally {
      await db.close();
    }
    const setAside = held ? `${target}.replaced-${stamp}` : undefined;
    if (setAside) fs.renameSync(target, setAside);
    else fs.rmSync(target, { recursive: true, force: true }); // an empty folder
    fs.renameSync(staging, target);
    if (fs.existsSync(photosStaging)) placePhotos(photosStaging, photosDir ?? path.join(dataDir, "photos"));
    return { head, target, setAside };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(photosStaging, { recursive: true, force: true });
    unlock();
  }
}

/** Moves the backup's photos into the photos' folder; a file there already has the same bytes (its name is its content). */
function placePhotos(from: string, to: string): void {
  privateDir(to);
  for (const name of fs.readdirSync(from)) {
    const there = path.join(to, name);
    if (!fs.existsSync(there)) fs.renameSync(path.join(from, name), there);
  }
}

/** The bytes free for this user on the disk that holds `dir`, less a reserve. */
async function roomOn(dir: string): Promise<number> {
  const { bavail, bsize } = await fs.promises.statfs(dir);
  return Math.max(0, bavail * bsize - RESERVE_BYTES);
}

/**
 * Unpacks the payload as it is read: file, gunzip, untar and the disk in one stream, so memory
 * stays the same for a 4 GB database as for a 40 MB one, and a gzip bomb or a file longer than
 * its header says is refused at `maxBytes` or at the next header, before it fills the disk.
 */
export async function unpackBackup(file: string, into: string, maxBytes: number): Promise<void> {
  const { payloadAt } = await readHead(file);
  const gunzip = zlib.createGunzip();
  const compressed = fs.createReadStream(file, { start: payloadAt });
  compressed.pipe(gunzip);
  let damaged = false;
  gunzip.on("error", () => (damaged = true));
  try {
    await untarStream(gunzip, into, maxBytes);
  } catch (error) {
    if (damaged) throw new BackupRefused("its compressed contents are damaged");
    if (error instanceof TarRefused) throw new BackupRefused(error.message);
    throw error;
  } finally {
    compressed.destroy();
    gunzip.destroy();
  }
}
