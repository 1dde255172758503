import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Db } from "../db/db.server";

/**
 * The database, its files copied as a small stand-in folder (a PG_VERSION and 64 kB that do not
 * compress): for the tests of how backups are named, listed, checked, pruned and offered, where
 * copying and packing the real 40 MB folder costs seconds a backup and shows nothing more. Its
 * queries are the real database's. The real copy is taken by `backups.server.test.ts`'s first tests
 * and its restore.
 */
export const withSmallFiles = (db: Db): Db => ({
  ...db,
  async copyFiles(to) {
    await fs.promises.mkdir(to, { recursive: true });
    await fs.promises.writeFile(path.join(to, "PG_VERSION"), "17\n");
    await fs.promises.writeFile(path.join(to, "base"), randomBytes(65_536));
  },
});
