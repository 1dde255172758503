// The fee of an order's parcel to each DHL zone, from the weights and rates the owner keeps: read
// at most every few seconds by a process (every checkout page and order prices its parcel), and
// again at once after a save of its own.
import { defaultParcel } from "~/config/delivery";
import { abroadFees, type AbroadFees, type AbroadRates, type ParcelSize } from "~/features/delivery";
import type { Db } from "../db/db.server";
import { keptRead } from "../base/kept-read.server";
import { abroadSavesHere, readAbroadRates, readParcels } from "./store.server";

interface AbroadFacts {
  /** Each kept weight by `productId|size` ('' for every size). */
  parcels: ReadonlyMap<string, ParcelSize>;
  rates: AbroadRates;
}

const abroadFacts = keptRead(async (db): Promise<AbroadFacts> => {
  const [parcels, rates] = await Promise.all([readParcels(db), readAbroadRates(db)]);
  return { parcels: new Map(parcels.map((p) => [`${p.productId}|${p.size}`, p])), rates };
}, abroadSavesHere);

/** A line's piece: its size's own weight, else its product's every-size weight, else the shop's default. */
function parcelOfLine(parcels: AbroadFacts["parcels"], productId: number, size: string): ParcelSize {
  return (size !== "" && parcels.get(`${productId}|${size}`)) || parcels.get(`${productId}|`) || defaultParcel;
}

/** What delivery abroad costs for these lines, zone by zone, each with its words when it cannot be priced. */
export async function abroadFeesFor(
  db: Db,
  lines: readonly { productId: number; size: string; quantity: number }[],
): Promise<AbroadFees> {
  const { parcels, rates } = await abroadFacts(db);
  const pieces = lines.map((l) => ({ size: parcelOfLine(parcels, l.productId, l.size), quantity: l.quantity }));
  return abroadFees(pieces, rates);
}
