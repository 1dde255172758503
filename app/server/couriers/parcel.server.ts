// What the aggregator is asked about a parcel: the atelier's and her addresses, and the box the
// pieces make from the weights and sizes the shop keeps.
import { site } from "~/config/site";
import { clothesCategory, validateAddress, type ShipbubbleConfig } from "../adapters/shipbubble.server";
import { readParcels } from "../abroad/store.server";
import type { Db } from "../db/db.server";

/** A piece with no weight kept: a dress folded in a mailer. */
const USUAL_PIECE = { grams: 800, lengthCm: 35, widthCm: 25, heightCm: 8 };

interface ParcelPiece {
  productId: number;
  size: string;
  name: string;
  /** What one piece is worth, declared to the courier in naira. */
  unitNaira: number;
  quantity: number;
}

/** The parcel the pieces make, from the weights and boxes the shop keeps (the usual piece's where none is). */
export async function parcelOf(db: Db, items: readonly ParcelPiece[]) {
  const kept = await readParcels(db, [...new Set(items.map((i) => i.productId))]);
  const sizeOf = (productId: number, size: string) =>
    kept.find((p) => p.productId === productId && p.size === size) ??
    kept.find((p) => p.productId === productId && p.size === "") ??
    USUAL_PIECE;
  const pieces = items.map((i) => ({ item: i, size: sizeOf(i.productId, i.size) }));
  return {
    items: pieces.map(({ item, size }) => ({
      name: item.name,
      grams: size.grams,
      unitNaira: item.unitNaira,
      quantity: item.quantity,
    })),
    box: {
      lengthCm: Math.max(...pieces.map((p) => p.size.lengthCm)),
      widthCm: Math.max(...pieces.map((p) => p.size.widthCm)),
      heightCm: pieces.reduce((sum, p) => sum + p.size.heightCm * p.item.quantity, 0),
    },
  };
}

const atelier = {
  name: site.brand,
  email: site.contact.email,
  phone: site.contact.phone,
  address: `${site.contact.address.street}, ${site.contact.address.city}, ${site.contact.address.region}, ${site.contact.address.countryName}`,
};

interface Addressee {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  country: string;
}

/** Her address as the aggregator validates it; the atelier's contact stands in for what she has not typed yet. */
export const herAddress = (c: Addressee) => ({
  name: `${c.firstName} ${c.lastName}`.trim() || `${site.brand} customer`,
  email: c.email || site.contact.email,
  phone: c.phone || site.contact.phone,
  address: [c.address, c.city, c.state, c.country].filter(Boolean).join(", "),
});

// The atelier's address code and the clothes category change with neither order: asked once per key.
const standing = new Map<string, Promise<{ sender: number; category: number }>>();

/** The atelier's address code and the clothes category, asked once and kept (asked again after a failure). */
export function standingCodes(config: ShipbubbleConfig): Promise<{ sender: number; category: number }> {
  const key = `${config.apiUrl} ${config.apiKey}`;
  let codes = standing.get(key);
  if (!codes) {
    codes = Promise.all([validateAddress(config, atelier), clothesCategory(config)]).then(([sender, category]) => ({
      sender,
      category,
    }));
    standing.set(key, codes);
    codes.catch(() => standing.delete(key));
  }
  return codes;
}
