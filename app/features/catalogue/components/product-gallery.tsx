import { Carousel } from "~/components/ui/carousel";
import { Picture } from "~/components/ui/picture";
import type { ImageRef } from "~/lib/images/image-ref";
import { island } from "~/lib/islands/island";

const views = ["front view", "back view", "detail", "styled look"] as const;

/** Describes the n-th carousel image (from 0) of a product for screen readers. */
function imageAlt(name: string, index: number): string {
  return `${name}, ${views[index] ?? `image ${index + 1}`}`;
}

interface ProductGalleryProps {
  name: string;
  /** The owner's photos carry their alt text; the generated artwork is described by its view. */
  images: readonly (ImageRef & { alt?: string })[];
  className?: string;
}

/** The product page's carousel: large portrait slides with thumbnails as navigation. */
export function ProductGallery({ name, images, className = "" }: ProductGalleryProps) {
  return (
    <Carousel
      label={`Images of ${name}`}
      className={className}
      thumbnailLabel={(i, n) =>
        `Show ${images[i]?.alt ? `photo ${i + 1}` : (views[i] ?? `image ${i + 1}`)} (${i + 1} of ${n})`
      }
      slides={images.map((image, i) => (
        <Picture
          key={image.key}
          image={image}
          alt={image.alt ?? imageAlt(name, i)}
          sizes="(min-width: 1280px) 700px, (min-width: 1024px) 56vw, 100vw"
          eager={i === 0}
          // The other slides are out of sight until swiped to; on a slow phone the first comes first.
          low={i > 0}
          later={i > 0}
        />
      ))}
      thumbnails={images.map((image) => (
        <Picture key={image.key} image={image} alt="" sizes="120px" low later />
      ))}
    />
  );
}

export const ProductGalleryIsland = island("product-gallery", ProductGallery);
