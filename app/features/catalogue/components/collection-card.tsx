import { Picture } from "~/components/ui/picture";
import type { ImageRef } from "~/lib/images/image-ref";

interface CollectionCardProps {
  name: string;
  href: string;
  image: ImageRef;
  blurb: string;
  /** The first card is on the first screen: load its picture at once; the others after the first paint. */
  eager?: boolean;
}

/** A collection on /collections: a 450 px tall picture, 'View Collection' and '{name} Collection'. */
export function CollectionCard({ name, href, image, blurb, eager = false }: CollectionCardProps) {
  return (
    <article className="group relative flex flex-col gap-4">
      <div className="relative h-[450px] overflow-hidden bg-linen">
        <Picture
          image={image}
          alt=""
          fill
          eager={eager}
          later={!eager}
          sizes="(min-width: 1024px) 45vw, (min-width: 768px) 50vw, calc(100vw - 2rem)"
          className="object-top transition duration-700 ease-out group-hover:scale-105"
        />
      </div>
      <div className="flex flex-col gap-2">
        <p className="label-caps text-hazel">View Collection</p>
        <h2 className="text-3xl sm:text-4xl">
          <a href={href} className="after:absolute after:inset-0 group-hover:text-hazel-deep">
            {name} Collection
          </a>
        </h2>
        <p className="line-clamp-2 text-ink-soft">{blurb}</p>
      </div>
    </article>
  );
}
