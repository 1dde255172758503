import { describe, expect, it } from "vitest";
import { garmentOf } from "./garments";

describe("garmentOf", () => {
  it("is the artwork's garment when there is artwork", () => {
    expect(garmentOf({ alt: "Look 8", artwork: { slug: "look-8", garment: "kimono-dress", count: 4 } })).toBe(
      "kimono-dress",
    );
  });

  it("is the garment a name ends with when there is none, the longest match first", () => {
    expect(garmentOf({ alt: "Orion Dress", artwork: null })).toBe("dress");
    expect(garmentOf({ alt: "Sapphire  Kimono Dress ", artwork: null })).toBe("kimono-dress");
    expect(garmentOf({ alt: "Onyx Set", artwork: null })).toBe("set");
    expect(garmentOf({ alt: "Trousers", artwork: null })).toBe("trousers");
  });

  it("is undefined when the name names no garment", () => {
    expect(garmentOf({ alt: "Look 3", artwork: null })).toBeUndefined();
    expect(garmentOf({ alt: "Dressage Coat", artwork: null })).toBeUndefined();
  });
});
