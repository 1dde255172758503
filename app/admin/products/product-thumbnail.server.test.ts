import { describe, expect, it } from "vitest";
import { productThumbnail } from "./product-thumbnail.server";

describe("a product's thumbnail in the admin's list", () => {
  it("is its cover photo at its smallest width, in proportion", () => {
    const cover = { key: "p/abc123", width: 1200, height: 1600, widths: [320, 640, 960] };
    expect(productThumbnail({ artwork: null }, cover)).toEqual({
      src: "/img/p/abc123.320.webp",
      width: 320,
      height: 427,
    });
  });

  it("is none for a product with neither a photo nor artwork", () => {
    expect(productThumbnail({ artwork: null })).toBeNull();
  });
});
