import { describe, expect, it } from "vitest";
import { subStoreLandingAt, subStoreLandings } from "./sub-store-landings";

describe("sub-store landing pages", () => {
  it("are found by their address, with or without a trailing slash", () => {
    expect(subStoreLandingAt("/hazelbee")?.store).toBe("hazelbee");
    expect(subStoreLandingAt("/hazelbabies")?.store).toBe("hazelbabies");
    expect(subStoreLandingAt("/hazellifestyle/")?.store).toBe("hazellifestyle");
  });

  it("are not found at any other address, the HazelBee shop included", () => {
    for (const path of ["/", "/hazelbee/shop", "/hazelbee/shop/coral-dress", "/naledi", "/hazel"]) {
      expect(subStoreLandingAt(path)).toBeUndefined();
    }
  });

  it("send HazelBee's Shop Now to its shop and Lifestyle's Explore Now to its collection", () => {
    expect(subStoreLandings.hazelbee.hero.action).toEqual({ href: "/hazelbee/shop", label: "Shop Now" });
    const lifestyle = subStoreLandings.hazellifestyle;
    expect(lifestyle.hero.action?.href).toBe(`#${lifestyle.section.anchor}`);
  });
});
