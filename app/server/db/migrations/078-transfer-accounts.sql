-- Her own account for paying by transfer (docs/decisions/300-transfers-to-her-own-account.md):
-- one row per client (her email, lower-cased, as her page and her orders know her), written before
-- Paystack is asked for a dedicated account, so however many instances and retries run, one asks.
create table transfer_accounts (
  email text primary key check (email = lower(email) and email <> ''),
  -- claimed: stored, Paystack not answered yet (retried by the job); assigned: Paystack's account;
  -- demo: no Paystack keys, a number that takes no money, labelled so.
  state text not null check (state in ('claimed', 'assigned', 'demo')),
  customer_code text unique,
  account_number text unique check (account_number ~ '^[0-9]{10}$'),
  account_name text not null default '',
  bank_name text not null default '',
  -- The order she chose her transfers to go to first (else her oldest that owes).
  chosen_order text references orders (reference),
  -- Who may call Paystack for the row now: a lease, moved by the claim.
  calling_until timestamptz,
  tries integer not null default 0,
  last_error text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (state = 'claimed' or account_number is not null)
);

-- Every transfer Paystack tells of (a charge.success on a dedicated account), once by its reference,
-- and where its money went: orders (each a `transfer` payment of the order), her credit, or the
-- owner's review when it matches no client.
create table transfers (
  paystack_reference text primary key check (paystack_reference <> ''),
  paystack_id bigint,
  -- In kobo, as every naira amount of the ledger.
  amount integer not null check (amount > 0),
  currency text not null check (currency = 'NGN'),
  account_number text not null default '',
  customer_code text not null default '',
  -- The client it matched (transfer_accounts.email), or '' when none did.
  email text not null default '',
  state text not null check (state in ('applied', 'review')),
  -- [{ order, amount }] and the credit code's last four and amount, when any.
  applied jsonb not null default '[]',
  credit_last4 text not null default '',
  credit_amount integer not null default 0 check (credit_amount >= 0),
  paid_at timestamptz,
  received_at timestamptz not null default now()
);
create index transfers_review on transfers (received_at) where state = 'review';

-- A transfer applied to an order is one of the order's payments: Paystack took it, on her account.
alter table payments drop constraint payments_kind_check;
alter table payments add constraint payments_kind_check
  check (kind in ('full', 'deposit', 'balance', 'retry', 'credit', 'transfer'));
