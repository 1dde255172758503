// What shoppers look for (tables search_misses and filter_uses): every statement on them. Counts
// per Lagos day, with nothing of who searched: no address, no session, no time of day.
import type { Db } from "../db/db.server";

/** Counts a search that found nothing, by its normalised text, on `day`. */
export async function countSearchMiss(db: Db, day: string, query: string): Promise<void> {
  await db.query(
    `insert into search_misses (day, query) values ($1, $2)
     on conflict (day, query) do update set searches = search_misses.searches + 1`,
    [day, query],
  );
}

/** Counts each filter a listing or a search was narrowed by, on `day`. */
export async function countFilterUses(
  db: Db,
  day: string,
  uses: readonly { filter: string; value: string }[],
): Promise<void> {
  if (uses.length === 0) return;
  await db.query(
    `insert into filter_uses (day, filter, value)
     select $1, f, v from unnest($2::text[], $3::text[]) as u (f, v)
     on conflict (day, filter, value) do update set uses = filter_uses.uses + 1`,
    [day, uses.map((u) => u.filter), uses.map((u) => u.value)],
  );
}

/** The searches that found nothing since `from`, most frequent first. */
export async function topSearchMisses(
  db: Db,
  from: string,
  limit: number,
): Promise<{ query: string; count: number }[]> {
  const rows = await db.query<{ query: string; n: string }>(
    `select query, sum(searches) as n from search_misses where day >= $1
      group by query order by n desc, query limit $2`,
    [from, limit],
  );
  return rows.map((r) => ({ query: r.query, count: Number(r.n) }));
}

/** The filters used most since `from`. */
export async function topFilterUses(
  db: Db,
  from: string,
  limit: number,
): Promise<{ filter: string; value: string; count: number }[]> {
  const rows = await db.query<{ filter: string; value: string; n: string }>(
    `select filter, value, sum(uses) as n from filter_uses where day >= $1
      group by filter, value order by n desc, filter, value limit $2`,
    [from, limit],
  );
  return rows.map((r) => ({ filter: r.filter, value: r.value, count: Number(r.n) }));
}
