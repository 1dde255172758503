import type { ReactNode } from "react";

interface ProductCardProps {
  href: string;
  /** Its name: text, or text with marked words. */
  name: ReactNode;
  image: ReactNode;
  price: ReactNode;
  /** A label over the image's corner (the sale the product is on). */
  badge?: ReactNode;
  /** A form over the image's other corner (the heart that saves it), above the card's link. */
  save?: ReactNode;
}

/**
 * A product in a listing: image, name in capitals and price. On hover the image turns grey and
 * zooms a little under a 'View More' overlay. It opens the product page with a full page load.
 */
export function ProductCard({ href, name, image, price, badge, save }: ProductCardProps) {
  return (
    <article className="group relative flex flex-col gap-3">
      <div className="relative overflow-hidden bg-linen">
        <div className="transition duration-500 ease-out group-hover:scale-105 group-hover:grayscale group-focus-within:scale-105 group-focus-within:grayscale">
          {image}
        </div>
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 grid place-items-center bg-ink/35 opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-focus-within:opacity-100"
        >
          <span className="label-caps border border-ivory bg-ink/85 px-5 py-2.5 text-ivory">View More</span>
        </span>
        {badge && <div className="absolute left-2 top-2 max-w-[calc(100%-1rem)]">{badge}</div>}
        {save && <div className="absolute right-2 bottom-2 z-10">{save}</div>}
      </div>
      <h3 className="label-caps text-sm text-ink">
        <a href={href} className="after:absolute after:inset-0">
          {name}
        </a>
      </h3>
      <p className="-mt-1 text-ink-soft">{price}</p>
    </article>
  );
}
