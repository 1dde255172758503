-- One counter per limited key (e.g. 'orders:203.0.113.7'): hits within the window that began at
-- window_start. One upsert per hit keeps it exact when instances count at once.
create table rate_limits (
  key text primary key,
  window_start timestamptz not null,
  hits integer not null,
  expires_at timestamptz not null
);
create index rate_limits_expired on rate_limits (expires_at);

-- When the shop last asked Paystack about an order: repeated verify calls within a few seconds
-- reuse its answer instead of spending the shop's Paystack allowance.
alter table orders add column payment_checked_at timestamptz;
