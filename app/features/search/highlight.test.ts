import { describe, expect, it } from "vitest";
import { foldWord, highlight, type TextPart } from "./highlight";

const marked = (parts: TextPart[]) => parts.filter((p) => p.marked).map((p) => p.text);

describe("highlight", () => {
  it("marks each matched word, leaving the rest as it is", () => {
    expect(highlight("Orion Dress", ["orion", "dress"])).toEqual([
      { text: "Orion", marked: true },
      { text: " ", marked: false },
      { text: "Dress", marked: true },
    ]);
    expect(highlight("The Orion Dress, in silk.", ["silk"])).toEqual([
      { text: "The Orion Dress, in ", marked: false },
      { text: "silk", marked: true },
      { text: ".", marked: false },
    ]);
  });

  it("ignores accents and case, both ways", () => {
    expect(marked(highlight("Café Crepe Dress", ["cafe", "CREPE"]))).toEqual(["Café", "Crepe"]);
    expect(marked(highlight("Cafe crêpe", ["café", "crepe"]))).toEqual(["Cafe", "crêpe"]);
    expect(marked(highlight("Ørsted Straße", ["orsted", "strasse"]))).toEqual(["Ørsted", "Straße"]);
  });

  it("marks the whole of a longer word, and a word of four letters or more that begins a term", () => {
    expect(marked(highlight("Orion Dresses", ["dress"]))).toEqual(["Dresses"]);
    expect(marked(highlight("Orion Dress", ["dresses"]))).toEqual(["Dress"]);
    expect(marked(highlight("a dress in silk", ["ankara", "industry"]))).toEqual([]);
  });

  it("never marks a word that only contains a term", () => {
    expect(marked(highlight("Undress", ["dress"]))).toEqual([]);
  });

  it("gives the text back whole, in parts that join to it", () => {
    const texts = ["", "Orion Dress", "  leading and trailing  ", "Bubble & Molly Combo 👗", "Mysthique 001"];
    for (const text of texts) {
      for (const terms of [[], ["orion"], ["bubble", "combo", "001"], ["("], ["*"]]) {
        const parts = highlight(text, terms);
        expect(parts.map((p) => p.text).join("")).toBe(text);
        expect(parts.every((p) => p.text !== "")).toBe(true);
      }
    }
  });

  it("marks nothing without terms, and takes symbols in terms as they are", () => {
    expect(highlight("Orion Dress", [])).toEqual([{ text: "Orion Dress", marked: false }]);
    expect(highlight("a (b) c*", ["(", ".*", ""])).toEqual([{ text: "a (b) c*", marked: false }]);
    expect(highlight("", ["dress"])).toEqual([]);
  });
});

describe("foldWord", () => {
  it("lowercases and takes accents off as the database's unaccent does", () => {
    expect(foldWord("Crêpe")).toBe("crepe");
    expect(foldWord("NAÏVE")).toBe("naive");
    expect(foldWord("Œuvre")).toBe("oeuvre");
    expect(foldWord("ẹ̀wà")).toBe("ewa");
  });
});
