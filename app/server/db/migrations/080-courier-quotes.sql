-- The couriers' live rates asked at the checkout (docs/decisions/298): each answer kept under an
-- id the form posts back, so the fee she chose is the one the order is placed with; an answer
-- that did not come in time is kept too (rates null), for the owner's eyes only.
create table courier_quotes (
  id text primary key check (id ~ '^[0-9a-f]{32}$'),
  -- A digest of her address and the cart's lines: an offer prices only the parcel it was asked for.
  parcel_key text not null,
  request_token text,
  -- [{ serviceCode, courierId, courierName, costKobo, eta }], cheapest first; null when none came.
  rates jsonb,
  failure text not null default '',
  created_at timestamptz not null default now()
);
create index courier_quotes_created_at on courier_quotes (created_at);

-- The courier offer an order was placed with: booked with that courier when it still carries it.
create table courier_choices (
  order_reference text primary key references orders (reference) on delete cascade,
  courier_id text not null,
  service_code text not null,
  fee_kobo bigint not null check (fee_kobo >= 0)
);

-- What she paid for the delivery of a booked parcel: a courier charging more is the shop's cost.
alter table shipments add column fee_paid_kobo bigint check (fee_paid_kobo >= 0);

-- The day the owner asked the courier to pick the parcel up (Lagos), for her page and her staff.
alter table shipments add column pickup_on date;
