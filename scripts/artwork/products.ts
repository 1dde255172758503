import type { ArtProduct } from "./types.ts";
import { sampleProducts } from "./sample.ts";

/** The catalogue's products (or the development sample). */
export async function loadProducts(sample = false): Promise<readonly ArtProduct[]> {
  if (sample) return sampleProducts;
  const { seedRecords } = await import("../../app/features/catalogue/seed.ts");
  return seedRecords.products.flatMap((p) =>
    p.artwork
      ? [
          {
            id: p.id,
            alt: p.name,
            slug: p.artwork.slug,
            collection: p.collection,
            garment: p.artwork.garment,
            imageCount: p.artwork.count,
          },
        ]
      : [],
  );
}
