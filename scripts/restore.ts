// npm run restore -- FILE [--force]: puts a backup's database into DATA_DIR (default ./data), and
// its photos into PHOTOS_DIR (default DATA_DIR/photos).
import fs from "node:fs";
import path from "node:path";
import { BackupRefused } from "~/server/backups/backup-file.server";
import { restoreBackup, RestoreRefused } from "~/server/backups/restore.server";

const args = process.argv.slice(2);
const force = args.includes("--force");
const files = args.filter((arg) => arg !== "--force");
const dataDir = process.env.DATA_DIR || "./data";
const photosDir = process.env.PHOTOS_DIR || path.join(dataDir, "photos");

if (files.length !== 1 || files[0]!.startsWith("-")) {
  console.error("Usage: npm run restore -- FILE [--force]   (into DATA_DIR, default ./data)");
  process.exit(2);
}
const file = files[0]!;
if (!fs.existsSync(file)) {
  console.error(`No file at ${file}. Nothing was changed.`);
  process.exit(1);
}

const migrations = path.join(import.meta.dirname, "../app/server/db/migrations");
const knownMigrations = fs.readdirSync(migrations).map((name) => name.replace(/\.sql$/, ""));

try {
  const { head, target, setAside } = await restoreBackup({ file, dataDir, force, knownMigrations, photosDir });
  console.log(`Restored the backup taken ${head.createdAt} (${head.trigger}) into ${target}.`);
  if (setAside) console.log(`The database that was there is kept at ${setAside}.`);
  console.log("Start the shop with npm run serve (or npm start).");
} catch (error) {
  if (error instanceof BackupRefused) console.error(`${file} was refused: ${error.message}. Nothing was changed.`);
  else if (error instanceof RestoreRefused) console.error(`${error.message} Nothing was changed.`);
  else
    console.error(
      `The restore failed: ${error instanceof Error ? error.message : String(error)}. Nothing was changed.`,
    );
  process.exit(1);
}
