import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { encodePhoto } from "./variants.server";
import { photo } from "./test-photos.server";

describe("a photo's variants", () => {
  it("are the widths and formats of a product image of the build, with a blurred preview", async () => {
    const encoded = await encodePhoto("p/0123456789abcdef0123456789abcdef", await photo("jpeg"), 1200);
    expect(encoded.widths).toEqual([320, 640, 960]);
    expect(encoded.variants.map((v) => `${v.width}.${v.format}`)).toEqual([
      "320.avif",
      "320.webp",
      "640.avif",
      "640.webp",
      "960.avif",
      "960.webp",
    ]);
    for (const v of encoded.variants) {
      const meta = await sharp(v.bytes).metadata();
      expect(meta.width).toBe(v.width);
      expect(meta.height).toBe(Math.round((v.width * 800) / 1200));
      expect(meta.format).toBe(v.format === "avif" ? "heif" : "webp");
      expect(meta.exif).toBeUndefined();
    }
    expect(encoded.blur).toMatch(/^data:image\/webp;base64,/);
    const blur = await sharp(Buffer.from(encoded.blur.split(",")[1]!, "base64")).metadata();
    expect(blur.width).toBe(16);
  });

  it("are never wider than the photo", async () => {
    const encoded = await encodePhoto(
      "p/0123456789abcdef0123456789abcdef",
      await photo("jpeg", { width: 500, height: 700 }),
      500,
    );
    expect(encoded.widths).toEqual([320, 500]);
    expect(encoded.variants).toHaveLength(4);
  });
});
