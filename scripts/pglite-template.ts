/**
 * A new embedded database with every migration applied, made once at build time (part of `npm run
 * build`): the folder $BUILD_DIR/pglite-template. The shop's first start copies it into its own
 * folder and opens it as at a restart, with nothing left to migrate (about a second of a core less
 * per start), instead of running PGlite's initdb in its own process (a second database and two
 * copies of its 128 MB heap: a 720 MB peak) or loading a tarball through PGlite, whose unpacking
 * left about 40 MB with the allocator for good (docs/benchmarks.md, "Where the memory goes").
 */
import fs from "node:fs";
import path from "node:path";
import { openDb } from "../app/server/db/db.server";
import { migrate } from "../app/server/db/migrate.server";
import { diskMigrations } from "./migration-files";

const out = path.join(process.env.BUILD_DIR ?? "build", "pglite-template");
fs.rmSync(out, { recursive: true, force: true });
const db = await openDb({ dataDir: out });
await migrate(db, undefined, diskMigrations);
await db.close();
// Copied with their modes: the shop's user's alone, as every file the shop makes.
let bytes = 0;
for (const entry of fs.readdirSync(out, { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath, entry.name);
  fs.chmodSync(file, entry.isDirectory() ? 0o700 : 0o600);
  if (entry.isFile()) bytes += fs.statSync(file).size;
}
fs.chmodSync(out, 0o700);
console.log(`pglite template: ${out}, ${Math.round(bytes / 1024 / 1024)} MB`);
