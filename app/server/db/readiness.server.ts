import type { Db } from "./db.server";
import { pendingMigrations } from "./migrate.server";

/** Whether this instance can serve the shop: yes, or no with a short reason fit for a probe's answer. */
export type Readiness = { ready: true } | { ready: false; reason: string };

export interface ReadinessOptions {
  /** Longest one check may take: a database that has not answered by then counts as unavailable. */
  timeoutMs?: number;
  /** The migrations this build needs; every bundled one by default. */
  migrations?: string[];
}

/** Names shown in a reason, at most; the rest are counted. */
const NAMES_SHOWN = 3;

/**
 * The check behind /readyz: the database answers, and every migration this build bundles is
 * applied (a database restored from an older backup, or a new empty one behind the same address,
 * would answer and still fail every page). One small query, whose answer also says the database is
 * up. Probes that arrive while a check runs share it: a hung database holds one connection, not
 * one per probe, and each probe still has its answer within `timeoutMs`. Never rejects.
 */
export function databaseReadiness(db: Db, { timeoutMs = 2_000, migrations }: ReadinessOptions = {}) {
  let running: Promise<Readiness> | undefined;
  const check = async (): Promise<Readiness> => {
    try {
      const pending = await pendingMigrations(db, migrations);
      return pending.length ? { ready: false, reason: `migrations not applied: ${listed(pending)}` } : { ready: true };
    } catch {
      // Which error it was stays out of the answer: it can name the database's host.
      return { ready: false, reason: "database unavailable" };
    }
  };
  return (): Promise<Readiness> => {
    running ??= check().finally(() => (running = undefined));
    return within(running, timeoutMs);
  };
}

function listed(names: string[]): string {
  const shown = names.slice(0, NAMES_SHOWN).join(", ");
  return names.length > NAMES_SHOWN ? `${shown} and ${names.length - NAMES_SHOWN} more` : shown;
}

function within(check: Promise<Readiness>, ms: number): Promise<Readiness> {
  return new Promise((resolve) => {
    const late = setTimeout(
      () => resolve({ ready: false, reason: `database unavailable (no answer in ${ms / 1000} s)` }),
      ms,
    );
    void check.then((readiness) => {
      clearTimeout(late);
      resolve(readiness);
    });
  });
}
