import type { Garment, Product } from "~/features/catalogue";

/** Every garment, in the order the filter lists them. */
export const GARMENTS = [
  "dress",
  "kimono-dress",
  "blouse",
  "shirt",
  "skirt",
  "trousers",
  "jumpsuit",
  "jacket",
  "set",
  "ensemble",
] as const satisfies readonly Garment[];

// Fails to compile when a garment is added to the catalogue and not here.
type Missing = Exclude<Garment, (typeof GARMENTS)[number]>;
const everyGarment: Missing extends never ? true : Missing = true;
void everyGarment;

export const GARMENT_LABELS: Record<Garment, string> = {
  dress: "Dresses",
  "kimono-dress": "Kimono dresses",
  blouse: "Blouses",
  shirt: "Shirts",
  skirt: "Skirts",
  trousers: "Trousers",
  jumpsuit: "Jumpsuits",
  jacket: "Jackets",
  set: "Sets",
  ensemble: "Ensembles",
};

/** Garments as the last words of a name say them ("Sapphire Kimono Dress", "Onyx Set"), longest first. */
const byName: ReadonlyArray<readonly [string, Garment]> = [...GARMENTS]
  .map((garment) => [garment.replace("-", " "), garment] as const)
  .sort(([a], [b]) => b.length - a.length);

/**
 * What a product is: the garment its artwork was drawn as, else the one its name ends with (the
 * owner's new products and those shown by photos alone have no artwork); undefined when neither says.
 */
export function garmentOf(product: Pick<Product, "artwork" | "alt">): Garment | undefined {
  if (product.artwork) return product.artwork.garment;
  const name = product.alt.toLowerCase().replace(/\s+/g, " ").trim();
  return byName.find(([words]) => name === words || name.endsWith(` ${words}`))?.[1];
}
