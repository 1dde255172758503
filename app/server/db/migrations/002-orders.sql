-- An order priced by the server from the catalogue; only Paystack's verified word marks it paid.
create table orders (
  reference text primary key check (reference ~ '^HZL-[2-9A-HJ-NP-Z]{12}$'),
  status text not null default 'pending' check (status in ('pending', 'paid', 'review')),
  -- Placed in demo mode (no Paystack keys) and paid through the local test payment.
  is_test boolean not null default false,
  email text not null,
  first_name text not null,
  last_name text not null,
  phone text not null,
  address text not null,
  state text not null,
  country text not null,
  comments text not null default '',
  -- [{ productId, name, size, quantity, unitPrice, lineTotal }], prices in whole naira.
  items jsonb not null,
  amount_kobo bigint not null check (amount_kobo > 0),
  currency text not null default 'NGN' check (currency = 'NGN'),
  -- Paystack's last answer about this order's transaction, and where it came from.
  payment jsonb,
  review_reason text,
  client_address text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  paid_at timestamptz
);
create index orders_created_at on orders (created_at);
