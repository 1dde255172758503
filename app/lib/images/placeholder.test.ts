import { describe, expect, it } from "vitest";
import { productImageKeys } from "~/features/catalogue/slug";
import { PHOTO_PLACEHOLDER_KEY, pieceImageAlt } from "./placeholder";

describe("the picture of a piece without a photo", () => {
  it("is the neutral placeholder, not its collection's cover", () => {
    expect(productImageKeys({ artwork: null })).toEqual([PHOTO_PLACEHOLDER_KEY]);
    expect(productImageKeys({ artwork: null, photos: [] })).toEqual([PHOTO_PLACEHOLDER_KEY]);
  });

  it("keeps the piece's own photos, else its own artwork", () => {
    const photo = { key: "p/abc", width: 900, height: 1200, widths: [320], alt: "Front" };
    expect(productImageKeys({ artwork: null, photos: [photo] })).toEqual(["p/abc"]);
    expect(productImageKeys({ artwork: { slug: "zoya-dress", garment: "dress", count: 3 } })).toEqual([
      "products/zoya-dress/1",
      "products/zoya-dress/2",
      "products/zoya-dress/3",
    ]);
  });

  it("says it has no photo yet; a real picture is described by the piece's name", () => {
    expect(pieceImageAlt(PHOTO_PLACEHOLDER_KEY, "Ìfẹ́ Dress")).toBe("No photo of Ìfẹ́ Dress yet");
    expect(pieceImageAlt("products/zoya-dress/1", "Zoya Dress")).toBe("Zoya Dress");
  });
});
