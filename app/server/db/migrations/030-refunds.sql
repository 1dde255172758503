-- Refunds through Paystack's Refund API (docs/decisions/258-refunds-a-table-beside-the-payments.md):
-- one row per refund the owner starts, stored before Paystack hears of it, against the one
-- payment (Paystack transaction) whose money goes back.
create table refunds (
  id bigint generated always as identity primary key,
  order_reference text not null references orders (reference),
  payment_reference text not null references payments (reference),
  -- The form's own key: two taps of one form (or its replay) store one refund.
  idempotency_key text not null unique check (length(idempotency_key) between 16 and 64),
  -- Whole naira, as every amount in the database; kobo only at Paystack's edge.
  amount integer not null check (amount > 0),
  reason text not null check (length(reason) between 1 and 500),
  -- sending: stored, Paystack being asked; unsent: the call failed (Paystack down, or it refused,
  -- see `message`), to try again; pending, processing, processed, failed, needs-attention:
  -- Paystack's own words for the refund.
  status text not null default 'sending'
    check (status in ('sending', 'unsent', 'pending', 'processing', 'processed', 'failed', 'needs-attention')),
  -- Paystack's id for the refund, and its refund_reference once an event names it.
  paystack_id bigint unique,
  paystack_reference text unique,
  -- What went wrong, in Paystack's words or the shop's.
  message text,
  -- When the re-check last asked Paystack about it (or a call was last made).
  checked_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index refunds_order on refunds (order_reference);
create index refunds_unsettled on refunds (checked_at) where status in ('sending', 'pending', 'processing', 'needs-attention');
