import { describe, expect, it } from "vitest";
import { offeredSizesRefusal, sizeRefusal } from "./offered-sizes";

const dress = { name: "Coral Dress", sizes: ["S", "M", "L"] } as const;

describe("a line's size", () => {
  it("passes when the owner ticked it", () => {
    expect(sizeRefusal(dress, "M")).toBeUndefined();
  });

  it("is refused when the product does not come in it, naming the sizes it does", () => {
    expect(sizeRefusal(dress, "XL")).toBe("The Coral Dress does not come in size XL: it comes in size S, M or L.");
    expect(sizeRefusal({ name: "Mint Set", sizes: ["M"] }, "S")).toBe(
      "The Mint Set does not come in size S: it comes in size M.",
    );
    expect(sizeRefusal({ name: "Mint Set", sizes: ["S", "M"] }, "XS")).toBe(
      "The Mint Set does not come in size XS: it comes in size S or M.",
    );
  });

  it("is refused when empty on a product that has sizes", () => {
    expect(sizeRefusal(dress, "")).toBe("Choose a size for the Coral Dress: it comes in size S, M or L.");
  });

  it("may be empty only on a product without sizes", () => {
    expect(sizeRefusal({ name: "Scarf", sizes: [] }, "")).toBeUndefined();
    expect(sizeRefusal({ name: "Scarf", sizes: [] }, "M")).toBe(
      "The Scarf comes in one size: order it without a size.",
    );
  });
});

describe("an order's sizes", () => {
  const find = (id: number) =>
    id === 37 ? dress : id === 38 ? { name: "Mint Set", sizes: ["M" as const] } : undefined;

  it("pass when every line's size is offered", () => {
    expect(
      offeredSizesRefusal(
        [
          { productId: 37, size: "S" },
          { productId: 38, size: "M" },
        ],
        find,
      ),
    ).toBeUndefined();
  });

  it("are refused in one message naming each product and size once", () => {
    expect(
      offeredSizesRefusal(
        [
          { productId: 37, size: "XL" },
          { productId: 37, size: "XL" },
          { productId: 38, size: "" },
          { productId: 37, size: "M" },
        ],
        find,
      ),
    ).toBe(
      "The Coral Dress does not come in size XL: it comes in size S, M or L. Choose a size for the Mint Set: it comes in size M. Remove the line from your cart and add it again from the product's page in one of its sizes; nothing was charged.",
    );
  });
});
