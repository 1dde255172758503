import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { openDb } from "../db/db.server";
import { lockDirectory } from "../db/dir-lock.server";
import { migrationState } from "../db/migrate.server";
import { BackupRefused, readHead, verifyBackup } from "./backup-file.server";
import { untarInto } from "./tar.server";

export class RestoreRefused extends Error {}

export interface Restore {
  file: string;
  /** The shop's DATA_DIR; the database goes to its `pglite` folder. */
  dataDir: string;
  /** Restore over a database already there, which is kept aside, renamed, never deleted. */
  force?: boolean;
  /** The migrations this version of the shop knows: a backup from a newer one is refused. */
  knownMigrations: string[];
}

/**
 * Restores a backup file into DATA_DIR. Everything is checked before anything changes: the
 * folder (no database there, unless forced; no server running on it), the whole file (length,
 * checksum, compression), and the database itself, opened from a folder beside the target. Only
 * then does it take the database's place. Throws RestoreRefused or BackupRefused, naming the problem.
 */
export async function restoreBackup({ file, dataDir, force = false, knownMigrations }: Restore) {
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
  fs.mkdirSync(dataDir, { recursive: true });
  const unlock = lockDirectory(target); // refuses while a server runs on it
  const stamp = new Date().toISOString().replace(/:/g, "-");
  const staging = `${target}.restoring-${stamp}`;
  try {
    await unpack(file, staging);
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
    return { head, target, setAside };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    unlock();
  }
}

async function unpack(file: string, into: string): Promise<void> {
  const { payloadAt } = await readHead(file);
  const payload = (await fs.promises.readFile(file)).subarray(payloadAt);
  let tar: Buffer;
  try {
    tar = await promisify(zlib.gunzip)(payload);
  } catch {
    throw new BackupRefused("its compressed contents are damaged");
  }
  await untarInto(tar, into);
}
