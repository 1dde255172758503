import { describe, expect, it } from "vitest";
import { shareImage } from "./share-image";

describe("shareImage", () => {
  it("takes a product's 960 px WebP, with the height of its 4:5 crop", () => {
    const ref = { key: "products/orion-dress/1", width: 1200, height: 1500, widths: [320, 640, 960] };
    expect(shareImage(ref)).toEqual({ path: "/img/products/orion-dress/1.960.webp", width: 960, height: 1200 });
  });

  it("takes the widest encoded width up to 1280 px of a hero", () => {
    const ref = { key: "heroes/home", width: 1920, height: 1080, widths: [640, 1280, 1920] };
    expect(shareImage(ref)).toEqual({ path: "/img/heroes/home.1280.webp", width: 1280, height: 720 });
  });

  it("falls back to the smallest width when every width is larger", () => {
    const ref = { key: "x", width: 4000, height: 2000, widths: [2000, 4000] };
    expect(shareImage(ref).width).toBe(2000);
  });
});
