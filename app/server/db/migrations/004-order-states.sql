-- Every state of app/features/orders/order-state.ts: the payment's, then the way to the shopper.
alter table orders drop constraint orders_status_check;
alter table orders add constraint orders_status_check check (status in (
  'pending', 'paid', 'review', 'expired', 'refunded', 'partially_refunded', 'disputed',
  'in_production', 'ready', 'shipped', 'collected', 'delivered', 'cancelled'));

alter table orders
  -- Paystack's re-checks of an order not yet paid: how many, when the last, when the next
  -- (null: the first, due a set time after placement; 'infinity': no more).
  add column check_count integer not null default 0,
  add column last_checked_at timestamptz,
  add column next_check_at timestamptz,
  -- What was refunded, in kobo, and the open dispute's note.
  add column refunded_kobo bigint not null default 0 check (refunded_kobo >= 0),
  add column dispute_note text;
create index orders_to_check on orders (created_at) where status in ('pending', 'review');

-- Every change of an order's state: when, from and to, who made it, and what Paystack said.
create table order_events (
  id bigserial primary key,
  reference text not null references orders (reference),
  at timestamptz not null default now(),
  from_status text not null,
  to_status text not null,
  source text not null check (source in ('verify', 'webhook', 'reconcile', 'owner')),
  note text,
  details jsonb
);
create index order_events_by_order on order_events (reference, at, id);

-- The outbox carries order notices as well as messages: one row per (order, notice), whoever sees
-- the event first, and the template it goes through.
alter table outbox
  alter column message_id drop not null,
  add column order_reference text references orders (reference),
  add column notice text check (notice in (
    'owner-paid', 'owner-review', 'owner-expired', 'customer-paid', 'customer-shipped', 'customer-ready')),
  add column template text not null default 'messages' check (template in ('messages', 'order', 'customer')),
  -- Parameters fixed when the notice was queued (a tracking note), merged into the order's own.
  add column params jsonb,
  add column created_at timestamptz not null default now(),
  add constraint outbox_one_subject check ((message_id is null) <> (order_reference is null)),
  add constraint outbox_notice_of_order check ((order_reference is null) = (notice is null)),
  add constraint outbox_one_notice unique (order_reference, notice);

-- Shared pacing of calls to a third party across every server on this database (EmailJS takes
-- one request a second): a call may go when its clock's next_at has passed.
create table rate_clocks (
  name text primary key,
  next_at timestamptz not null default now()
);
insert into rate_clocks (name) values ('emailjs'), ('paystack');
