-- Sales the owner schedules: in force from starts_at (included) to ends_at (excluded). The scope
-- ({ wholeShop, collections, productIds, excludedIds }) and the discount ({ kind: 'percent',
-- percent } or { kind: 'prices', prices: { id: naira } }) are checked by the admin's form before
-- they are stored. `version` counts saves, so a form saved over another's save is refused.
create table sales (
  id serial primary key,
  name text not null check (length(name) between 1 and 60),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  scope jsonb not null,
  discount jsonb not null,
  version integer not null default 1,
  updated_by text not null,
  updated_at timestamptz not null default now(),
  constraint sales_ends_after_start check (ends_at > starts_at)
);
create index sales_ending on sales (ends_at);
