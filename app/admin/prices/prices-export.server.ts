import { lagosDayOf } from "~/lib/lagos-clock";
import { priceFileCsv } from "~/admin/prices/price-file";
import { allCollections } from "~/features/catalogue";
import type { Db } from "~/server/db/db.server";
import { csvResponse } from "../shared/csv-response.server";
import { pricedProducts } from "./prices-plan.server";

const collectionName = (slug: string) => allCollections().find((c) => c.slug === slug)?.name ?? slug;

/** Every product's prices and stock, drafts and combo parts too, as a CSV file named with the day (Lagos). */
export async function pricesFile(db: Db, now: Date): Promise<Response> {
  return csvResponse(priceFileCsv(await pricedProducts(db), collectionName), `hazel-prices-${lagosDayOf(now)}.csv`);
}
