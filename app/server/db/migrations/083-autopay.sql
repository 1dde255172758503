-- Autopay of a plan's parts from her card (issue 72): the reusable card a successful card payment of
-- an order on a plan brings (last 4 shown, never the rest), her choice, and each part's charges.
create table order_cards (
  order_reference text primary key references orders (reference) on delete cascade,
  authorization_code text not null check (authorization_code <> ''),
  signature text not null default '',
  last4 text not null check (last4 ~ '^[0-9]{4}$'),
  exp_month text not null default '',
  exp_year text not null default '',
  bank text not null default '',
  -- Her choice: off until she turns it on; when she last chose.
  autopay boolean not null default false,
  chosen_at timestamptz,
  kept_at timestamptz not null default now()
);

-- One row per part autopay charges: claimed (tries moved) before the payment row is stored and the
-- card charged, so however many instances run, each part is tried once a Lagos day, at most 3 times.
create table autopay_charges (
  order_reference text not null references orders (reference) on delete cascade,
  part integer not null check (part > 0),
  state text not null check (state in ('trying', 'charged', 'missed')),
  tries integer not null default 0,
  last_tried_on date not null,
  payment_reference text,
  last_failure text not null default '',
  updated_at timestamptz not null default now(),
  primary key (order_reference, part)
);
