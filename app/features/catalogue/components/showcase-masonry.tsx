import { Masonry, MasonryItem } from "~/components/ui/masonry";
import { Picture } from "~/components/ui/picture";
import type { ImageRef } from "~/lib/images/image-ref";

interface ShowcaseTile {
  id: number;
  title: string;
  image: ImageRef;
}

interface ShowcaseMasonryProps {
  tiles: readonly ShowcaseTile[];
  columns: string;
  sizes: string;
  /** Show each title under its picture. */
  captions?: boolean;
}

/** Showcase pictures of mixed heights in columns, without links. */
export function ShowcaseMasonry({ tiles, columns, sizes, captions = false }: ShowcaseMasonryProps) {
  return (
    <Masonry columns={columns}>
      {tiles.map((tile) => (
        <MasonryItem key={tile.id}>
          <figure className="flex flex-col gap-3">
            <div className="overflow-hidden bg-linen">
              <Picture
                image={tile.image}
                alt={captions ? "" : tile.title}
                sizes={sizes}
                className="transition duration-700 ease-out hover:scale-[1.03]"
              />
            </div>
            {captions && <figcaption className="label-caps text-ink-soft">{tile.title}</figcaption>}
          </figure>
        </MasonryItem>
      ))}
    </Masonry>
  );
}
