/** A built image as pages receive it: its key, intrinsic size, encoded widths and blurred preview (browser-safe). */
export type ImageRef = {
  key: string;
  width: number;
  height: number;
  /** Widths encoded in AVIF and WebP, ascending. */
  widths: number[];
  /** data:image/webp;base64 preview, about 16 px wide. */
  blur?: string;
};

export type ImageFormat = "avif" | "webp";
