import { describe, expect, it } from "vitest";
import { doneWords, savedPieces, type SavedProduct } from "./rules";

const coral: SavedProduct = { id: 37, alt: "Coral Dress", price: 25000, originalPrice: 25000, sizes: ["S", "M", "L"] };
const onSale: SavedProduct = { ...coral, id: 900, alt: "Sale Dress", sale: { badge: "Black Friday" } };
const stocked: SavedProduct = { ...coral, id: 901, alt: "Stocked Dress", stock: { M: 2, L: 0 } };
const plain: SavedProduct = { ...coral, id: 902, alt: "Plain Dress", stock: { M: 0 } };
const catalogue = new Map([onSale, stocked, plain].map((p) => [p.id, { product: p, href: `/p/${p.id}` }]));

describe("her saved pieces' order", () => {
  it("leads with a piece on sale or in stock in her size, saying why; unknown pieces are left out", () => {
    const rows = [
      { productId: 902, size: "M" },
      { productId: 123456, size: null },
      { productId: 901, size: null },
      { productId: 900, size: null },
    ];
    const pieces = savedPieces(rows, (id) => catalogue.get(id), ["M"]);
    expect(pieces.map((p) => [p.name, p.why])).toEqual([
      ["Stocked Dress", "In stock in your size, M."],
      ["Sale Dress", "On sale: Black Friday."],
      ["Plain Dress", null],
    ]);
  });

  it("reads her size from the saved row before her orders'", () => {
    const pieces = savedPieces([{ productId: 901, size: "L" }], (id) => catalogue.get(id), ["M"]);
    expect(pieces[0]!.why).toBeNull();
  });

  it("answers only its own notices", () => {
    expect(doneWords("saved")).toBe("Saved on this device.");
    expect(doneWords("__proto__")).toBeNull();
    expect(doneWords("toString")).toBeNull();
  });
});
