import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

export type Row = Record<string, unknown>;

/** The one database interface the shop uses: PostgreSQL semantics on PGlite or a server. */
export interface Db {
  readonly kind: "pglite" | "postgres";
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs several statements with no parameters (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** A postgres:// URL; without it the embedded database is used. */
  url?: string;
  /** Where the embedded database keeps its files; "memory://" for none. */
  dataDir: string;
}

const inTransaction = {
  transaction: () => Promise.reject(new Error("Nested transactions are not supported")),
  close: async () => {},
};

export async function openDb({ url, dataDir }: DbOptions): Promise<Db> {
  return url ? openPostgres(url) : openPglite(dataDir);
}

async function openPglite(dataDir: string): Promise<Db> {
  if (!dataDir.startsWith("memory://")) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const over = (q: Pick<PGlite, "query" | "exec">): Omit<Db, "transaction" | "close"> => ({
    kind: "pglite",
    async query<T extends Row>(sql: string, params?: unknown[]) {
      return (await q.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    ...over(client),
    transaction: (fn) => client.transaction((tx) => fn({ ...over(tx), ...inTransaction })),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query("select 1");
  const over = (q: pg.Pool | pg.PoolClient): Omit<Db, "transaction" | "close"> => ({
    kind: "postgres",
    async query<T extends Row>(sql: string, params?: unknown[]) {
      return (await q.query(sql, params)).rows as T[];
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  });
  return {
    ...over(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await fn({ ...over(client), ...inTransaction });
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback");
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
