import { describe, expect, it } from "vitest";
import { addRequestFrom } from "./add-from-address";

describe("addRequestFrom", () => {
  it("reads the product, size and quantity the form sent", () => {
    expect(addRequestFrom("?add=3&size=M&quantity=2")).toMatchObject({
      product: { id: 3, alt: "Orion Dress" },
      size: "M",
      quantity: 2,
    });
    expect(addRequestFrom("?add=3&quantity=1")).toMatchObject({ size: "", quantity: 1 });
  });

  it.each(["", "?add=999&quantity=1", "?add=3&size=XXL&quantity=1", "?add=3&size=M&quantity=0", "?add=3&quantity=1.5"])(
    "ignores %j",
    (search) => expect(addRequestFrom(search)).toBeUndefined(),
  );
});
