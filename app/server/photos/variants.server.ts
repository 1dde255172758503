import sharp from "sharp";
import { photoKey } from "~/features/photos";
import type { ImageFormat } from "~/lib/images/image-ref";
import { blurPreview, encoder, formats, variantFor } from "~/config/images";
import { decodeLimits } from "./clean-pixels.server";
import type { PhotoFiles } from "./photo-files.server";
import type { EncodeReply } from "./photo-jobs";

// Encoding a photo's variants with sharp: run only in the photo worker's child process
// (photo-child.server.ts), never in the shop's.

interface EncodedVariant {
  width: number;
  format: ImageFormat;
  bytes: Buffer;
}

export interface EncodedPhoto {
  /** Widths encoded, ascending; none wider than the photo. */
  widths: number[];
  /** data:image/webp;base64 preview, `encoder.blurWidth` pixels wide. */
  blur: string;
  variants: EncodedVariant[];
}

/**
 * Encodes a cleaned photo as the image pipeline encodes a product image of the build
 * (scripts/images/encode.ts): the widths `variantFor` gives its key, never wider than the photo,
 * in AVIF and WebP with the pipeline's encoder settings, resized from one raster at the largest
 * width, and a blurred preview. `original` is the cleaned photo's file (or its bytes), decoded in
 * libvips' threads.
 */
export async function encodePhoto(key: string, original: string | Buffer, width: number): Promise<EncodedPhoto> {
  const variant = variantFor(key);
  const widths = [...new Set(variant.widths.map((w) => Math.min(w, width)))].sort((a, b) => a - b);
  const largest = widths[widths.length - 1]!;
  const { data, info } = await sharp(original, decodeLimits)
    .resize(largest)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const quality = {
    avif: variant.quality?.avif ?? encoder.avif.quality,
    webp: variant.quality?.webp ?? encoder.webp.quality,
  };

  const variants: EncodedVariant[] = [];
  for (const w of widths) {
    const image = w === info.width ? sharp(data, raw) : sharp(data, raw).resize(w);
    const encoded = await Promise.all(
      formats.map((format) =>
        format === "avif"
          ? image
              .clone()
              .avif({ ...encoder.avif, quality: quality.avif })
              .toBuffer()
          : image
              .clone()
              .webp({ ...encoder.webp, quality: quality.webp })
              .toBuffer(),
      ),
    );
    formats.forEach((format, i) => variants.push({ width: w, format, bytes: encoded[i]! }));
  }
  const blur = await sharp(data, raw)
    .resize(encoder.blurWidth)
    .blur(blurPreview.sigma)
    .webp(blurPreview.webp)
    .toBuffer();
  return { widths, blur: `data:image/webp;base64,${blur.toString("base64")}`, variants };
}

/** Encodes the cleaned original of `hash` and writes its variants' files: the photo worker's encode job. */
export async function encodePhotoFiles(files: PhotoFiles, hash: string, width: number): Promise<EncodeReply> {
  const encoded = await encodePhoto(photoKey(hash), files.original(hash), width);
  for (const v of encoded.variants) await files.put(files.variant(hash, v.width, v.format), v.bytes);
  return {
    widths: encoded.widths,
    blur: encoded.blur,
    variants: encoded.variants.map(({ width, format }) => ({ width, format })),
  };
}
