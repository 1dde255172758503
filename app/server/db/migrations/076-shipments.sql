-- An order's parcel booked with the courier aggregator (docs/decisions/298): one row per order,
-- claimed before the aggregator is called so a second press or instance books nothing more, and
-- the dated statuses its webhooks bring, each kept once whatever order they arrive in.
create table shipments (
  order_reference text primary key references orders (reference),
  state text not null check (state in ('booking', 'booked', 'failed')),
  provider_order_id text unique,
  courier text not null default '',
  tracking_code text not null default '',
  tracking_url text not null default '',
  label_url text not null default '',
  -- What the aggregator charged the owner's wallet, in kobo: the shop's cost, whatever the shopper paid.
  cost_kobo bigint check (cost_kobo >= 0),
  failure text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table shipment_steps (
  order_reference text not null references shipments (order_reference),
  step text not null,
  happened_at timestamptz not null,
  received_at timestamptz not null default now(),
  primary key (order_reference, step, happened_at)
);

-- The courier's word moves an order: picked up it is shipped, at her door it is delivered.
alter table order_events drop constraint order_events_source_check;
alter table order_events add constraint order_events_source_check
  check (source in ('verify', 'webhook', 'reconcile', 'owner', 'shopper', 'credit', 'courier'));
