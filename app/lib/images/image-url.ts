import type { ImageFormat } from "./image-ref";

/** Address of a built image: `key` at `width` pixels wide in `format` (browser-safe). */
export function imageUrl(key: string, width: number, format: ImageFormat): string {
  return `/img/${key}.${width}.${format}`;
}

/** `srcset` listing every encoded width of a key in one format. */
export function imageSrcSet(key: string, widths: readonly number[], format: ImageFormat): string {
  return widths.map((w) => `${imageUrl(key, w, format)} ${w}w`).join(", ");
}
