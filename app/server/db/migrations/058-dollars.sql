-- Dollars for shoppers abroad (docs/decisions/291-dollars-priced-once-fixed-on-the-order.md): off
-- until the owner allows them and has approved a rate; a product's own dollar price, when she gives
-- one, wins over the rate's.
create table dollar_setting (
  id integer primary key default 1 check (id = 1),
  allowed boolean not null default false,
  naira_per_dollar integer check (naira_per_dollar between 1 and 100000),
  approved_at timestamptz,
  check (not allowed or naira_per_dollar is not null)
);
insert into dollar_setting default values;

create table product_dollar_prices (
  product_id integer primary key references products (id) on delete cascade,
  cents integer not null check (cents between 100 and 100000000),
  updated_at timestamptz not null default now()
);
