import type { Db } from "../db/db.server";

/**
 * A read a process keeps for a while per database, for what every page asks and the owner rarely
 * changes: her change reaches other instances within `keptMs`, and this one at once, since a save
 * of its own moves `savesHere`. A failed read is not kept: the next page reads again.
 */
export function keptRead<T>(
  read: (db: Db) => Promise<T>,
  savesHere: () => number,
  keptMs = 15_000,
): (db: Db, now?: number) => Promise<T> {
  const kept = new WeakMap<Db, { at: number; saves: number; value: Promise<T> }>();
  return (db, now = Date.now()) => {
    const k = kept.get(db);
    if (k && now - k.at < keptMs && k.saves === savesHere()) return k.value;
    const entry = { at: now, saves: savesHere(), value: read(db) };
    kept.set(db, entry);
    entry.value.catch(() => {
      if (kept.get(db) === entry) kept.delete(db);
    });
    return entry.value;
  };
}
