import { SaveButton } from "~/features/saved";
import { Picture } from "~/components/ui/picture";
import { ProductCard } from "~/components/ui/product-card";
import { SaleBadge } from "~/components/ui/sale-badge";
import { ProductPrice } from "~/features/currency";
import { pieceImageAlt } from "~/lib/images/placeholder";
import type { ListingCardItem } from "../card";

/** Image widths of the grid beside the filters: 1 column, 2 from medium, 3 from extra-large. */
const GRID_SIZES = "(min-width: 1280px) 290px, (min-width: 1024px) 34vw, (min-width: 768px) 45vw, 92vw";

/** A text with the words a search matched in <mark>. */
function MarkedText({ parts }: { parts: NonNullable<ListingCardItem["nameParts"]> }) {
  return parts.map((part, i) =>
    part.marked ? (
      <mark key={i} className="bg-hazel/15 text-inherit">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/**
 * A product of the results: the listing's card, its price in the display currency. The first is
 * the first screen's picture (`eager`); the others, below it on a phone, are shown after (`later`).
 */
export function ResultCard({ item, eager, later }: { item: ListingCardItem; eager: boolean; later: boolean }) {
  return (
    <ProductCard
      href={item.href}
      name={item.nameParts ? <MarkedText parts={item.nameParts} /> : item.name}
      image={
        <Picture
          image={item.image}
          alt={pieceImageAlt(item.image.key, item.name)}
          sizes={GRID_SIZES}
          eager={eager}
          later={later}
        />
      }
      price={
        <ProductPrice
          id={item.id}
          price={item.price}
          originalPrice={item.originalPrice}
          sale={item.sale ? true : undefined}
        />
      }
      badge={item.sale && <SaleBadge name={item.sale.badge} />}
      save={<SaveButton productId={item.id} name={item.name} />}
    />
  );
}
