// What shoppers look for, counted for the owner's home: a search that found nothing by its text,
// the filters a listing was narrowed by. Nothing of who searched is kept; a failed count never
// fails the shopper's page.
import { lagosDayOf } from "~/lib/lagos-clock";
import type { Db } from "../db/db.server";
import { countFilterUses, countSearchMiss } from "./counts-store.server";

export async function countLookedFor(
  db: Db,
  seen: { miss?: string; filters?: readonly { filter: string; value: string }[] },
  at = new Date(),
): Promise<void> {
  try {
    const day = lagosDayOf(at);
    if (seen.miss) await countSearchMiss(db, day, seen.miss);
    if (seen.filters?.length) await countFilterUses(db, day, seen.filters);
  } catch (error) {
    console.warn("What shoppers look for was not counted:", error instanceof Error ? error.message : error);
  }
}
