import fs from "node:fs";

/** Only the shop's own user may list, read or write its folders (DATA_DIR, the database's, BACKUP_DIR, the photos'). */
export const PRIVATE_DIR_MODE = 0o700;
/** And its files there (backups). */
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Makes the folder (and any missing parent) readable by the shop's user only; a folder already
 * there is narrowed to that, so an installation from before keeps nothing open to others.
 */
export function privateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  fs.chmodSync(dir, PRIVATE_DIR_MODE);
}
