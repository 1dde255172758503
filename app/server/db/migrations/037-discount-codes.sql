-- Discount codes (docs/decisions/266-discount-codes-a-use-per-row.md). The owner's codes and the
-- personal welcome codes, one table; a row per use, counted under the code's row lock in the
-- transaction that places the order, so two servers never go past a limit.
create table discount_codes (
  id bigint generated always as identity primary key,
  -- As the shopper types it, upper case, letters and digits only.
  code text not null unique check (code ~ '^[0-9A-Z]{3,30}$'),
  kind text not null check (kind in ('percent', 'amount')),
  -- Percent 1 to 100, or whole naira.
  value integer not null check (value > 0 and (kind <> 'percent' or value <= 100)),
  minimum_order integer not null default 0 check (minimum_order >= 0),
  starts_at timestamptz,
  ends_at timestamptz,
  total_uses integer check (total_uses is null or total_uses > 0),
  uses_per_email integer check (uses_per_email is null or uses_per_email > 0),
  -- 'all', or only the collections listed ('include'), or all but them ('exclude').
  collections_mode text not null default 'all' check (collections_mode in ('all', 'include', 'exclude')),
  collections text[] not null default '{}',
  include_sale boolean not null default false,
  active boolean not null default true,
  -- A personal code (the welcome code): only this email may use it.
  only_email text check (only_email is null or length(only_email) between 3 and 320),
  -- The welcome code's subscriber: one per email, however often she confirms.
  welcome_email text unique,
  created_at timestamptz not null default now(),
  check (ends_at is null or starts_at is null or ends_at > starts_at)
);

-- A use per order: released (given back) when the order is cancelled or expires unpaid.
create table discount_uses (
  id bigint generated always as identity primary key,
  code_id bigint not null references discount_codes (id),
  order_reference text not null unique references orders (reference),
  email text not null,
  amount integer not null check (amount >= 0),
  created_at timestamptz not null default now(),
  released_at timestamptz
);
create index discount_uses_code on discount_uses (code_id) where released_at is null;

-- The order's discount: the code and whole naira taken off (the amount is already less it).
alter table orders
  add column discount_code text,
  add column discount_amount integer not null default 0 check (discount_amount >= 0);

-- The welcome code the owner offers new subscribers: one row, off until she sets it.
create table welcome_offer (
  id boolean primary key default true check (id),
  active boolean not null default false,
  kind text not null default 'percent' check (kind in ('percent', 'amount')),
  value integer not null default 10 check (value > 0 and (kind <> 'percent' or value <= 100)),
  minimum_order integer not null default 0 check (minimum_order >= 0),
  valid_days integer check (valid_days is null or valid_days between 1 and 365),
  updated_at timestamptz not null default now()
);
insert into welcome_offer (id) values (true);
