// The owner's statements on aso_ebi_groups: every group for her list, her one choice on a missed
// minimum (a conditional update decides it, once across tabs and instances), and her word on cutting.
import type { GroupOutcome } from "~/features/aso-ebi";
import type { Db } from "../db/db.server";
import { findGroupByPageKey, type Group } from "./store.server";

/** A group as her list shows it. */
export interface GroupListRow {
  id: number;
  name: string;
  eventName: string;
  eventOn: string;
  joinBy: string;
  minimum: number | null;
  outcome: GroupOutcome | null;
  extendedTo: string | null;
}

/** A group by its id (the owner's addresses name it so), read as the group's store reads it. */
export async function findGroup(db: Db, id: number): Promise<Group | undefined> {
  const [row] = await db.query<{ page_key: string }>("select page_key from aso_ebi_groups where id = $1", [id]);
  return row ? findGroupByPageKey(db, row.page_key) : undefined;
}

/** Every group, the next event first, then the ones passed. */
/** The names of the groups `ids` names (for who did what), by id; an unknown id is left out. */
export async function groupNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string | number; name: string }>(
    "select id, name from aso_ebi_groups where id = any($1::bigint[])",
    [ids],
  );
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

export async function listGroups(db: Db): Promise<GroupListRow[]> {
  const rows = await db.query<{
    id: string | number;
    name: string;
    event_name: string;
    event_on: string;
    join_by: string;
    minimum: number | null;
    outcome: GroupOutcome | null;
    extended_to: string | null;
  }>(
    `select id, name, event_name, event_on::text as event_on, join_by::text as join_by, minimum, outcome,
            extended_to::text as extended_to
       from aso_ebi_groups order by event_on desc, id desc limit 500`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    eventName: r.event_name,
    eventOn: r.event_on,
    joinBy: r.join_by,
    minimum: r.minimum === null ? null : Number(r.minimum),
    outcome: r.outcome,
    extendedTo: r.extended_to,
  }));
}

/**
 * Records the owner's choice if none was made: true for the one caller whose update took it, false
 * for every other (another tab, a second press, another instance), which then does nothing.
 */
export async function takeOutcome(
  db: Db,
  id: number,
  outcome: GroupOutcome,
  extendedTo: string | null,
  at: Date,
): Promise<boolean> {
  const rows = await db.query(
    `update aso_ebi_groups set outcome = $2, extended_to = $3::date, outcome_at = $4
      where id = $1 and outcome is null returning id`,
    [id, outcome, extendedTo, at],
  );
  return rows.length === 1;
}

/** Her word on cutting before every deposit is in. */
export async function setCuttingOverride(db: Db, id: number, override: boolean): Promise<void> {
  await db.query("update aso_ebi_groups set cutting_override = $2 where id = $1", [id, override]);
}
