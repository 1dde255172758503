import { describe, expect, it } from "vitest";
import { belowHeldMessage, gonePiecesNote, unavailableMessage } from "./texts";

describe("the words about pieces", () => {
  it("tell the shopper which piece and size is gone, before she pays, never how many are left", () => {
    expect(unavailableMessage([{ productId: 37, name: "Coral Dress", size: "M", quantity: 1, soldOut: true }])).toBe(
      "Sorry, Coral Dress in size M has sold out. Change your cart, then place the order again; nothing was charged.",
    );
    expect(
      unavailableMessage([
        { productId: 37, name: "Coral Dress", size: "M", quantity: 3, soldOut: false },
        { productId: 38, name: "Mint Set", size: "S", quantity: 2, soldOut: true },
      ]),
    ).toBe(
      "Sorry, only a few of the Coral Dress in size M are left, fewer than the 3 you asked for; Mint Set in size S has sold out. Change your cart, then place the order again; nothing was charged.",
    );
  });

  it("tell the owner which pieces of a late payment have sold", () => {
    expect(gonePiecesNote([{ productId: 37, size: "M", quantity: 1 }], new Map([[37, "Coral Dress"]]))).toBe(
      "Paid after its hold on the pieces had lapsed, and these have sold since: Coral Dress, size M × 1. Find the pieces and mark it paid, or cancel it and return the money.",
    );
  });

  it("tell the owner why a count cannot go lower", () => {
    expect(belowHeldMessage("L", 2)).toBe(
      "Size L: 2 pieces are held by orders awaiting payment, so the count cannot go below 2.",
    );
  });
});
