-- Pay small small on a collection (docs/decisions/302-a-collections-plan-and-a-hold-kept-till-paid.md):
-- the terms the owner offers on every piece of a collection without a plan of its own, one row per
-- collection (the collections are the config's slugs); the checkout prices and freezes from them.
create table collection_plans (
  collection text primary key,
  first_percent integer not null check (first_percent between 30 and 75),
  parts integer not null check (parts between 2 and 6),
  anchor text not null check (anchor in ('ready-by', 'final-fitting', 'event')),
  fee_minor bigint not null default 0 check (fee_minor >= 0),
  cancel_kind text not null check (cancel_kind in ('credit', 'refund')),
  cancel_fee_minor bigint not null default 0 check (cancel_fee_minor >= 0),
  updated_at timestamptz not null default now()
);
