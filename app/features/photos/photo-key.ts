import type { ImageFormat } from "~/lib/images/image-ref";

/** An uploaded photo's image key: `p/` and the content hash of its cleaned original. */
export const photoKey = (hash: string): string => `p/${hash}`;

/** `/img/p/`, the content hash (32 lower-case hex digits), a width without leading zeros and a format. */
const ADDRESS = /^\/img\/p\/([0-9a-f]{32})\.([1-9]\d{0,4})\.(avif|webp)$/;

export interface PhotoAddress {
  hash: string;
  width: number;
  format: ImageFormat;
}

/** Reads `/img/p/<hash>.<width>.<format>` (the image scheme of app/lib/images/image-url.ts). */
export function parsePhotoAddress(path: string): PhotoAddress | undefined {
  const match = ADDRESS.exec(path);
  if (!match) return undefined;
  return { hash: match[1]!, width: Number(match[2]), format: match[3] as ImageFormat };
}
