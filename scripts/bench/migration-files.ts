// The migrations as the server bundles them, for benchmarks run under tsx (where Vite's
// import.meta.glob is not there).
import fs from "node:fs";
import path from "node:path";
import type { Migration } from "../../app/server/db/migrate.server";

export function migrationFiles(): Migration[] {
  const dir = "app/server/db/migrations";
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .map((file) => ({ name: file.replace(/\.sql$/, ""), sql: fs.readFileSync(path.join(dir, file), "utf8") }));
}
