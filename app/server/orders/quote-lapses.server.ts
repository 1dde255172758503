import type { Db } from "../db/db.server";
import { formatDateAndTime } from "~/lib/lagos-clock";
import { applyChange } from "./change-state.server";
import { lockLapsedQuotes, lockOrder } from "./store/index.server";

/** Quotes ended per turn of the job. */
const PER_TURN = 50;

/**
 * Ends the quotes whose validity has passed unpaid: each expires (its held pieces go back on sale
 * in the same transaction, as an unpaid order's do) under its row lock, so several servers end
 * each once. Returns how many it ended.
 */
export async function expireLapsedQuotes(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const references = await lockLapsedQuotes(tx, PER_TURN);
    let ended = 0;
    for (const reference of references) {
      const current = await lockOrder(tx, reference);
      if (!current?.quote) continue;
      const result = await applyChange(tx, current, {
        to: "expired",
        source: "reconcile",
        note: `The quote lapsed unpaid at ${formatDateAndTime(current.quote.validUntil)}.`,
      });
      if (result.kind === "changed") ended++;
    }
    return ended;
  });
}
