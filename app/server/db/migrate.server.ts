import type { Db } from "./db.server";
import { QueryFailed } from "./query-errors.server";

export interface Migration {
  name: string;
  sql: string;
}

/** Every file in ./migrations, applied in name order (001-…, 002-…). */
export function bundledMigrations(): Migration[] {
  const files = import.meta.glob<string>("./migrations/*.sql", { query: "?raw", import: "default", eager: true });
  return Object.entries(files)
    .map(([path, sql]) => ({ name: path.replace(/^.*\//, "").replace(/\.sql$/, ""), sql }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The text in force of the database's functions, one file per family in ./functions (name order):
 * applied after the migrations, so a function changed by several of them is read in one place.
 */
export function bundledFunctions(): Migration[] {
  const files = import.meta.glob<string>("./functions/*.sql", { query: "?raw", import: "default", eager: true });
  return Object.entries(files)
    .map(([path, sql]) => ({ name: path.replace(/^.*\//, "").replace(/\.sql$/, ""), sql }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Where the migrations and the functions' files come from: the bundle, or the disk for a script under tsx. */
export interface MigrationSource {
  migrations(): Migration[];
  functions(): Migration[];
}
const BUNDLED: MigrationSource = { migrations: bundledMigrations, functions: bundledFunctions };

/** The advisory lock every instance takes to migrate ('hazel migrations' as a number). */
const MIGRATION_LOCK = 0x6861_7a65;

/**
 * Applies the migrations not applied yet, in one transaction under an advisory lock: instances
 * starting together take turns, and the second finds nothing left to do. Returns their names.
 * Once every bundled migration is in (not for a database kept as an older shop left it), the
 * functions' files are applied again: `create or replace`, the same text each time.
 */
export async function migrate(db: Db, migrations?: Migration[], source = BUNDLED): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await tx.exec(
      "create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())",
    );
    const done = new Set((await tx.query<{ name: string }>("select name from schema_migrations")).map((r) => r.name));
    const applied: string[] = [];
    for (const m of migrations ?? source.migrations()) {
      if (done.has(m.name)) continue;
      await tx.exec(m.sql);
      await tx.query("insert into schema_migrations (name) values ($1)", [m.name]);
      applied.push(m.name);
    }
    const complete = source.migrations().every((m) => done.has(m.name) || applied.includes(m.name));
    if (complete) for (const f of source.functions()) await tx.exec(f.sql);
    return applied;
  });
}

/** The newest migration applied, and when the first was: the database's schema and its age. */
export async function migrationState(db: Db): Promise<{ last: string; since: Date }> {
  const [row] = await db.query<{ last: string; since: Date | string }>(
    "select max(name) as last, min(applied_at) as since from schema_migrations",
  );
  if (!row?.last) throw new Error("The database has no migrations applied");
  return { last: row.last, since: new Date(row.since) };
}

/** PostgreSQL's "undefined table": no migration ever ran on this database. */
const NO_SUCH_TABLE = "42P01";

/** The names of these migrations (every bundled one by default) the database has not applied, in order. */
export async function pendingMigrations(db: Db, names = bundledMigrations().map((m) => m.name)): Promise<string[]> {
  let rows: { name: string }[];
  try {
    rows = await db.query<{ name: string }>("select name from schema_migrations");
  } catch (error) {
    if (error instanceof QueryFailed && error.code === NO_SUCH_TABLE) return names;
    throw error;
  }
  const applied = new Set(rows.map((r) => r.name));
  return names.filter((name) => !applied.has(name));
}
