// Vitest's global setup: one migrated database of each kind, made once per run. Every data test's
// database starts as a copy of it (PGlite from its dump, PostgreSQL with `create database …
// template`) instead of running initdb and replaying every migration: about 2 s less apiece.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import pg from "pg";
import { openDb } from "./db.server";
import { migrate } from "./migrate.server";
import { MIGRATED_TEMPLATES, TEST_DATABASE_URL, type MigratedTemplates } from "./test-databases.server";

/** The embedded database, migrated, dumped to a file in `dir`. */
async function pgliteDump(dir: string): Promise<string> {
  const dataDir = path.join(dir, "data");
  const db = await openDb({ dataDir });
  await migrate(db);
  await db.close();
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const file = path.join(dir, "migrated.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  fs.rmSync(dataDir, { recursive: true, force: true });
  return file;
}

/** A migrated database on the server, no connection left open to it (a template must have none). */
async function postgresTemplate(): Promise<string> {
  const name = `hazel_template_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const db = await openDb({ url: url.toString(), dataDir: "" });
  await migrate(db);
  await db.close();
  return name;
}

async function dropDatabase(name: string) {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.end();
}

export default async function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-templates-"));
  const [pglite, postgres] = await Promise.all([
    pgliteDump(dir),
    // Without a server the PostgreSQL tests fail on their own connection, saying so.
    postgresTemplate().catch(() => null),
  ]);
  // The workers start after this, with this environment.
  process.env[MIGRATED_TEMPLATES] = JSON.stringify({ pglite, postgres } satisfies MigratedTemplates);
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (postgres) await dropDatabase(postgres);
  };
}
