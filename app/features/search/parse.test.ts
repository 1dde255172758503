import { describe, expect, it } from "vitest";
import {
  allWordsText,
  anyWordText,
  MAX_QUERY_LENGTH,
  MAX_QUERY_WORDS,
  parseSearchQuery,
  type SearchQuery,
} from "./parse";

/** The query of a string that must parse to one. */
function queryOf(raw: string): SearchQuery {
  const parsed = parseSearchQuery(raw);
  if (!parsed.ok || !parsed.query) throw new Error(`${JSON.stringify(raw)} did not parse to a query`);
  return parsed.query;
}

describe("parseSearchQuery", () => {
  it("reads no query from nothing, or from spaces and control characters alone", () => {
    for (const raw of [null, undefined, "", "   ", "\t\n\r ", "\u0000", "\u0000\u0001\u007f", "\u200b\u00ad"]) {
      expect(parseSearchQuery(raw)).toEqual({ ok: true, query: null });
    }
  });

  it("trims, collapses spaces and lowercases the words, keeping what was typed to show back", () => {
    expect(queryOf("  Orion   DRESS \n")).toEqual({
      text: "Orion DRESS",
      terms: ["orion", "dress"],
      groups: [["orion"], ["dress"]],
    });
  });

  it("keeps accents in the words, composed the one way (NFKC)", () => {
    expect(queryOf("Café Crêpe").terms).toEqual(["café", "crêpe"]);
    expect(queryOf("Cafe\u0301").terms).toEqual(["café"]);
    expect(queryOf("ｏｒｉｏｎ ﬁne").terms).toEqual(["orion", "fine"]);
  });

  it("names each word once", () => {
    expect(queryOf("dress Dress DRESS").terms).toEqual(["dress"]);
  });

  it("reads a quoted phrase as one group, with straight or curly quotes; one left open runs to the end", () => {
    expect(queryOf('"orion dress" blue').groups).toEqual([["orion", "dress"], ["blue"]]);
    expect(queryOf("“sesame dress” „look 12”").groups).toEqual([
      ["sesame", "dress"],
      ["look", "12"],
    ]);
    expect(queryOf('blue "orion dress').groups).toEqual([["blue"], ["orion", "dress"]]);
    expect(queryOf('"dress"').groups).toEqual([["dress"]]);
  });

  it("finds no word in quotes or symbols alone: a query that finds nothing, not an error", () => {
    expect(queryOf('""')).toEqual({ text: '""', terms: [], groups: [] });
    expect(queryOf("&|!:*()<>").terms).toEqual([]);
  });

  it("reads every symbol of the full-text syntax as a space, so none reaches a tsquery", () => {
    const hostile = [
      "orion & dress",
      "orion | !dress",
      "orion:* <-> dress",
      "(orion)",
      "'orion' \\ dress",
      "orion <2> dress",
      "-dress",
      "dress -orion",
      "!!!",
      "a:*B & !(c | d)",
      "orion'); drop table products; --",
      "$1 $$ % _ ^ ~ ` { } [ ] ; , . / ? @ # = +",
    ];
    for (const raw of hostile) {
      const { groups } = queryOf(raw);
      for (const text of [allWordsText(groups), anyWordText(groups)]) {
        expect(text).toMatch(/^[\p{L}\p{N}\p{M} "]*$/u);
      }
    }
    expect(queryOf("orion & dress").groups).toEqual([["orion"], ["dress"]]);
    expect(queryOf("-dress").groups).toEqual([["dress"]]);
    expect(queryOf("aso-oke").groups).toEqual([["aso"], ["oke"]]);
  });

  it("takes a query of 500 characters, counted as characters (an emoji is one)", () => {
    expect(queryOf("a".repeat(MAX_QUERY_LENGTH)).text).toHaveLength(MAX_QUERY_LENGTH);
    expect([...queryOf("👗".repeat(MAX_QUERY_LENGTH)).text]).toHaveLength(MAX_QUERY_LENGTH);
    // Spaces collapsed first: a query padded with them is still short.
    expect(queryOf(`${" ".repeat(600)}dress${" ".repeat(600)}`).text).toBe("dress");
  });

  it("refuses a longer query with a message saying the limit and its length", () => {
    expect(parseSearchQuery("a".repeat(MAX_QUERY_LENGTH + 1))).toEqual({
      ok: false,
      error: "A search can be at most 500 characters long. This one has 501. Try a few words from a product's name.",
    });
    const pasted = parseSearchQuery("dress ".repeat(2000));
    expect(pasted).toEqual({ ok: false, error: expect.stringContaining("at most 500 characters") });
  });

  it("searches the first 32 words of a long query", () => {
    const words = Array.from({ length: 40 }, (_, i) => `w${i}`);
    const query = queryOf(words.join(" "));
    expect(query.groups.flat()).toEqual(words.slice(0, MAX_QUERY_WORDS));
    expect(queryOf(`"${words.join(" ")}"`).groups).toEqual([words.slice(0, MAX_QUERY_WORDS)]);
  });

  it("takes NUL and other control characters out, as spaces", () => {
    expect(queryOf("orion\u0000dress").text).toBe("orion dress");
    expect(queryOf("orion\u0007\u001bdress\u0085").terms).toEqual(["orion", "dress"]);
  });

  it("takes invisible characters out: a soft hyphen, a zero-width space, a direction override", () => {
    expect(queryOf("dre\u00adss").terms).toEqual(["dress"]);
    expect(queryOf("\u202eorion\u200b").text).toBe("orion");
    expect(queryOf("\ufeffdress").text).toBe("dress");
  });

  it("takes half an emoji out (a lone surrogate) and keeps whole ones, joined ones too", () => {
    expect(queryOf("\ud800dress\udc00").text).toBe("dress");
    expect(queryOf("👩‍👩‍👧 dress").text).toBe("👩‍👩‍👧 dress");
  });

  it("reads emoji as no word: alone they find nothing, beside words they are ignored", () => {
    expect(queryOf("👗")).toEqual({ text: "👗", terms: [], groups: [] });
    expect(queryOf("👗 green dress 💚").terms).toEqual(["green", "dress"]);
  });

  it("reads words of any script and numbers", () => {
    expect(queryOf("платье 连衣裙 look 12").terms).toEqual(["платье", "连衣裙", "look", "12"]);
  });
});

describe("the text full-text search reads", () => {
  const groups = [["orion", "dress"], ["blue"], ["look"]];

  it("ands the words, phrases quoted", () => {
    expect(allWordsText(groups)).toBe('"orion dress" blue look');
  });

  it("or any word or phrase", () => {
    expect(anyWordText(groups)).toBe('"orion dress" or blue or look');
  });
});
