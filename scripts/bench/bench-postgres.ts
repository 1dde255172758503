// A new, migrated database on the PostgreSQL server the data tests use, for a benchmark run under tsx.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDb, type Db } from "../../app/server/db/db.server";
import { TEST_DATABASE_URL } from "../../app/server/db/test-databases.server";
import { migrate } from "../../app/server/db/migrate.server";
import { diskMigrations } from "../migration-files";

export async function benchPostgres(): Promise<{ db: Db; dispose(): Promise<void> }> {
  const name = `hazel_bench_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const db = await openDb({ url: url.toString(), dataDir: "" });
  await migrate(db, undefined, diskMigrations);
  return {
    db,
    async dispose() {
      await db.close();
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}
