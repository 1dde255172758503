import type { Db } from "../db/db.server";

export interface Limit {
  /** What is counted, e.g. "orders:203.0.113.7". */
  key: string;
  /** Hits allowed in one window (before RATE_LIMIT_MULTIPLIER). */
  limit: number;
  windowSeconds: number;
}

export type HitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

let multiplier = 1;

/** RATE_LIMIT_MULTIPLIER: every limit is multiplied by it (load tests raise it for a run). */
export function setRateLimitMultiplier(value: number): void {
  multiplier = value;
}

export function effectiveLimit(limit: number): number {
  return Math.max(1, Math.floor(limit * multiplier));
}

/**
 * Counts one hit against a key in the database and says whether it is within the limit. A
 * window starts at the key's first hit and lasts windowSeconds; a hit past the limit is refused
 * until the window ends. One upsert per hit, so parallel hits from any number of instances are
 * counted exactly (the row lock orders them).
 */
export async function hit(db: Db, { key, limit, windowSeconds }: Limit): Promise<HitResult> {
  const [row] = await db.query<{ hits: number; retry_after: number }>(
    `insert into rate_limits as r (key, window_start, hits, expires_at)
     values ($1, now(), 1, now() + make_interval(secs => $2))
     on conflict (key) do update set
       hits = case when r.expires_at <= now() then 1 else r.hits + 1 end,
       window_start = case when r.expires_at <= now() then now() else r.window_start end,
       expires_at = case when r.expires_at <= now() then now() + make_interval(secs => $2) else r.expires_at end
     returning hits, greatest(1, ceil(extract(epoch from expires_at - now())))::int as retry_after`,
    [key, windowSeconds],
  );
  if (!row) throw new Error("The rate limit was not counted");
  return row.hits <= effectiveLimit(limit) ? { ok: true } : { ok: false, retryAfterSeconds: row.retry_after };
}

/** Takes back one hit (e.g. an owner's sign-in that turned out right counts no failure). */
export async function unhit(db: Db, key: string): Promise<void> {
  await db.query("update rate_limits set hits = greatest(0, hits - 1) where key = $1 and expires_at > now()", [key]);
}

/**
 * The key's window as it stands: when it started (milliseconds since 1970, as text: the same on
 * every instance, to name the window by) and when it ends. Undefined for a key never counted.
 */
export async function limitWindow(db: Db, key: string): Promise<{ started: string; endsAt: Date } | undefined> {
  const [window] = await db.query<{ started: string; ends_at: Date | string }>(
    `select (extract(epoch from window_start) * 1000)::bigint::text as started, expires_at as ends_at
       from rate_limits where key = $1`,
    [key],
  );
  return window && { started: window.started, endsAt: new Date(window.ends_at) };
}

/** Forgets windows that have ended; run now and then by a background job. */
export async function pruneRateLimits(db: Db): Promise<number> {
  const rows = await db.query("delete from rate_limits where expires_at <= now() returning key");
  return rows.length;
}

/** "2 minutes", "45 seconds", "24 hours": the wait in words a person reads. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 90) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `${Math.ceil(seconds / 3600)} hours`;
}

/**
 * The 429 answer of a refused hit: Retry-After in seconds and a sentence saying what was
 * refused and when to try again.
 */
export function tooManyRequests(what: string, refusal: { retryAfterSeconds: number }): Response {
  const error = `${what} Please try again in ${waitInWords(refusal.retryAfterSeconds)}.`;
  return Response.json(
    { error },
    { status: 429, headers: { "Retry-After": String(refusal.retryAfterSeconds), "Cache-Control": "no-store" } },
  );
}
