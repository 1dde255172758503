import { noteCatalogueChange } from "../../app/server/catalogue/changes.server";
import { openDb } from "../../app/server/db/db.server";

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
    return await Promise.all(
      instanceUrls.map(async (url) => {
        while (!(await (await fetch(`${url}/genesis/chia-dress`)).text()).includes(shown)) {
          if (performance.now() - saved > 30_000) throw new Error(`${url} did not show the saved price within 30 s`);
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        return (performance.now() - saved) / 1000;
      }),
    );
  } finally {
    await db.close();
  }
}
