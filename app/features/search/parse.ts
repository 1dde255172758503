// What a shopper typed in the search field, made safe to search with and to show back
// (docs/decisions/222-what-a-search-may-be-and-how-long-it-is-kept.md).

/** The longest search, in characters once normalised: longer is refused, never cut. */
export const MAX_QUERY_LENGTH = 500;
/** Words searched at most; a longer query searches its first ones. */
export const MAX_QUERY_WORDS = 32;
/** Input longer than this is refused before any work on it (a pasted page, a hostile address). */
const MAX_RAW_LENGTH = 10 * MAX_QUERY_LENGTH;

export interface SearchQuery {
  /** As typed, normalised (NFKC, control and invisible characters out, spaces collapsed): shown back in the field. */
  text: string;
  /** Its words in order, lowercased, accents kept, each once; none for a query of emoji or symbols only. */
  terms: string[];
  /** The words as searched: a "quoted phrase" is one group of its words, every other word a group of its own. */
  groups: string[][];
}

export type ParsedSearch = { ok: true; query: SearchQuery | null } | { ok: false; error: string };

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Control characters (NUL, newlines, DEL, C1) and every kind of space become one space. */
const SPACES = /[\p{Cc}\p{Z}\s]+/gu;
/** Invisible format characters (soft hyphen, zero-width space, direction overrides, BOM); the emoji joiner stays. */
const INVISIBLE = /(?!\u200D)\p{Cf}/gu;
/** The quotation marks that open or close a phrase. */
const QUOTES = /["“”„«»]/;
/** A word: letters, digits and their combining marks. Everything else (& | ! : * ( ) < > - …) separates words. */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;

/**
 * Reads the `q` of a search address. Nothing but spaces is no query (`query: null`); a query
 * over MAX_QUERY_LENGTH characters is refused with a message; anything else is a query, even one
 * with no word to search (emoji, symbols), which finds nothing.
 */
export function parseSearchQuery(raw: string | null | undefined): ParsedSearch {
  if (raw == null) return { ok: true, query: null };
  if (raw.length > MAX_RAW_LENGTH) return { ok: false, error: tooLong() };
  const text = raw.replace(LONE_SURROGATE, "").normalize("NFKC").replace(INVISIBLE, "").replace(SPACES, " ").trim();
  if (text === "") return { ok: true, query: null };
  const length = [...text].length;
  if (length > MAX_QUERY_LENGTH) return { ok: false, error: tooLong(length) };
  const groups = limitWords(groupsOf(text), MAX_QUERY_WORDS);
  return { ok: true, query: { text, terms: [...new Set(groups.flat())], groups } };
}

function tooLong(length?: number): string {
  const has = length === undefined ? "" : ` This one has ${length.toLocaleString("en")}.`;
  return `A search can be at most ${MAX_QUERY_LENGTH} characters long.${has} Try a few words from a product's name.`;
}

/** Quotes alternate outside and inside a phrase; a quote left open runs to the end, as in a search engine. */
function groupsOf(text: string): string[][] {
  const groups: string[][] = [];
  text.split(QUOTES).forEach((part, i) => {
    const words = (part.match(WORD) ?? []).map((w) => w.toLowerCase());
    if (i % 2 === 1 && words.length > 1) groups.push(words);
    else groups.push(...words.map((w) => [w]));
  });
  return groups;
}

function limitWords(groups: string[][], max: number): string[][] {
  const kept: string[][] = [];
  let left = max;
  for (const group of groups) {
    if (left === 0) break;
    kept.push(group.slice(0, left));
    left -= kept[kept.length - 1]!.length;
  }
  return kept;
}

/** The groups as `websearch_to_tsquery` reads them: words ANDed, phrases quoted. */
export function allWordsText(groups: readonly (readonly string[])[]): string {
  return groups.map(groupText).join(" ");
}

/** The groups as `websearch_to_tsquery` reads them with any one enough. */
export function anyWordText(groups: readonly (readonly string[])[]): string {
  return groups.map(groupText).join(" or ");
}

const groupText = (group: readonly string[]) => (group.length > 1 ? `"${group.join(" ")}"` : (group[0] ?? ""));
