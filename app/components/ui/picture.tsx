import { useEffect, useState, type CSSProperties } from "react";
import { preload } from "react-dom";
import type { ImageFormat, ImageRef } from "~/lib/images/image-ref";
import { imageSrcSet, imageUrl } from "~/lib/images/image-url";

interface PictureProps {
  image: ImageRef;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  className?: string;
  /**
   * The largest image of the first screen: loaded at once with high priority, and preloaded from
   * the head ahead of the stylesheet and scripts. One a page.
   */
  eager?: boolean;
  /** Seen after the first screen's picture (thumbnails, later slides): asked for at low priority, after it. */
  low?: boolean;
  /**
   * Out of the first screen (a later slide, a thumbnail, a tile further down): it and its blurred
   * preview are asked for only once the first paint is on the screen, so on a slow connection
   * nothing but the first screen's files comes before it. Until then its place is kept at its size.
   * Without JavaScript it loads as any picture.
   */
  later?: boolean;
  /** Cover the positioned parent instead of keeping the image's own proportions. */
  fill?: boolean;
  /** An upright crop drawn instead on screens taller than wide, where it fills the width. */
  portrait?: ImageRef;
}

/** Screens taller than wide (phones) draw the upright crop. */
const PORTRAIT = "(max-aspect-ratio: 1/1)";

interface Source {
  media?: string;
  format: ImageFormat;
  srcSet: string;
  sizes: string;
}

/** The `<source>`s in the order the browser tries them: the upright crop first where there is one, AVIF before WebP. */
function sourcesOf(image: ImageRef, sizes: string, portrait?: ImageRef): Source[] {
  const each = (ref: ImageRef, sizes: string, media?: string) =>
    (["avif", "webp"] as const).map((format) => ({
      media,
      format,
      srcSet: imageSrcSet(ref.key, ref.widths, format),
      sizes,
    }));
  return [...(portrait ? each(portrait, "100vw", PORTRAIT) : []), ...each(image, sizes)];
}

/**
 * Asks for a first-screen picture from the head, before the stylesheet, the font and the scripts
 * (React puts a high-priority image preload right after the viewport tag): the AVIF source of
 * each crop, under the media query that selects it, so a phone fetches exactly the file its
 * `<picture>` will draw and nothing for the other crop. A browser without AVIF skips these and
 * finds its WebP in the `<picture>` as before (a WebP preload too would cost AVIF browsers both).
 */
function preloadSources(sources: Source[]) {
  const cropped = sources.some((source) => source.media);
  for (const source of sources) {
    if (source.format !== "avif") continue;
    preload(source.srcSet.split(" ")[0]!, {
      as: "image",
      type: "image/avif",
      imageSrcSet: source.srcSet,
      imageSizes: source.sizes,
      fetchPriority: "high",
      media: source.media ?? (cropped ? `not all and ${PORTRAIT}` : undefined),
    });
  }
}

/**
 * A built image: AVIF and WebP sources at every encoded width, the WebP as fallback, its intrinsic
 * width and height (so no layout shift) and the blurred preview as its background, which the
 * opaque image covers once loaded: no script is needed, so static pages stay free of JavaScript.
 */
export function Picture({
  image,
  alt,
  sizes,
  className = "",
  eager = false,
  low = false,
  later = false,
  fill = false,
  portrait,
}: PictureProps) {
  // Shown by the island's first effect; outside an island, by the page's script (app/islands/client.ts).
  const [shown, setShown] = useState(!later);
  useEffect(() => setShown(true), []);
  const fallback = image.widths[Math.min(1, image.widths.length - 1)] ?? image.width;
  const size: CSSProperties = fill ? {} : { aspectRatio: `${image.width} / ${image.height}` };
  const preview: CSSProperties = image.blur
    ? { backgroundImage: `url("${image.blur}")`, backgroundSize: "cover", backgroundPosition: "center" }
    : {};
  const sources = sourcesOf(image, sizes, portrait);
  if (eager) preloadSources(sources);
  const picture = (
    <picture>
      {sources.map((source) => (
        <source
          key={source.srcSet}
          media={source.media}
          type={`image/${source.format}`}
          srcSet={source.srcSet}
          sizes={source.sizes}
        />
      ))}
      <img
        src={imageUrl(image.key, fallback, "webp")}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={eager ? "eager" : "lazy"}
        decoding={eager ? undefined : "async"}
        fetchPriority={eager ? "high" : low ? "low" : undefined}
        style={{ ...size, ...preview }}
        className={`${fill ? "absolute inset-0 size-full object-cover" : "block h-auto w-full"} ${className}`.trim()}
      />
    </picture>
  );
  if (!later) return picture;
  return (
    <span data-later-picture="" style={{ ...size, display: "block" }} className={fill ? "absolute inset-0" : undefined}>
      {shown ? picture : <noscript>{picture}</noscript>}
    </span>
  );
}
