import { describe, expect, it } from "vitest";
import { imageSrcSet, imageUrl } from "./image-url";
import { refFrom } from "./images.server";

describe("imageUrl", () => {
  it("addresses a key at a width and format under /img, keeping the key's folders", () => {
    expect(imageUrl("products/zoya-dress/1", 640, "avif")).toBe("/img/products/zoya-dress/1.640.avif");
    expect(imageUrl("heroes/home", 1920, "webp")).toBe("/img/heroes/home.1920.webp");
  });

  it("lists every width in a srcset", () => {
    expect(imageSrcSet("latest/1", [400, 800], "webp")).toBe(
      "/img/latest/1.400.webp 400w, /img/latest/1.800.webp 800w",
    );
  });
});

describe("refFrom", () => {
  const manifest = {
    "heroes/home": { width: 1920, height: 1080, widths: [640, 1280, 1920], blur: "data:image/webp;base64,AA" },
  };

  it("returns the key with its size, widths and preview", () => {
    expect(refFrom(manifest, "heroes/home")).toEqual({ key: "heroes/home", ...manifest["heroes/home"] });
  });

  it("names the missing key", () => {
    expect(() => refFrom(manifest, "heroes/nowhere")).toThrow(/"heroes\/nowhere"/);
  });
});
