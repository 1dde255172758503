-- An order priced by the server from the catalogue; only Paystack's verified word marks it paid.
create table orders (
  reference text primary key,
  status text not null default 'pending' check (status in ('pending', 'paid', 'review')),
  is_test boolean not null default false,
  email text not null,
  first_name text not null,
  last_name text not null,
  phone text not null,
  address text not null,
  state text not null,
  country text not null,
  comments text not null default '',
  items jsonb not null,
  amount_kobo bigint not null check (amount_kobo > 0),
  currency text not null default 'NGN',
  payment jsonb,
  review_reason text,
  created_at timestamptz not null default now(),
  paid_at timestamptz
);
