import type { ImageRef } from "~/lib/images/image-ref";
import { imageUrl } from "~/lib/images/image-url";

/** A built image that link previews show: its site path and pixel size. */
export interface ShareImage {
  path: string;
  width: number;
  height: number;
}

/** Link previews look best around 1200 px wide; take the widest encoded width up to that. */
const MAX_WIDTH = 1280;

/** The WebP rendition of a built image that a link preview should use (always one the pipeline encoded). */
export function shareImage(ref: ImageRef): ShareImage {
  const fitting = ref.widths.filter((w) => w <= MAX_WIDTH);
  const width = fitting.length ? Math.max(...fitting) : Math.min(...ref.widths);
  return { path: imageUrl(ref.key, width, "webp"), width, height: Math.round((width * ref.height) / ref.width) };
}
