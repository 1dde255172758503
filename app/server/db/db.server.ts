import fs from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import pg from "pg";
import { privateDir } from "./private-dir.server";
import { lockDirectory } from "./dir-lock.server";
import { queryError } from "./query-errors.server";
import { DatabaseUnavailable, isUnavailable } from "./unavailable.server";

type Row = Record<string, unknown>;

/** The one database interface the shop uses: PostgreSQL semantics on PGlite or a server. */
export interface Db {
  readonly kind: "pglite" | "postgres";
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs several statements with no parameters (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * The embedded database only: copies its files to `to` while no query or transaction runs,
   * without holding the event loop (see `docs/decisions/226-backups-a-copy-under-the-query-lock.md`).
   */
  copyFiles?(to: string): Promise<void>;
}

export interface DbOptions {
  /** A postgres:// URL; without it the embedded database is used. */
  url?: string;
  /** Where the embedded database keeps its files; "memory://" for none. */
  dataDir: string;
  /**
   * The embedded database only: the folder of a new database made at build time
   * (scripts/pglite-template.ts), copied into `dataDir` when it holds none yet; without it (or
   * when missing), PGlite's initdb makes one.
   */
  template?: string;
  /** The embedded database only: a dump (PGlite's dumpDataDir) it starts from; the tests' migrated template. */
  dump?: Blob;
  /** PostgreSQL: longest wait for a connection, and longest statement. */
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
  log?: Pick<Console, "warn">;
}

const inTransaction = {
  transaction: () => Promise.reject(new Error("Nested transactions are not supported")),
  close: async () => {},
};

export async function openDb(options: DbOptions): Promise<Db> {
  return options.url ? openPostgres(options.url, options) : openPglite(options.dataDir, options.template, options.dump);
}

/**
 * The embedded database's memory (docs/benchmarks.md, "Where the memory goes"). Its WebAssembly
 * heap never gives memory back, so what PostgreSQL touches once stays resident: its buffers are kept small
 * (the files it reads stay in the OS's page cache, shared with everything else), and so is what
 * an index build may use. V8 compiles the 9 MB module with its baseline compiler only: its
 * optimising compiler's work (about 80 MB of native memory, kept by the allocator, and seconds
 * of CPU at start) bought no speed on the shop's queries.
 */
const PGLITE_SETTINGS = ["shared_buffers=16MB", "maintenance_work_mem=16MB", "max_connections=3"];

function pgliteMemory() {
  v8.setFlagsFromString("--liftoff-only");
  return { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((s) => ["-c", s])] };
}

/**
 * Copies the template's files into `dataDir` when it is a folder with no database in it yet, so
 * PGlite opens it as at a restart: unpacked by PGlite itself (its `loadDataDir`), the template
 * left about 40 MB of small blocks with glibc's allocator for good. PG_VERSION, which says a
 * database is there, is copied last: a copy cut short is made again at the next start.
 */
function copyTemplate(dataDir: string, template: string | undefined): boolean {
  if (!template || dataDir.startsWith("memory://") || fs.existsSync(`${dataDir}/PG_VERSION`)) return false;
  if (!fs.existsSync(`${template}/PG_VERSION`)) return false;
  const isVersion = (file: string) => path.relative(template, file) === "PG_VERSION";
  fs.cpSync(template, dataDir, { recursive: true, filter: (file) => !isVersion(file) });
  fs.copyFileSync(`${template}/PG_VERSION`, `${dataDir}/PG_VERSION`);
  return true;
}

/**
 * The template was migrated when the shop was built: its copy dates its migrations from now, so
 * the database is as old as the shop that runs it (a backup is due a day after the first start).
 */
const DATED_FROM_NOW = `do $$ begin
  if to_regclass('schema_migrations') is not null then update schema_migrations set applied_at = now(); end if;
end $$`;

async function openPglite(dataDir: string, template?: string, dump?: Blob): Promise<Db> {
  let unlock = () => {};
  if (!dataDir.startsWith("memory://")) {
    // The database's folder (and DATA_DIR when it is made here): the shop's user's alone.
    privateDir(dataDir);
    // Two processes writing one directory corrupt it.
    unlock = lockDirectory(dataDir);
  }
  let client: PGlite;
  try {
    // Search's extensions (migration 016); a PostgreSQL server ships them in its contrib package.
    const copied = copyTemplate(dataDir, template);
    client = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent }, loadDataDir: dump, ...pgliteMemory() });
    if (copied) await client.exec(DATED_FROM_NOW);
  } catch (error) {
    unlock();
    throw error;
  }
  const over = (q: Pick<PGlite, "query" | "exec">): Omit<Db, "transaction" | "close"> => ({
    kind: "pglite",
    async query<T extends Row>(sql: string, params?: unknown[]) {
      try {
        return (await q.query<T>(sql, params)).rows;
      } catch (error) {
        throw queryError(error);
      }
    },
    async exec(sql: string) {
      try {
        await q.exec(sql);
      } catch (error) {
        throw queryError(error);
      }
    },
  });
  return {
    ...over(client),
    transaction: (fn) =>
      client
        .transaction((tx) => fn({ ...over(tx), ...inTransaction }))
        .catch((error: unknown) => {
          throw queryError(error);
        }),
    close: () => client.close().finally(unlock),
    // PGlite's own dumpDataDir reads every file synchronously: a 40 MB directory held the event
    // loop for 150-360 ms here. Its two locks, taken in its own order (transaction, then query),
    // keep the files still while they are copied asynchronously; a copy of files at rest is a
    // crash-consistent state that PostgreSQL's recovery opens (-F: written, not fsynced).
    copyFiles: (to) =>
      client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(() => fs.promises.cp(dataDir, to, { recursive: true, errorOnExist: true })),
      ),
  };
}

/**
 * A failure to reach the server becomes DatabaseUnavailable (a 503); a wrong query becomes
 * QueryFailed, or ValueRefused (a 400) for a value the database cannot take.
 */
async function reachable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isUnavailable(error) && !(error instanceof DatabaseUnavailable)
      ? new DatabaseUnavailable(error)
      : queryError(error);
  }
}

async function openPostgres(
  url: string,
  { connectTimeoutMs = 5_000, statementTimeoutMs = 15_000, log = console }: Omit<DbOptions, "url" | "dataDir">,
): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: statementTimeoutMs,
    idle_in_transaction_session_timeout: statementTimeoutMs * 2,
  });
  // Every connection listens for its own end (a restart, an administrator) from the moment it is
  // made. pg-pool listens only while a connection is idle; an end read together with the
  // connection's hand-over, before its taker can listen, would otherwise end the process.
  pool.on("connect", (client) =>
    client.on("error", (error) => log.warn(`A database connection was lost and is replaced: ${error.message}`)),
  );
  pool.on("error", () => {}); // the connection's own listener has logged it
  await reachable(() => pool.query("select 1"));
  const over = (q: pg.Pool | pg.PoolClient): Omit<Db, "transaction" | "close"> => ({
    kind: "postgres",
    query: <T extends Row>(sql: string, params?: unknown[]) =>
      reachable(async () => (await q.query(sql, params)).rows as T[]),
    exec: (sql: string) => reachable(async () => void (await q.query(sql))),
  });
  return {
    ...over(pool),
    async transaction(fn) {
      const client = await reachable(() => pool.connect());
      let broken: Error | undefined;
      try {
        await reachable(() => client.query("begin"));
        const result = await fn({ ...over(client), ...inTransaction });
        await reachable(() => client.query("commit"));
        return result;
      } catch (error) {
        try {
          await client.query("rollback");
        } catch (rollbackFailed) {
          // The connection cannot be trusted: it is closed, not returned to the pool.
          broken = rollbackFailed instanceof Error ? rollbackFailed : new Error(String(rollbackFailed));
        }
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
