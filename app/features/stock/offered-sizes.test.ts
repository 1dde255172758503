import { describe, expect, it } from "vitest";
import { offeredSizesRefusal, sizeRefusal } from "./offered-sizes";
import { mayLeaveSizeOpen } from "./size-open";

const dress = { name: "Coral Dress", sizes: ["S", "M", "L"], madeToOrder: false } as const;
const rigel = { name: "Rigel Dress", sizes: ["XS", "S", "M"], madeToOrder: true } as const;

describe("a line's size", () => {
  it("passes when the owner ticked it", () => {
    expect(sizeRefusal(dress, "M")).toBeUndefined();
  });

  it("is refused when the product does not come in it, naming the sizes it does", () => {
    expect(sizeRefusal(dress, "XL")).toBe("The Coral Dress does not come in size XL: it comes in size S, M or L.");
    expect(sizeRefusal({ name: "Mint Set", sizes: ["M"], madeToOrder: false }, "S")).toBe(
      "The Mint Set does not come in size S: it comes in size M.",
    );
    expect(sizeRefusal({ name: "Mint Set", sizes: ["S", "M"], madeToOrder: false }, "XS")).toBe(
      "The Mint Set does not come in size XS: it comes in size S or M.",
    );
  });

  it("is refused when empty on a ready-to-wear piece that has sizes", () => {
    expect(mayLeaveSizeOpen(dress)).toBe(false);
    expect(sizeRefusal(dress, "")).toBe("Choose a size for the Coral Dress: it comes in size S, M or L.");
  });

  it("may be empty on a made-to-order piece, the atelier confirming it; one it is not made in is still refused", () => {
    expect(mayLeaveSizeOpen(rigel)).toBe(true);
    expect(sizeRefusal(rigel, "")).toBeUndefined();
    expect(sizeRefusal(rigel, "XL")).toBe("The Rigel Dress does not come in size XL: it comes in size XS, S or M.");
  });

  it("may be empty on a product without sizes", () => {
    expect(sizeRefusal({ name: "Scarf", sizes: [], madeToOrder: false }, "")).toBeUndefined();
    expect(sizeRefusal({ name: "Scarf", sizes: [], madeToOrder: false }, "M")).toBe(
      "The Scarf comes in one size: order it without a size.",
    );
  });
});

describe("an order's sizes", () => {
  const find = (id: number) =>
    id === 37
      ? dress
      : id === 38
        ? { name: "Mint Set", sizes: ["M" as const], madeToOrder: false }
        : id === 5
          ? rigel
          : undefined;

  it("pass when every line's size is offered", () => {
    expect(
      offeredSizesRefusal(
        [
          { productId: 37, size: "S" },
          { productId: 38, size: "M" },
          { productId: 5, size: "" },
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
