import type { Db } from "../db/db.server";
import { insertSale } from "../sales/store.server";
import { setAnnouncement } from "./store.server";

/** A list test's sale: Black Friday, 20% off the whole shop for a day from `start`, its news to announce. Its id. */
export function announcedSaleFrom(db: Db, start: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const id = await insertSale(
      tx,
      {
        name: "Black Friday",
        badge: null,
        startsAt: start.toISOString(),
        endsAt: new Date(start.getTime() + 86_400_000).toISOString(),
        scope: { wholeShop: true, collections: [], productIds: [], excludedIds: [] },
        discount: { kind: "percent", percent: 20 },
      },
      "owner",
    );
    await setAnnouncement(tx, id, true, "owner");
    return id;
  });
}
