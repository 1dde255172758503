import type { CSSProperties } from "react";
import type { ImageRef } from "~/lib/images/image-ref";
import { imageSrcSet, imageUrl } from "~/lib/images/image-url";

interface PictureProps {
  image: ImageRef;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  className?: string;
  /** Above the fold: load at once with high priority (the largest image of the first screen). */
  eager?: boolean;
  /** Cover the positioned parent instead of keeping the image's own proportions. */
  fill?: boolean;
  /** An upright crop drawn instead on screens taller than wide, where it fills the width. */
  portrait?: ImageRef;
}

/**
 * A built image: AVIF and WebP sources at every encoded width, the WebP as fallback, its intrinsic
 * width and height (so no layout shift) and the blurred preview as its background, which the
 * opaque image covers once loaded: no script is needed, so static pages stay free of JavaScript.
 */
export function Picture({ image, alt, sizes, className = "", eager = false, fill = false, portrait }: PictureProps) {
  const fallback = image.widths[Math.min(1, image.widths.length - 1)] ?? image.width;
  const style: CSSProperties = fill ? {} : { aspectRatio: `${image.width} / ${image.height}` };
  if (image.blur) {
    style.backgroundImage = `url("${image.blur}")`;
    style.backgroundSize = "cover";
    style.backgroundPosition = "center";
  }
  return (
    <picture>
      {portrait &&
        (["avif", "webp"] as const).map((format) => (
          <source
            key={format}
            media="(max-aspect-ratio: 1/1)"
            type={`image/${format}`}
            srcSet={imageSrcSet(portrait.key, portrait.widths, format)}
            sizes="100vw"
          />
        ))}
      <source type="image/avif" srcSet={imageSrcSet(image.key, image.widths, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(image.key, image.widths, "webp")} sizes={sizes} />
      <img
        src={imageUrl(image.key, fallback, "webp")}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={eager ? "eager" : "lazy"}
        decoding={eager ? undefined : "async"}
        fetchPriority={eager ? "high" : undefined}
        style={style}
        className={`${fill ? "absolute inset-0 size-full object-cover" : "block h-auto w-full"} ${className}`.trim()}
      />
    </picture>
  );
}
