// The migrations and the functions' files as the server bundles them, read from disk for the build
// and the benchmarks, run under tsx (where Vite's import.meta.glob is not there).
import fs from "node:fs";
import path from "node:path";
import type { Migration, MigrationSource } from "../app/server/db/migrate.server";

const sqlFiles = (dir: string): Migration[] =>
  fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .map((file) => ({ name: file.replace(/\.sql$/, ""), sql: fs.readFileSync(path.join(dir, file), "utf8") }));

export const diskMigrations: MigrationSource = {
  migrations: () => sqlFiles("app/server/db/migrations"),
  functions: () => sqlFiles("app/server/db/functions"),
};
