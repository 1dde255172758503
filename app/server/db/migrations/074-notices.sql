-- The notices the shop owes a shopper on WhatsApp and SMS (docs/messages.md): one row per notice
-- of an order, stored in the transaction that causes it and before any provider is called, then
-- relayed by the outbox's notice relay. Its state moves only on receipts: queued, sent, delivered,
-- read, or failed with the provider's code. `channel` is the link of `chain` it is on now.
create table notices (
  id bigserial primary key,
  order_reference text not null,
  purpose text not null,
  phone text not null,
  template text not null,
  language text not null,
  variables jsonb not null,
  sms_text text not null,
  chain text[] not null,
  channel text not null,
  state text not null default 'queued' check (state in ('queued', 'sent', 'delivered', 'read', 'failed')),
  failure_code text,
  failure_title text,
  -- Withheld: she said STOP (or withdrew her consent) before it went.
  withheld_at timestamptz,
  attempts integer not null default 0,
  last_error text,
  -- When the relay next takes it: to send it on its channel, or to fall back when no receipt came.
  -- Null once it needs nothing more.
  next_attempt_at timestamptz default now(),
  -- Reminders wait for the Lagos daytime window when they fall back.
  daytime_only boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (order_reference, purpose)
);
create index notices_due on notices (next_attempt_at) where next_attempt_at is not null;
create index notices_by_phone on notices (phone);

-- Each message a provider took for a notice: its id there (a WhatsApp wamid or a Termii
-- message_id), its own state from its receipts, and what it cost.
create table notice_sends (
  id bigserial primary key,
  notice_id bigint not null references notices (id) on delete cascade,
  channel text not null,
  provider_id text not null unique,
  state text not null default 'queued' check (state in ('queued', 'sent', 'delivered', 'read', 'failed')),
  failure_code text,
  failure_title text,
  pricing_category text,
  billable boolean,
  cost text,
  sent_at timestamptz not null default now(),
  receipt_at timestamptz
);
create index notice_sends_by_notice on notice_sends (notice_id);

-- A shopper's consent to order updates on WhatsApp or SMS, by her number in international digits:
-- the words she ticked, when and where; `stopped_at` once she wrote STOP.
create table message_consents (
  phone text primary key,
  wording text not null,
  place text not null,
  order_reference text,
  given_at timestamptz not null default now(),
  stopped_at timestamptz
);

-- Every receipt as it came, once per message and state: one that comes before the shop has kept
-- the message's id (Meta's webhook can be faster than the send's answer) is applied when it is.
create table notice_receipts (
  provider_id text not null,
  state text not null,
  at timestamptz not null,
  code text,
  title text,
  pricing_category text,
  billable boolean,
  cost text,
  received_at timestamptz not null default now(),
  primary key (provider_id, state)
);
