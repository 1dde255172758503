-- The catalogue the owner edits from the admin; the shop's pages are rendered from it. The first
-- start writes today's catalogue into it (app/server/catalogue/store/seed.server.ts).
create table products (
  id integer primary key check (id > 0),
  name text not null check (name <> ''),
  slug text not null check (slug <> '' and slug !~ '[/?#%\s]'),
  collection text not null,
  price integer not null check (price > 0),
  -- The list price, struck through when above the price.
  original_price integer not null check (original_price >= price),
  description text not null,
  sizes text[] not null,
  made_to_order boolean not null,
  -- The parts of a combo; a part (combo_part) is sold on its combo's page only.
  combo_items integer[],
  combo_part boolean not null default false,
  -- The generated artwork drawn for a seeded product: {slug, garment, count}.
  artwork jsonb,
  published boolean not null default false,
  position integer not null,
  -- Bumped by every save: a save naming an older version is refused.
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index products_address on products (collection, slug) where not combo_part;

-- Pages showing a product under another listing's address (Look 12 at /genesis/yellow-dress).
create table product_shared_pages (
  path text primary key,
  product_id integer not null references products (id) on delete cascade,
  heading text
);

-- Old addresses answered with a 301 to the product's page, wherever it lives now.
create table product_redirects (
  path text primary key,
  product_id integer not null references products (id) on delete cascade
);

-- Every save of a product: who, when, and each changed field's old and new value.
create table product_events (
  id bigserial primary key,
  product_id integer not null,
  at timestamptz not null default now(),
  actor text not null,
  kind text not null,
  changes jsonb not null default '{}'
);
create index product_events_product on product_events (product_id, id);

-- One row per change of what shoppers see; every instance reads the rows after the last it saw
-- and re-renders the pages of those products.
create table catalogue_changes (
  id bigserial primary key,
  product_ids integer[] not null,
  at timestamptz not null default now()
);
