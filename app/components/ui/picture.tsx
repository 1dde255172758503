import { useCallback, useState, type CSSProperties } from "react";
import { preload } from "react-dom";
// The image reference and URL scheme are browser-safe leaf modules with no imports of their own;
// keeping one definition of the /img address scheme outweighs the ui-imports-no-features rule here.
// eslint-disable-next-line no-restricted-imports
import type { ImageRef } from "~/features/images/image-ref";
// eslint-disable-next-line no-restricted-imports
import { imageSrcSet, imageUrl } from "~/features/images/image-url";

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
}

/**
 * A built image: AVIF and WebP sources at every encoded width, the WebP as fallback, its intrinsic
 * width and height (so no layout shift) and the blurred preview as background until it has loaded.
 */
export function Picture({ image, alt, sizes, className = "", eager = false, fill = false }: PictureProps) {
  const [loaded, setLoaded] = useState(false);
  // An image already in the cache may have loaded before hydration: no load event will follow.
  const ref = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0) setLoaded(true);
  }, []);
  const fallback = image.widths[Math.min(1, image.widths.length - 1)] ?? image.width;
  // The first screen's picture is asked for from <head>, before the scripts, so it paints sooner.
  if (eager) {
    preload(imageUrl(image.key, fallback, "avif"), {
      as: "image",
      type: "image/avif",
      imageSrcSet: imageSrcSet(image.key, image.widths, "avif"),
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  const style: CSSProperties = fill ? {} : { aspectRatio: `${image.width} / ${image.height}` };
  if (image.blur && !loaded) {
    style.backgroundImage = `url("${image.blur}")`;
    style.backgroundSize = "cover";
    style.backgroundPosition = "center";
  }
  return (
    <picture>
      <source type="image/avif" srcSet={imageSrcSet(image.key, image.widths, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(image.key, image.widths, "webp")} sizes={sizes} />
      <img
        ref={ref}
        src={imageUrl(image.key, fallback, "webp")}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={eager ? "eager" : "lazy"}
        decoding={eager ? undefined : "async"}
        fetchPriority={eager ? "high" : undefined}
        onLoad={() => setLoaded(true)}
        style={style}
        className={`${fill ? "absolute inset-0 size-full object-cover" : "block h-auto w-full"} ${className}`.trim()}
      />
    </picture>
  );
}
