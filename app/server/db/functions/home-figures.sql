-- The home's figures as the database counts them, the text in force (docs/decisions/294-functions-read-once.md): every
-- migration that changed one of these made it so; `migrate` applies this file after them, and
-- app/server/db/functions.server.test.ts checks the database's copy is this one.

-- Every amount here is in its currency's minor unit, kobo or cents, as the ledger keeps it
-- (073): nothing is converted or rounded on its way to the takings.

-- An order's lines as the sales' naira count them: a naira order's kobo as the catalogue's whole
-- naira (its lines are priced in whole naira), a dollar order's pieces without its cents.
create or replace function naira_lines(items jsonb, cur text) returns jsonb
  language sql immutable parallel safe
  return case when cur = 'NGN'
              then (select coalesce(jsonb_agg(case when i ? 'lineTotal'
                                                   then jsonb_set(i, '{lineTotal}', to_jsonb((i ->> 'lineTotal')::bigint / 100))
                                                   else i end), '[]'::jsonb)
                      from jsonb_array_elements(items) as i)
              else (select coalesce(jsonb_agg(i - 'lineTotal'), '[]'::jsonb) from jsonb_array_elements(items) as i) end;

-- A day's takings in one currency, and the minute they came in (the last two days kept).
create or replace function daily_takings_add(d text, cur text, taken bigint, returned bigint, orders integer, paid bigint)
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

-- A day's pieces sold (by product and size, by collection and size), with their naira.
create or replace function daily_pieces_add(d text, items jsonb, sign integer) returns void language sql
  begin atomic
    insert into daily_piece_sales (day, product_id, size, collection, pieces, naira)
      select d, l.product_id, l.size, coalesce(p.collection, ''), sum(sign * l.quantity), sum(sign * l.naira)
        from jsonb_array_elements(items) as i
             cross join lateral (select (i ->> 'productId')::integer as product_id, coalesce(i ->> 'size', '') as size,
                                        (i ->> 'quantity')::integer as quantity,
                                        coalesce((i ->> 'lineTotal')::bigint, 0) as naira) as l
             left join products p on p.id = l.product_id
       where l.product_id <> 0 and not (i ? 'custom')
       group by l.product_id, l.size, p.collection
    on conflict (day, product_id, size) do update set
      pieces = daily_piece_sales.pieces + excluded.pieces,
      naira = daily_piece_sales.naira + excluded.naira;
    insert into daily_sales_totals (day, by, key, pieces, naira)
      select d, g.by, g.key, sum(sign * l.quantity), sum(sign * l.naira)
        from jsonb_array_elements(items) as i
             cross join lateral (select (i ->> 'productId')::integer as product_id, coalesce(i ->> 'size', '') as size,
                                        (i ->> 'quantity')::integer as quantity,
                                        coalesce((i ->> 'lineTotal')::bigint, 0) as naira,
                                        (i ? 'giftCard' or i ? 'appointment') as gift_card,
                                        i ? 'appointment' as appointment,
                                        ((i ->> 'productId')::integer = 0 or i ? 'custom') as made_to_measure) as l
             left join products p on p.id = l.product_id
             cross join lateral (values
               ('collection', case when l.appointment then 'appointments'
                                   when l.gift_card then 'gift cards'
                                   when l.made_to_measure then 'made to measure'
                                   else coalesce(p.collection, '') end),
               ('size', l.size)) as g (by, key)
       where not (l.gift_card and g.by = 'size')
       group by g.by, g.key
    on conflict (day, by, key) do update set
      pieces = daily_sales_totals.pieces + excluded.pieces,
      naira = daily_sales_totals.naira + excluded.naira;
  end;

-- A payment counts in its own currency (its order's).
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
    perform daily_takings_add(d, new.currency, 0, 0, 1, new.amount_minor);
    perform daily_pieces_add(d, naira_lines(new.items, new.currency), 1);
  end if;
  if new.refunded_minor > old.refunded_minor and old.status <> 'cancelled' and new.status <> 'cancelled' then
    perform daily_takings_add(d, new.currency, 0, new.refunded_minor - old.refunded_minor, 0, 0);
  end if;
  if new.status = 'cancelled' and old.status <> 'cancelled' then
    select coalesce(sum(amount), 0) into kept from payments
     where order_reference = new.reference and status = 'succeeded' and kind <> 'credit'
       and currency = new.currency;
    kept := kept - old.refunded_minor;
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
