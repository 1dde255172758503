import path from "node:path";
import { openDb, type Db } from "./db/db.server";
import { migrate } from "./db/migrate.server";
import { parseEnv, type Env } from "./env.server";
import { startOutboxRelay } from "./messages/relay.server";

export interface Services {
  env: Env;
  db: Db;
}

let services: Promise<Services> | undefined;

/** The process's configuration and database, opened and migrated once, on first use. */
export function getServices(): Promise<Services> {
  services ??= openServices(process.env);
  return services;
}

export async function openServices(source: Record<string, string | undefined>): Promise<Services> {
  const env = parseEnv(source);
  const db = await openDb({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, "pglite") });
  await migrate(db);
  // Relays stored messages to EmailJS from this process; closing the database stops it first.
  const stopRelay = startOutboxRelay({ env, db });
  return { env, db: { ...db, close: () => stopRelay().then(() => db.close()) } };
}
