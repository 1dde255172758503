-- The home's takings in each currency (docs/decisions/289-every-ledger-row-in-its-currency.md): a
-- dollar payment counts in whole cents under USD, never as naira, and what goes back counts in the
-- currency it was paid in. Every row kept before is naira. Pieces sold still count whatever the
-- currency; the sales' naira (by collection) only the lines of an order in naira.
alter table daily_takings add column currency text not null default 'NGN' check (currency in ('NGN', 'USD'));
alter table daily_takings drop constraint daily_takings_pkey;
alter table daily_takings add primary key (day, currency);

alter table takings_by_minute add column currency text not null default 'NGN' check (currency in ('NGN', 'USD'));
alter table takings_by_minute drop constraint takings_by_minute_pkey;
alter table takings_by_minute add primary key (day, minute, currency);

-- The one way in, with its currency: the old one without it goes, so nothing counts money unnamed.
drop function daily_takings_add(text, bigint, bigint, integer, bigint);
create function daily_takings_add(d text, cur text, taken bigint, returned bigint, orders integer, paid bigint)
  returns void language sql
  begin atomic
    insert into daily_takings (day, currency, taken, returned, paid_orders, paid_value)
    values (d, cur, taken, returned, orders, paid)
    on conflict (day, currency) do update set
      taken = daily_takings.taken + excluded.taken,
      returned = daily_takings.returned + excluded.returned,
      paid_orders = daily_takings.paid_orders + excluded.paid_orders,
      paid_value = daily_takings.paid_value + excluded.paid_value;
    insert into takings_by_minute (day, minute, currency, taken, returned)
      select d, lagos_minute(now()), cur, taken, returned where taken <> 0 or returned <> 0
    on conflict (day, minute, currency) do update set
      taken = takings_by_minute.taken + excluded.taken,
      returned = takings_by_minute.returned + excluded.returned;
    delete from takings_by_minute where day < to_char(d::date - 1, 'YYYY-MM-DD');
  end;

-- An order's amount_kobo or refunded_kobo (Paystack's subunits) in whole units of its currency, as
-- fromPaystackUnits reads them (app/features/payments/ledger-currency.ts): naira from kobo, as the
-- figures always rounded them (`whole` the order's total, cut; else a refund, rounded), cents as kept.
create function order_units(units bigint, cur text, whole boolean) returns bigint
  language sql immutable parallel safe
  return case when cur = 'USD' then units when whole then units / 100 else round(units / 100.0)::bigint end;

-- An order's lines as the sales' naira count them: a dollar order's pieces, without its cents.
create function naira_lines(items jsonb, cur text) returns jsonb
  language sql immutable parallel safe
  return case when cur = 'NGN' then items
              else (select coalesce(jsonb_agg(i - 'lineTotal'), '[]'::jsonb) from jsonb_array_elements(items) as i) end;

-- A payment counts in its own currency (its order's, written by 057's trigger).
create or replace function payments_count_takings() returns trigger language plpgsql as $$
declare
  o record;
begin
  if new.status <> 'succeeded' or new.kind = 'credit' or (tg_op = 'UPDATE' and old.status = 'succeeded') then
    return new;
  end if;
  select is_test, status into o from orders where reference = new.order_reference;
  if not o.is_test and o.status <> 'cancelled' then
    perform daily_takings_add(lagos_day(now()), new.currency, new.amount, 0, 0, 0);
  end if;
  return new;
end
$$;

-- An order's change counts in the order's currency: its total paid, its refunds, and what a
-- cancelled order had taken (its Paystack payments in that currency, as every one of them is).
create or replace function orders_count_figures() returns trigger language plpgsql as $$
declare
  d text := lagos_day(now());
  kept bigint;
begin
  if new.is_test then
    return new;
  end if;
  if old.paid_at is null and new.paid_at is not null then
    perform daily_takings_add(d, new.currency, 0, 0, 1, order_units(new.amount_kobo, new.currency, true));
    perform daily_pieces_add(d, naira_lines(new.items, new.currency), 1);
  end if;
  if new.refunded_kobo > old.refunded_kobo and old.status <> 'cancelled' and new.status <> 'cancelled' then
    perform daily_takings_add(d, new.currency, 0,
                              order_units(new.refunded_kobo - old.refunded_kobo, new.currency, false), 0, 0);
  end if;
  if new.status = 'cancelled' and old.status <> 'cancelled' then
    select coalesce(sum(amount), 0) into kept from payments
     where order_reference = new.reference and status = 'succeeded' and kind <> 'credit'
       and currency = new.currency;
    kept := kept - order_units(old.refunded_kobo, new.currency, false);
    if kept > 0 then
      perform daily_takings_add(d, new.currency, 0, kept, 0, 0);
    end if;
  end if;
  if new.paid_at is not null and new.status in ('cancelled', 'refunded')
     and old.status not in ('cancelled', 'refunded') then
    perform daily_pieces_add(d, naira_lines(new.items, new.currency), -1);
  end if;
  return new;
end
$$;
