import { describe, expect, it } from "vitest";
import { slugify } from "./index";

describe("slugify", () => {
  it.each([
    ["Arcturus Blouse", "arcturus-blouse"],
    ["Look 12", "look-12"],
    ["Mysthique 001", "mysthique-001"],
    ["BB Ensemble", "bb-ensemble"],
    ["Sapphire Kimono Dress", "sapphire-kimono-dress"],
    ["Bubble & Molly Combo", "bubble-&-molly-combo"],
    ["Café Crêpe Dress", "cafe-crepe-dress"],
    ["Àṣọ Òkè Ẹ̀wù", "aso-oke-ewu"],
    ["Ìró àti Bùbá", "iro-ati-buba"],
  ])("%s -> %s", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it.each([
    ["Bubble & Molly Combo", "bubble-molly-combo"],
    ["Bubble & Veneer Combo", "bubble-veneer-combo"],
    ["CO2 & Bubble Combo", "co2-bubble-combo"],
    ["Dion Jumpsuit", "dion-jumpsuit"],
  ])("Bubble Girl rule: %s -> %s", (name, slug) => {
    expect(slugify(name, { removeAmpersand: true })).toBe(slug);
  });
});
