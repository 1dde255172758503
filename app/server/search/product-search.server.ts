import { allWordsText, MAX_QUERY_LENGTH, type SearchQuery } from "~/features/search";
import { BoundedCache } from "../base/bounded-cache.server";
import type { Db } from "../db/db.server";
import type { LiveCatalogue } from "../catalogue/live.server";
import { searchProducts, type SearchResult } from "./search.server";

/** The searches a server keeps the results of: the last used first out. */
const KEPT_SEARCHES = 500;
/** The most memory they take, their words and results counted: 500 of the longest fit. */
const KEPT_SEARCH_BYTES = 8 * 1024 * 1024;
/** What a search's results are counted as until they arrive: as many ids as a search returns at most. */
const PENDING_BYTES = 8 * 1000;

/** The bytes a search's results hold: eight an id, two a character of the words, the arrays' own. */
const resultBytes = (r: SearchResult) =>
  64 + 8 * r.ids.length + r.terms.reduce((sum, t) => sum + 32 + 2 * t.length, 0) + 2 * (r.corrected?.length ?? 0);

export interface ProductSearch {
  /** The results of a query: kept from an earlier search of the same words until the catalogue changes. */
  search(query: SearchQuery): Promise<SearchResult>;
  /** Drops every kept result: the catalogue changed. */
  forget(): void;
}

/**
 * The shop's search with the results of its last `size` queries kept in memory (at most
 * `maxBytes` of them, words and results counted), keyed by their words as searched (so "Orion
 * DRESS" and "orion dress" are one). Searches of the same words at the same time share one trip
 * to the database.
 */
export function createProductSearch(db: Db, size = KEPT_SEARCHES, maxBytes = KEPT_SEARCH_BYTES): ProductSearch {
  // A query's words are at most 500 characters (an emoji is two of a string's).
  const kept = new BoundedCache<Promise<SearchResult>>({
    maxBytes,
    maxEntries: size,
    maxKeyLength: 2 * MAX_QUERY_LENGTH,
  });
  return {
    search(query) {
      const key = allWordsText(query.groups);
      const found = kept.get(key);
      if (found) return found;
      // Frozen: every page showing these results reads the same arrays.
      const result = searchProducts(db, query).then(({ ids, terms, corrected }) =>
        Object.freeze({ ids: Object.freeze(ids), terms: Object.freeze(terms), corrected }),
      );
      kept.set(key, result, PENDING_BYTES);
      result.then(
        // Counted again at its size once it has arrived, if still kept.
        (found) => {
          if (kept.peek(key) === result) kept.set(key, result, resultBytes(found));
        },
        // A failed search is not kept: the next one asks again.
        () => {
          if (kept.peek(key) === result) kept.delete(key);
        },
      );
      return result;
    },
    forget: () => kept.clear(),
  };
}

/** The shop's search, forgetting its kept results whenever the live catalogue reports a change. */
export function followingSearch(db: Db, catalogue: Pick<LiveCatalogue, "onPagesChanged">): ProductSearch {
  const search = createProductSearch(db);
  catalogue.onPagesChanged(() => search.forget());
  return search;
}
