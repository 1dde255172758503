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
create or replace function payments_count_takings() returns trigger language plpgsql as $$
declare
  o record;
begin
  if new.status <> 'succeeded' or new.kind = 'credit' or (tg_op = 'UPDATE' and old.status = 'succeeded') then
    return new;
  end if;
  select is_test, status into o from orders where reference = new.order_reference;
  if not o.is_test and o.status <> 'cancelled' then
    perform daily_takings_add(lagos_day(now()), new.amount, 0, 0, 0);
  end if;
  return new;
end
$$;

create or replace function orders_count_figures() returns trigger language plpgsql as $$
declare
  d text := lagos_day(now());
  kept bigint;
begin
  if new.is_test then
    return new;
  end if;
  if old.paid_at is null and new.paid_at is not null then
    perform daily_takings_add(d, 0, 0, 1, new.amount_kobo / 100);
    perform daily_pieces_add(d, new.items, 1);
  end if;
  if new.refunded_kobo > old.refunded_kobo and old.status <> 'cancelled' and new.status <> 'cancelled' then
    perform daily_takings_add(d, 0, round((new.refunded_kobo - old.refunded_kobo) / 100.0)::bigint, 0, 0);
  end if;
  if new.status = 'cancelled' and old.status <> 'cancelled' then
    select coalesce(sum(amount), 0) into kept from payments
     where order_reference = new.reference and status = 'succeeded' and kind <> 'credit';
    kept := kept - round(old.refunded_kobo / 100.0)::bigint;
    if kept > 0 then
      perform daily_takings_add(d, 0, kept, 0, 0);
    end if;
  end if;
  if new.paid_at is not null and new.status in ('cancelled', 'refunded')
     and old.status not in ('cancelled', 'refunded') then
    perform daily_pieces_add(d, new.items, -1);
  end if;
  return new;
end
$$;
