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
  className?: string;
}

/** The catalogue's one way to show a built image. */
export function ArtImage({ image, alt, className = "" }: ArtImageProps) {
  return (
    <div
      role="img"
      aria-label={alt}
      style={{ aspectRatio: `${image.width} / ${image.height}` }}
      className={`w-full bg-linen ${className}`}
    />
  );
}
