import { describe, expect, it } from "vitest";
import { collectionSlugOfPath } from "./locate";

describe("collectionSlugOfPath", () => {
  it.each([
    ["/naledi", "naledi"],
    ["/naledi/", "naledi"],
    ["/naledi/orion-dress", "naledi"],
    ["/bubble-girl/co2-bubble-combo", "bubble-girl"],
    ["/mysthique/mysthique-001", "mysthique"],
    ["/hazelbee/shop", "hazelbee"],
    ["/hazelbee/shop/bb-ensemble", "hazelbee"],
  ])("%s belongs to %s", (path, slug) => {
    expect(collectionSlugOfPath(path)).toBe(slug);
  });

  it.each(["/", "/hazelbee", "/naledi-x", "/collections", "/genesisx/a"])("%s belongs to no listing", (path) => {
    expect(collectionSlugOfPath(path)).toBeUndefined();
  });
});
