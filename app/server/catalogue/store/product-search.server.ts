// The statements of the shop's search (app/server/search/search.server.ts) on the products and
// their words (migration 016-search.sql, docs/decisions/221-search-one-english-document-typos-from-the-shops-words.md).
import type { Db } from "../../db/db.server";

/** The most results a search returns: about twenty pages of 48. */
const SEARCH_LIMIT = 1000;

/**
 * The products to show for matching rows `hits` (id, combo_part, rank), best first: a published
 * combo part, which has no page, brings the published combos it is part of, at its rank.
 */
const shown = (hits: string) => `
with hits as (${hits}),
parts as (select id, rank from hits where combo_part),
shown as (
  select id, rank from hits where not combo_part
  union all
  select c.id, (select max(parts.rank) from parts where parts.id = any(c.combo_items))
    from products c
   where c.combo_items && (select array_agg(id) from parts) and c.published and not c.combo_part
)
select id from shown group by id order by max(rank) desc, id limit $2`;

/**
 * Full-text match of a `websearch_to_tsquery` text (words, "quoted phrases", `or`), accents
 * ignored, English stems, ranked by ts_rank: the name weighs most, then collection and garment,
 * then description.
 */
export const MATCH_SQL = shown(`
  select p.id, p.combo_part, ts_rank(p.search_document, q) as rank
    from products p, websearch_to_tsquery('english', shop_unaccent($1)) as q
   where p.search_document @@ q and p.published`);

/** Names like the whole query by trigram similarity (pg_trgm's `%`, 0.3 and up): the last resort. */
export const NAMES_LIKE_SQL = shown(`
  select id, combo_part, similarity(lower(shop_unaccent(name)), lower(shop_unaccent($1))) as rank
    from products
   where lower(shop_unaccent(name)) % lower(shop_unaccent($1)) and published`);

/** The catalogue's words a mistyped word is compared with, at most. */
const CANDIDATES = 8;

/**
 * For each word: whether it counts for search (an English stop word or a lone symbol does not),
 * and the catalogue's words it may stand for: itself alone when a published product uses it, else
 * the most similar ones (pg_trgm's `%`, similarity 0.3 and up), most similar first.
 */
export const WORDS_SQL = `
select q.word,
       to_tsvector('english', shop_unaccent(q.word)) <> ''::tsvector as counts,
       coalesce(
         (select array[w.word] from product_words w where w.word = lower(shop_unaccent(q.word))),
         array(select w.word from product_words w
                where w.word % lower(shop_unaccent(q.word))
                order by similarity(w.word, lower(shop_unaccent(q.word))) desc, w.products desc, w.word
                limit $2)
       ) as candidates
  from unnest($1::text[]) with ordinality as q(word, n)
 order by q.n`;

/** Ids of the published products matching a websearch text, best first. */
export async function matchProducts(db: Db, websearch: string): Promise<number[]> {
  const rows = await db.query<{ id: number }>(MATCH_SQL, [websearch, SEARCH_LIMIT]);
  return rows.map((r) => r.id);
}

/** Ids of the published products whose names are most like `text`. */
export async function productsNamedLike(db: Db, text: string): Promise<number[]> {
  const rows = await db.query<{ id: number }>(NAMES_LIKE_SQL, [text, SEARCH_LIMIT]);
  return rows.map((r) => r.id);
}

/** What the catalogue knows of a word (see WORDS_SQL). */
export interface KnownWord {
  word: string;
  counts: boolean;
  candidates: string[];
}

/** What the catalogue knows of each word, in order. */
export async function knownWords(db: Db, words: readonly string[]): Promise<KnownWord[]> {
  return db.query<KnownWord & Record<string, unknown>>(WORDS_SQL, [[...words], CANDIDATES]);
}
