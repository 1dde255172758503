import { noteCatalogueChange, noteSalesChange } from "../../app/server/catalogue/store/index.server";
import { openDb } from "../../app/server/db/db.server";
import { deleteSale, insertSale } from "../../app/server/sales/store.server";

/** Polls each instance's page until it shows `text`; the seconds from `t0` each took. */
function timeShown(instanceUrls: readonly string[], path: string, text: string, t0: number): Promise<number[]> {
  return Promise.all(
    instanceUrls.map(async (url) => {
      while (!(await (await fetch(`${url}${path}`)).text()).includes(text)) {
        if (performance.now() - t0 > 30_000) throw new Error(`${url}${path} did not show ${text} within 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return (performance.now() - t0) / 1000;
    }),
  );
}

/**
 * Schedules a sale of Orion Dress (/naledi/orion-dress, ₦140,000) at half price starting 2 s from
 * now, with nobody at the keyboard after the save, then times how long after its start each
 * instance shows the sale price; deletes it after.
 */
export async function timeSaleStart(databaseUrl: string, instanceUrls: readonly string[]): Promise<number[]> {
  const db = await openDb({ url: databaseUrl, dataDir: "" });
  const startsAt = Math.ceil(Date.now() / 1000) * 1000 + 2000;
  const scope = { wholeShop: false, collections: [], productIds: [3], excludedIds: [] };
  try {
    const id = await db.transaction(async (tx) => {
      const saleId = await insertSale(
        tx,
        {
          name: "Bench",
          startsAt: new Date(startsAt).toISOString(),
          endsAt: new Date(startsAt + 3_600_000).toISOString(),
          scope,
          discount: { kind: "percent", percent: 50 },
        },
        "bench",
      );
      await noteSalesChange(tx);
      return saleId;
    });
    await new Promise((resolve) => setTimeout(resolve, startsAt - Date.now()));
    const seen = await timeShown(instanceUrls, "/naledi/orion-dress", "₦70,000", performance.now());
    await db.transaction(async (tx) => {
      await deleteSale(tx, id);
      await noteSalesChange(tx);
    });
    return seen;
  } finally {
    await db.close();
  }
}

/**
 * Saves a new price of Chia Dress (/genesis/chia-dress) the way the editor's save writes it (the
 * row and its change row in one transaction), then times how long each instance takes to show it.
 */
export async function timeCatalogueChange(databaseUrl: string, instanceUrls: readonly string[]): Promise<number[]> {
  const db = await openDb({ url: databaseUrl, dataDir: "" });
  const price = 40_000 + Math.floor(Math.random() * 900) * 10;
  const shown = `₦${price.toLocaleString("en-NG")}`;
  try {
    const saved = performance.now();
    await db.transaction(async (tx) => {
      await tx.query(
        "update products set price = $1, original_price = greatest(original_price, $1), version = version + 1 where id = 18",
        [price],
      );
      await noteCatalogueChange(tx, [18]);
    });
    return await timeShown(instanceUrls, "/genesis/chia-dress", shown, saved);
  } finally {
    await db.close();
  }
}
