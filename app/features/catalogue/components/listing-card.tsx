import { SaveHeartIsland } from "~/features/saved";
import { ProductCard } from "~/components/ui/product-card";
import type { ListingItem } from "../page-data.server";
import { Picture } from "~/components/ui/picture";
import { pieceImageAlt } from "~/lib/images/placeholder";
import { ProductPriceIsland } from "./product-price";
import { SaleBadge } from "~/components/ui/sale-badge";

interface ListingCardProps {
  item: ListingItem;
  sizes: string;
  eager?: boolean;
  /** Out of the first screen: its picture after the first paint (Picture's `later`). */
  later?: boolean;
}

/** A product card of a listing: portrait image, name in capitals, price; opens its page with a full load. */
export function ListingCard({ item, sizes, eager, later }: ListingCardProps) {
  return (
    <ProductCard
      href={item.href}
      name={item.name}
      image={
        <Picture
          image={item.image}
          alt={pieceImageAlt(item.image.key, item.name)}
          sizes={sizes}
          eager={eager}
          later={later}
        />
      }
      price={
        <ProductPriceIsland
          id={item.id}
          price={item.price}
          originalPrice={item.originalPrice}
          sale={item.sale ? true : undefined}
        />
      }
      badge={item.sale && <SaleBadge name={item.sale.badge} />}
      save={<SaveHeartIsland productId={item.id} name={item.name} />}
    />
  );
}
