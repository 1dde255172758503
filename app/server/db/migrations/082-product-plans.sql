-- Pay small small on a product (docs/decisions/299-pay-small-small-a-plan-frozen-on-the-order.md): the terms the owner
-- offers on it, one row per product; the checkout prices and freezes a plan from them, never from
-- the browser's figures.
create table product_plans (
  product_id integer primary key references products (id) on delete cascade,
  first_percent integer not null check (first_percent between 30 and 75),
  parts integer not null check (parts between 2 and 6),
  anchor text not null check (anchor in ('ready-by', 'final-fitting', 'event')),
  fee_minor bigint not null default 0 check (fee_minor >= 0),
  cancel_kind text not null check (cancel_kind in ('credit', 'refund')),
  cancel_fee_minor bigint not null default 0 check (cancel_fee_minor >= 0),
  updated_at timestamptz not null default now()
);
