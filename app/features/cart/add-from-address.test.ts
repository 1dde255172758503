import { describe, expect, it } from "vitest";
import { findProductFacts } from "~/features/catalogue";
import { addRequestFrom } from "./add-from-address";

describe("addRequestFrom", () => {
  it("reads the product, size and quantity the form sent", () => {
    expect(addRequestFrom("?add=3&size=M&quantity=2", findProductFacts)).toEqual({
      productId: 3,
      size: "M",
      quantity: 2,
    });
    expect(addRequestFrom("?add=3&quantity=1", findProductFacts)).toEqual({ productId: 3, size: "", quantity: 1 });
  });

  it.each([
    "",
    "?add=999&quantity=1",
    "?add=0&quantity=1",
    "?add=3&size=XXL&quantity=1",
    "?add=3&size=M&quantity=0",
    "?add=3&quantity=1.5",
  ])("ignores %j", (search) => expect(addRequestFrom(search, findProductFacts)).toBeUndefined());

  it("adds only a product the given facts know", () => {
    expect(addRequestFrom("?add=3&quantity=1", () => undefined)).toBeUndefined();
  });
});
