import { describe, expect, it } from "vitest";
import { productById } from "~/features/catalogue";
import { styleOf } from "./style.server";
import { listingItem } from "~/features/catalogue/page-data.server";

describe("the style a group wears", () => {
  it("is its product's first photo with its widths, and its page", () => {
    const product = productById(5)!; // Rigel Dress;
    const style = styleOf(product.id)!;
    expect(style).toEqual({ image: listingItem(product).image, href: listingItem(product).href });
    expect(style.image.widths.length).toBeGreaterThan(1);
    expect(styleOf(-1)).toBeNull();
  });
});
