-- Pieces of a ready-to-wear size: on the shelf (on_hand, sold ones gone) and held by orders
-- awaiting payment (held). A size without a row is not counted: it is never sold out (made to
-- order, or a count the owner has not set). No reference to products: a count outlives nothing
-- it needs from the product's row.
create table stock (
  product_id integer not null check (product_id > 0),
  size text not null check (size in ('XS', 'S', 'M', 'L', 'XL', '2XL', '3XL')),
  on_hand integer not null check (on_hand >= 0),
  held integer not null default 0 check (held >= 0),
  updated_at timestamptz not null default now(),
  primary key (product_id, size),
  constraint stock_held_on_hand check (held <= on_hand)
);

-- What each order holds of a counted size: held while it awaits payment, sold once paid, released
-- when it expires, is cancelled or its hold lapses (lapses_at: when it can no longer be paid).
-- `reference` is the order's, written in the transaction that inserts the order.
create table stock_holds (
  reference text not null,
  product_id integer not null,
  size text not null,
  quantity integer not null check (quantity > 0),
  state text not null default 'held' check (state in ('held', 'sold', 'released')),
  lapses_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (reference, product_id, size)
);
create index stock_holds_lapsing on stock_holds (lapses_at) where state = 'held';
create index stock_holds_open on stock_holds (product_id, size) where state = 'held';
