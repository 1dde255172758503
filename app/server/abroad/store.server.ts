// Delivery abroad's tables (dhl_rates, dhl_surcharge, product_parcels): every statement on them is here.
import { ABROAD_ZONES, type AbroadRates, type AbroadZone, type ParcelSize } from "~/features/delivery";
import type { Db } from "../db/db.server";

let savesHere = 0;
/** How many saves this process has made: a reader keeping what it read starts again when it moves. */
export const abroadSavesHere = (): number => savesHere;

/** The rates per zone by half kilogram (index 0: the first half kilogram) and the month's surcharge. */
export async function readAbroadRates(db: Db): Promise<AbroadRates> {
  const rows = await db.query<{ zone: AbroadZone; half_kilos: number; naira: number }>(
    "select zone, half_kilos, naira from dhl_rates order by zone, half_kilos",
  );
  const rates = Object.fromEntries(ABROAD_ZONES.map((zone) => [zone, [] as number[]])) as Record<AbroadZone, number[]>;
  // A gap in a zone's table ends it: a heavier parcel has no rate rather than a wrong one.
  for (const row of rows) {
    const zone = rates[row.zone];
    if (zone.length === Number(row.half_kilos) - 1) zone.push(Number(row.naira));
  }
  const [surcharge] = await db.query<{ percent: string }>("select percent from dhl_surcharge where id = 1");
  return { rates, surchargePercent: Number(surcharge?.percent ?? 0) };
}

/** The owner's new table, whole: every zone's rates replaced, and the surcharge, in one transaction. */
export async function saveAbroadRates(db: Db, table: AbroadRates): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query("delete from dhl_rates");
    for (const zone of ABROAD_ZONES) {
      const rates = table.rates[zone];
      if (rates.length === 0) continue;
      await tx.query(
        `insert into dhl_rates (zone, half_kilos, naira)
         select $1, n, ($2::integer[])[n] from generate_series(1, cardinality($2::integer[])) as n`,
        [zone, rates],
      );
    }
    await tx.query(
      `insert into dhl_surcharge (id, percent) values (1, $1)
       on conflict (id) do update set percent = excluded.percent, updated_at = now()`,
      [table.surchargePercent],
    );
  });
  savesHere++;
}

export interface ProductParcel extends ParcelSize {
  productId: number;
  /** '' for every size without a row of its own. */
  size: string;
}

type ParcelRow = {
  product_id: number;
  size: string;
  grams: number;
  length_cm: number;
  width_cm: number;
  height_cm: number;
};

const parcelOf = (r: ParcelRow): ProductParcel => ({
  productId: Number(r.product_id),
  size: r.size,
  grams: Number(r.grams),
  lengthCm: Number(r.length_cm),
  widthCm: Number(r.width_cm),
  heightCm: Number(r.height_cm),
});

/** The weights kept for these products (every product's when `productIds` is undefined). */
export async function readParcels(db: Db, productIds?: readonly number[]): Promise<ProductParcel[]> {
  const rows = await db.query<ParcelRow>(
    `select product_id, size, grams, length_cm, width_cm, height_cm from product_parcels
      where $1::integer[] is null or product_id = any($1::integer[]) order by product_id, size`,
    [productIds ? [...productIds] : null],
  );
  return rows.map(parcelOf);
}

/** A product's weight and packed box for a size ('' for every size), replacing what was kept. */
export async function saveParcel(db: Db, p: ProductParcel): Promise<void> {
  await db.query(
    `insert into product_parcels (product_id, size, grams, length_cm, width_cm, height_cm) values ($1, $2, $3, $4, $5, $6)
     on conflict (product_id, size) do update set grams = excluded.grams, length_cm = excluded.length_cm,
       width_cm = excluded.width_cm, height_cm = excluded.height_cm, updated_at = now()`,
    [p.productId, p.size, p.grams, p.lengthCm, p.widthCm, p.heightCm],
  );
  savesHere++;
}

/** A size's own weight removed: the product's every-size weight (or the shop's default) applies again. */
export async function removeParcel(db: Db, productId: number, size: string): Promise<void> {
  await db.query("delete from product_parcels where product_id = $1 and size = $2", [productId, size]);
  savesHere++;
}
