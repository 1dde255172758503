-- Search over the catalogue (docs/decisions/221-search-one-english-document-typos-from-the-shops-words.md):
-- a document per product for full-text search, the catalogue's words for correcting typos, and
-- the indexes every search statement uses (app/server/catalogue/store/product-search.server.ts).
create extension if not exists pg_trgm;
create extension if not exists unaccent;

-- unaccent() is only STABLE (its dictionary could be swapped under it); an index or a generated
-- column needs an IMMUTABLE function, so this one names its dictionary.
create function shop_unaccent(text) returns text
  language sql immutable parallel safe strict
  return public.unaccent('public.unaccent'::regdictionary, $1);

-- The collection's display name, written by the catalogue's store with every product (the names
-- live in app/features/catalogue/collection-fields.ts, and a start writes them again if they change).
alter table products add column collection_name text not null default '';

-- What a search reads: the name first (A), then its collection and garment (B), then its
-- description (C), unaccented, with English stems ("dresses" finds "Dress").
alter table products add column search_document tsvector generated always as (
  setweight(to_tsvector('english', shop_unaccent(name)), 'A') ||
  setweight(to_tsvector('english', shop_unaccent(collection_name || ' ' || coalesce(replace(artwork ->> 'garment', '-', ' '), ''))), 'B') ||
  setweight(to_tsvector('english', shop_unaccent(description)), 'C')
) stored;

create index products_search on products using gin (search_document) with (fastupdate = off);
-- Names close to a whole query, when no word matches ("oriondress").
create index products_name_trigrams on products using gin (lower(shop_unaccent(name)) gin_trgm_ops) with (fastupdate = off);
-- The combos a matching combo part brings into the results.
create index products_combo_items on products using gin (combo_items) with (fastupdate = off);

-- The words of a text a typo may be corrected to: unaccented, lowercased, three characters or
-- more, at least one a letter.
create function shop_words(text) returns text[]
  language sql immutable parallel safe strict
  return array(
    select w from unnest(tsvector_to_array(to_tsvector('simple', shop_unaccent($1)))) as w
     where length(w) >= 3 and w ~ '[[:alpha:]]'
     order by w
  );

-- Every word of the published products, with how many use it: the spelling suggestions of
-- PostgreSQL's documentation (pg_trgm, "a separate table of all the words"), kept by the triggers
-- below so the catalogue's store stays the only writer of products.
create table product_words (
  word text primary key,
  products integer not null
);
create index product_words_trigrams on product_words using gin (word gin_trgm_ops) with (fastupdate = off);

create function product_words_of(p products) returns text[]
  language sql immutable parallel safe
  return case when p.published then shop_words(concat_ws(' ', p.name, p.collection_name,
    replace(p.artwork ->> 'garment', '-', ' '), p.description)) else '{}' end;

-- Counts the words of rows added and takes away those of rows removed; a word no product uses
-- any more is deleted.
create function product_words_count(added text[], removed text[]) returns void
  language sql
  begin atomic
    insert into product_words (word, products)
      select word, sum(n)::integer
        from (select unnest(added) as word, 1 as n union all select unnest(removed), -1) as d
       group by word having sum(n) <> 0
       order by word
    on conflict (word) do update set products = product_words.products + excluded.products;
    delete from product_words where word = any(removed) and products <= 0;
  end;

-- One statement's rows at a time (a seed or a bulk insert counts its words once).
create function product_words_follow() returns trigger language plpgsql as $$
declare
  added text[] := '{}';
  removed text[] := '{}';
begin
  if tg_op in ('INSERT', 'UPDATE') then
    select coalesce(array_agg(w order by w), '{}') into added from new_rows r, unnest(product_words_of(r)) as w;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    select coalesce(array_agg(w order by w), '{}') into removed from old_rows r, unnest(product_words_of(r)) as w;
  end if;
  if added is distinct from removed then
    perform product_words_count(added, removed);
  end if;
  return null;
end $$;

create trigger products_words_inserted after insert on products
  referencing new table as new_rows for each statement execute function product_words_follow();
create trigger products_words_updated after update on products
  referencing old table as old_rows new table as new_rows for each statement execute function product_words_follow();
create trigger products_words_deleted after delete on products
  referencing old table as old_rows for each statement execute function product_words_follow();

select product_words_count(array(select unnest(product_words_of(p)) from products p), '{}');
