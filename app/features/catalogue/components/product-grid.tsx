import type { ListingItem } from "../page-data.server";
import { ListingCard } from "./listing-card";

/**
 * Grid columns of a listing: 1 on phones, 2 from medium, then 3 or 4 per collection
 * (docs/decisions/189-what-the-product-takes-from-its-specification.md).
 */
const columns = {
  three: "md:grid-cols-2 lg:grid-cols-3",
  four: "md:grid-cols-2 lg:grid-cols-4",
  threeThenFour: "md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4",
} as const;

const sizesFor = {
  three: "(min-width: 1280px) 400px, (min-width: 1024px) 30vw, (min-width: 768px) 45vw, 92vw",
  four: "(min-width: 1280px) 300px, (min-width: 1024px) 23vw, (min-width: 768px) 45vw, 92vw",
  threeThenFour: "(min-width: 1280px) 300px, (min-width: 1024px) 30vw, (min-width: 768px) 45vw, 92vw",
} as const;

export function gridLayout(slug: string, wideColumns: 3 | 4): keyof typeof columns {
  if (wideColumns === 3) return "three";
  // Genesis takes four columns only from extra-large screens.
  return slug === "genesis" ? "threeThenFour" : "four";
}

interface ProductGridProps {
  items: readonly ListingItem[];
  layout: keyof typeof columns;
  id?: string;
  label: string;
}

/** The product grid of a listing. */
export function ProductGrid({ items, layout, id, label }: ProductGridProps) {
  return (
    <section id={id} aria-labelledby={`${id ?? "products"}-heading`} className="scroll-mt-24">
      <h2 id={`${id ?? "products"}-heading`} className="sr-only">
        {label}
      </h2>
      <ul className={`grid grid-cols-1 gap-x-6 gap-y-12 sm:gap-x-8 ${columns[layout]}`}>
        {items.map((item, i) => (
          <li key={item.id}>
            <ListingCard item={item} sizes={sizesFor[layout]} eager={i === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}
