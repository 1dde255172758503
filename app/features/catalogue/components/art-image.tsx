/** Reference to a built image (temporary shape until the image pipeline lands). */
export interface ImageRef {
  key: string;
  width: number;
  height: number;
}

interface ArtImageProps {
  image: ImageRef;
  alt: string;
  sizes: string;
  eager?: boolean;
  /** Cover the positioned parent instead of keeping the image's own proportions. */
  fill?: boolean;
  className?: string;
}

/** The catalogue's one way to show a built image. */
export function ArtImage({ image, alt, fill, className = "" }: ArtImageProps) {
  return (
    <div
      role="img"
      aria-label={alt}
      style={fill ? undefined : { aspectRatio: `${image.width} / ${image.height}` }}
      className={`bg-linen ${fill ? "absolute inset-0 size-full" : "w-full"} ${className}`}
    />
  );
}
