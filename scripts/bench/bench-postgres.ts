// A new, migrated database on the PostgreSQL server the data tests use, for a benchmark run under
// tsx (where `migrate`'s bundled files, Vite's import.meta.glob, are not there): the migrations,
// then the functions' files, read from disk as `migrate` applies them.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { openDb, type Db } from "../../app/server/db/db.server";
import { TEST_DATABASE_URL } from "../../app/server/db/test-databases.server";
import { migrationFiles } from "./migration-files";

const FUNCTIONS = "app/server/db/functions";

export async function benchPostgres(): Promise<{ db: Db; dispose(): Promise<void> }> {
  const name = `hazel_bench_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const db = await openDb({ url: url.toString(), dataDir: "" });
  await db.transaction(async (tx) => {
    await tx.exec(
      "create table schema_migrations (name text primary key, applied_at timestamptz not null default now())",
    );
    for (const m of migrationFiles()) {
      await tx.exec(m.sql);
      await tx.query("insert into schema_migrations (name) values ($1)", [m.name]);
    }
    for (const file of fs
      .readdirSync(FUNCTIONS)
      .filter((f) => f.endsWith(".sql"))
      .sort()) {
      await tx.exec(fs.readFileSync(path.join(FUNCTIONS, file), "utf8"));
    }
  });
  return {
    db,
    async dispose() {
      await db.close();
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}
