/** Address of a built image: `key` at `width` pixels wide in `format` (browser-safe). */
export function imageUrl(key: string, width: number, format: "webp" | "avif"): string {
  return `/img/${key}.${width}.${format}`;
}
