import { Masonry, MasonryItem } from "~/components/ui/masonry";
import { Picture } from "~/components/ui/picture";
import { ProductCard } from "~/components/ui/product-card";
import { SaleBadge } from "~/components/ui/sale-badge";
import type { ImageRef } from "~/lib/images/image-ref";
import type { ListingItem } from "../page-data.server";
import { ProductPriceIsland } from "./product-price";

interface ShowcaseTile {
  id: number;
  title: string;
  image: ImageRef;
  /** The piece it shows, when it is sold: the tile then opens it, with its name and price. */
  product?: Omit<ListingItem, "image">;
}

interface ShowcaseMasonryProps {
  tiles: readonly ShowcaseTile[];
  columns: string;
  sizes: string;
  /** Show each title under its picture. */
  captions?: boolean;
  /** Below the first screen: its pictures load after the first paint (Picture's `later`). */
  later?: boolean;
}

/** Showcase pictures of mixed heights in columns; a sold piece's picture is a card opening its page. */
export function ShowcaseMasonry({ tiles, columns, sizes, captions = false, later = false }: ShowcaseMasonryProps) {
  return (
    <Masonry columns={columns}>
      {tiles.map((tile, i) => (
        <MasonryItem key={tile.id} first={i === 0}>
          {tile.product ? (
            <ProductCard
              href={tile.product.href}
              name={tile.product.name}
              // The card's name says what it is; the picture adds nothing to it.
              image={<Picture image={tile.image} alt="" sizes={sizes} later={later} />}
              price={
                <ProductPriceIsland
                  id={tile.product.id}
                  price={tile.product.price}
                  originalPrice={tile.product.originalPrice}
                  sale={tile.product.sale ? true : undefined}
                />
              }
              badge={tile.product.sale && <SaleBadge name={tile.product.sale.badge} />}
            />
          ) : (
            <figure className="flex flex-col gap-3">
              <div className="overflow-hidden bg-linen">
                <Picture
                  image={tile.image}
                  alt={captions ? "" : tile.title}
                  sizes={sizes}
                  later={later}
                  className="transition duration-700 ease-out hover:scale-[1.03]"
                />
              </div>
              {captions && <figcaption className="label-caps text-ink-soft">{tile.title}</figcaption>}
            </figure>
          )}
        </MasonryItem>
      ))}
    </Masonry>
  );
}
