import { describe, expect, it } from "vitest";
import { allowedEdits, closestWord, editDistance } from "./spelling";

describe("editDistance", () => {
  it.each([
    ["dress", "dress", 0],
    ["dres", "dress", 1],
    ["dres", "dresses", 3],
    ["orian", "orion", 1],
    ["blouze", "blouse", 1],
    ["blosue", "blouse", 1],
    ["", "silk", 4],
    ["silk", "", 4],
    ["kitten", "sitting", 3],
  ])("%s to %s is %i", (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });
});

describe("closestWord", () => {
  it("takes the candidate the fewest edits away, whatever its similarity", () => {
    expect(closestWord("dres", ["dresses", "dress"])).toBe("dress");
    expect(closestWord("orian", ["orions", "orion"])).toBe("orion");
  });

  it("takes the earlier candidate on a tie, and compares without accents or case", () => {
    expect(closestWord("sikl", ["silk", "sill"])).toBe("silk");
    expect(closestWord("Crêpe", ["crepe", "creme"])).toBe("crepe");
  });

  it("gives nothing more edits away than a typo of a word that long may have", () => {
    expect(closestWord("crepe", ["crease"])).toBeNull();
    expect(closestWord("skrit", ["spirit"])).toBeNull();
    expect(closestWord("oriom", ["orion"])).toBe("orion");
    expect(closestWord("trouzerz", ["trousers"])).toBe("trousers");
    expect(closestWord("trouzrz", ["trousers"])).toBeNull();
    expect(closestWord("xl", ["xs"])).toBeNull();
    expect(closestWord("xl", ["xl"])).toBe("xl");
  });

  it("has nothing to give without candidates", () => {
    expect(closestWord("zzzz", [])).toBeNull();
  });
});

describe("allowedEdits", () => {
  it.each([
    ["xl", 0],
    ["dres", 1],
    ["crêpe", 1],
    ["zanzibr", 1],
    ["trouzers", 2],
    ["jumpsiuts", 2],
  ])("%s may have %i", (word, edits) => {
    expect(allowedEdits(word)).toBe(edits);
  });
});
