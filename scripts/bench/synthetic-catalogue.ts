// A made-up catalogue of any size for the benchmarks: the seed's products, then generated ones
// spread over the collections, named from a few word lists so searches find some and not others.
import { collectionSlugs } from "../../app/config/collections.ts";
import { SIZES, seedRecords, type CatalogueRecords, type ProductRecord } from "../../app/features/catalogue/index.ts";

const colours = [
  "Coral",
  "Jade",
  "Amber",
  "Ivory",
  "Onyx",
  "Saffron",
  "Indigo",
  "Plum",
  "Sage",
  "Rust",
  "Pearl",
  "Ruby",
];
const fabrics = ["Ankara", "Adire", "Aso-oke", "Lace", "Silk", "Linen", "Satin", "Chiffon", "Crepe", "Denim"];
const garments = ["Dress", "Blouse", "Skirt", "Jumpsuit", "Kimono", "Set", "Trousers", "Jacket", "Gown", "Shirt"];

/** The seed catalogue grown to `size` products. */
export function syntheticCatalogue(size: number): CatalogueRecords {
  const first = Math.max(...seedRecords.products.map((p) => p.id)) + 1;
  const generated: ProductRecord[] = Array.from({ length: Math.max(0, size - seedRecords.products.length) }, (_, i) => {
    const id = first + i;
    const name = `${colours[i % colours.length]} ${fabrics[(i >> 3) % fabrics.length]} ${garments[(i >> 5) % garments.length]} ${id}`;
    const collection = collectionSlugs[i % collectionSlugs.length]!;
    const price = 15000 + ((i * 7919) % 60) * 2500;
    return {
      id,
      name,
      slug: name.toLowerCase().replace(/ /g, "-"),
      collection,
      price,
      originalPrice: i % 5 === 0 ? price + 10000 : price,
      description: `A ${fabrics[(i >> 3) % fabrics.length]!.toLowerCase()} piece in ${colours[i % colours.length]!.toLowerCase()}, made in Port Harcourt.`,
      sizes: SIZES,
      madeToOrder: collection !== "hazelbee",
      comboPart: false,
      artwork: null,
      published: true,
      position: 1000 + i,
    };
  });
  return { ...seedRecords, products: [...seedRecords.products, ...generated] };
}
