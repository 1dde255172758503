-- The payments ledger (docs/decisions/237-a-payments-ledger.md): one row per Paystack
-- transaction the shop starts for an order, stored before Paystack hears of it. Paystack refuses
-- a reference used before, so each attempt has its own: the first is the order's reference, the
-- next ones the order's with -2, -3… An order is paid once its succeeded payments cover its total.
create table payments (
  reference text primary key check (reference ~ '^HZL-[2-9A-HJ-NP-Z]{12}(-[1-9][0-9]{0,3})?$'),
  order_reference text not null references orders (reference),
  attempt integer not null check (attempt >= 1),
  -- What the payment is for: the whole order now; a deposit or the balance later.
  kind text not null default 'full' check (kind in ('full', 'deposit', 'balance')),
  -- Whole naira, as every amount in the database; kobo only at Paystack's edge.
  amount integer not null check (amount > 0),
  -- open: no word of money yet; reported: the shopper came back saying she paid, or Paystack says
  -- a payment is under way; succeeded: Paystack took it; review: Paystack took money that does not
  -- match the payment.
  status text not null default 'open' check (status in ('open', 'reported', 'succeeded', 'review')),
  -- Paystack's latest word on this transaction.
  verdict jsonb,
  -- When the verify call last claimed the right to ask Paystack about it.
  checked_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (order_reference, attempt)
);

-- Every order starts with its one full payment, under its own reference, written with it.
create function orders_first_payment() returns trigger language plpgsql as $$
begin
  insert into payments (reference, order_reference, attempt, kind, amount)
  values (new.reference, new.reference, 1, 'full', new.amount_kobo / 100);
  return new;
end
$$;
create trigger orders_first_payment after insert on orders
  for each row execute function orders_first_payment();

-- The orders already placed, each with that one payment, standing as the order shows it: a paid
-- one succeeded, one in review in review, one still awaiting payment waiting for confirmation.
insert into payments (reference, order_reference, attempt, kind, amount, status, verdict, checked_at, created_at)
select reference, reference, 1, 'full', amount_kobo / 100,
       case when paid_at is not null then 'succeeded' when status = 'review' then 'review' else 'reported' end,
       payment, payment_checked_at, created_at
  from orders;

-- The browser that placed an order may continue it (pay again, or replace it with a changed
-- cart): the hash of the key its cookie holds. The shopper's own cancel is in the history.
alter table orders add column shopper_key text;
alter table order_events drop constraint order_events_source_check;
alter table order_events add constraint order_events_source_check
  check (source in ('verify', 'webhook', 'reconcile', 'owner', 'shopper'));
