// The shop's search: published products for a parsed query, best first, with the words to mark
// (docs/decisions/221-search-one-english-document-typos-from-the-shops-words.md).
import { allWordsText, anyWordText, closestWord, type SearchQuery } from "~/features/search";
import type { Db } from "../db/db.server";
import { knownWords, matchProducts, productsNamedLike, type KnownWord } from "../catalogue/store/index.server";

export interface SearchResult {
  /** Published products with a page (a matching combo part brings its combos), best first; at most 1,000. */
  ids: readonly number[];
  /** The words to mark in the results: the query's own, or the catalogue's words they were corrected to. */
  terms: readonly string[];
  /** What was searched instead when words were corrected ("orion dress" for "orian dres"), else null. */
  corrected: string | null;
}

const nothing = (): SearchResult => ({ ids: [], terms: [], corrected: null });

/**
 * Searches in up to four steps, each only when the one before found nothing: every word as
 * typed; every word as the catalogue spells it (typos corrected to the closest of the published
 * products' words, by trigram similarity then by edits; a word with nothing close left out); any
 * of those words; names like the whole query.
 */
export async function searchProducts(db: Db, query: SearchQuery): Promise<SearchResult> {
  if (query.terms.length === 0) return nothing();
  const known = new Map<string, KnownWord>((await knownWords(db, query.terms)).map((k) => [k.word, k]));
  const counts = (word: string) => known.get(word)?.counts === true;
  const typed = query.terms.filter(counts);
  // Only stop words ("the", "and") or lone symbols: nothing a product could be found by.
  if (typed.length === 0) return nothing();

  const asTyped = allWordsText(query.groups);
  let ids = await matchProducts(db, asTyped);
  if (ids.length > 0) return { ids, terms: typed, corrected: null };

  // A stop word stays as it is (the search ignores it, a phrase keeps its place); a word with no
  // close word in the catalogue is left out.
  const spelled = (word: string) => (counts(word) ? closestWord(word, known.get(word)?.candidates ?? []) : word);
  const fixed = query.groups
    .map((group) => group.map(spelled).filter((w): w is string => w !== null))
    .filter((group) => group.length > 0);
  const terms = [
    ...new Set(
      query.terms
        .filter(counts)
        .map(spelled)
        .filter((w): w is string => w !== null),
    ),
  ];
  const asSpelled = allWordsText(fixed);
  const corrected = asSpelled === asTyped ? null : asSpelled;
  if (terms.length > 0) {
    if (corrected !== null) {
      ids = await matchProducts(db, asSpelled);
      if (ids.length > 0) return { ids, terms, corrected };
    }
    if (fixed.length > 1) {
      ids = await matchProducts(db, anyWordText(fixed));
      if (ids.length > 0) return { ids, terms, corrected };
    }
  }
  ids = await productsNamedLike(db, query.terms.join(" "));
  return { ids, terms: typed, corrected: null };
}
