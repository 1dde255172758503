import { beforeAll, expect, it } from "vitest";
import { isRegionOf, loadRegions, regionsOf } from "./regions";

beforeAll(loadRegions);

it("lists the four nations for the United Kingdom, as its addresses name them, not its 218 council areas", () => {
  expect(regionsOf("United Kingdom")?.map((r) => r.name)).toEqual(["England", "Northern Ireland", "Scotland", "Wales"]);
  // A council area an address kept before named is still taken.
  expect(isRegionOf("United Kingdom", "London")).toBe(true);
  expect(isRegionOf("United Kingdom", "Rivers")).toBe(false);
  expect(regionsOf("Nigeria")?.some((r) => r.name === "Rivers")).toBe(true);
});
