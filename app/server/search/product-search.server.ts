import { allWordsText, type SearchQuery } from "~/features/search";
import type { Db } from "../db/db.server";
import type { LiveCatalogue } from "../catalogue/live.server";
import { searchProducts, type SearchResult } from "./search.server";

/** The searches a server keeps the results of: the last used first out. */
const KEPT_SEARCHES = 500;

export interface ProductSearch {
  /** The results of a query: kept from an earlier search of the same words until the catalogue changes. */
  search(query: SearchQuery): Promise<SearchResult>;
  /** Drops every kept result: the catalogue changed. */
  forget(): void;
}

/**
 * The shop's search with the results of its last `size` queries kept in memory, keyed by their
 * words as searched (so "Orion  DRESS" and "orion dress" are one). Searches of the same words at
 * the same time share one trip to the database.
 */
export function createProductSearch(db: Db, size = KEPT_SEARCHES): ProductSearch {
  const kept = new Map<string, Promise<SearchResult>>();
  return {
    search(query) {
      const key = allWordsText(query.groups);
      const found = kept.get(key);
      if (found) {
        kept.delete(key); // to the end: the most recently used
        kept.set(key, found);
        return found;
      }
      // Frozen: every page showing these results reads the same arrays.
      const result = searchProducts(db, query).then(({ ids, terms, corrected }) =>
        Object.freeze({ ids: Object.freeze(ids), terms: Object.freeze(terms), corrected }),
      );
      kept.set(key, result);
      if (kept.size > size) kept.delete(kept.keys().next().value!);
      // A failed search is not kept: the next one asks again.
      result.catch(() => {
        if (kept.get(key) === result) kept.delete(key);
      });
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
