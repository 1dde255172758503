import { describe, expect, it } from "vitest";
import { isRefinedListing } from "./refined-listings.server";

describe("isRefinedListing", () => {
  it("is a listing's address with one of its parameters, whatever the value, or a search", () => {
    for (const url of [
      "/naledi?size=M",
      "/hazelbee/shop?page=2",
      "/genesis?sort=",
      "/naledi.data?size=M",
      "/mysthique?utm=1&sale=1",
      "/search?q=x",
      "/search?q=x&size=M",
    ]) {
      expect(isRefinedListing(url), url).toBe(true);
    }
  });

  it("is not a plain listing, one with other parameters, a search page without words, nor another page", () => {
    for (const url of [
      "/naledi",
      "/naledi?",
      "/naledi?utm_source=x",
      "/naledi/orion-dress?size=M",
      "/cart?size=M",
      "/hazelbee?size=M",
      "/search",
      "/search?size=M",
    ]) {
      expect(isRefinedListing(url), url).toBe(false);
    }
  });
});
