-- Store credit and gift cards on one ledger (docs/decisions/260-store-credit-one-ledger.md).
-- A code is kept only as its hash; the owner sees its last four characters, the shopper its whole
-- self in her email. kind: 'credit' (the owner turned an order into credit) or 'gift' (a gift card).
create table credit_codes (
  id bigint generated always as identity primary key,
  code_hash text not null unique check (length(code_hash) = 64),
  last4 text not null check (last4 ~ '^[0-9A-Z]{4}$'),
  -- The credit belongs to this email (the shopper's, or a gift card's recipient's).
  email text not null check (length(email) between 3 and 320),
  kind text not null check (kind in ('credit', 'gift')),
  created_at timestamptz not null default now(),
  expires_at timestamptz
);
create index credit_codes_email on credit_codes (lower(email));

-- Every movement of a code's money is a row; a balance is the sum of its rows. Whole naira,
-- signed: issued and returned add, spent and expired take away, adjusted either way.
create table credit_entries (
  id bigint generated always as identity primary key,
  code_id bigint not null references credit_codes (id),
  amount integer not null check (amount <> 0),
  kind text not null check (kind in ('issued', 'spent', 'returned', 'expired', 'adjusted')),
  -- The order the money came from (issued) or went to (spent, returned).
  order_reference text references orders (reference),
  who text not null check (length(who) between 1 and 100),
  why text not null check (length(why) between 1 and 500),
  -- One key per movement, so a replay (two taps, a repeated webhook, two servers) stores it once:
  -- the owner's form's random key for an issue, 'spent:{order}' and 'returned:{order}' per code.
  movement_key text not null unique check (length(movement_key) between 8 and 120),
  created_at timestamptz not null default now(),
  check (
    (kind in ('issued', 'returned') and amount > 0)
    or (kind in ('spent', 'expired') and amount < 0)
    or kind = 'adjusted'
  ),
  check (kind not in ('spent', 'returned') or order_reference is not null)
);
create index credit_entries_code on credit_entries (code_id, id);
create index credit_entries_order on credit_entries (order_reference) where order_reference is not null;

-- What a code paid of an order is one of the order's payments: taken at once, never Paystack's.
alter table payments drop constraint payments_kind_check;
alter table payments add constraint payments_kind_check
  check (kind in ('full', 'deposit', 'balance', 'retry', 'credit'));

-- An order paid entirely by credit moves to paid by the credit's own word.
alter table order_events drop constraint order_events_source_check;
alter table order_events add constraint order_events_source_check
  check (source in ('verify', 'webhook', 'reconcile', 'owner', 'shopper', 'credit'));

-- The home's figures count money: what a code paid is credit the shop already counted when it was
-- taken, so a credit payment is not takings, and a cancelled order returns only what Paystack took
-- (its credit goes back to its code).
-- payments_count_takings and orders_count_figures count them so from here on.
-- Its text in force is app/server/db/functions/home-figures.sql, which `migrate` applies after the last
-- migration; the copy written here went, as no later migration step runs it before the file replaces it
-- and a database that ran this copy keeps its record (migrations are recorded by name, not by text).
