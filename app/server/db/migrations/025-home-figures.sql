-- The admin's home (docs/architecture.md, "The admin's home"): daily roll-ups kept by triggers in
-- the transaction of the payment's or the order's change, so the home sums a few rows per day
-- instead of reading every order. A day is a Lagos day (UTC+1 all year), text YYYY-MM-DD.
create function lagos_day(timestamptz) returns text
  language sql stable parallel safe strict
  return to_char(($1 at time zone 'UTC') + interval '1 hour', 'YYYY-MM-DD');

-- Per Lagos day: whole naira taken (payments confirmed that day) and returned (refunds, and what
-- a cancelled order had taken, the day it happened), and the orders paid that day with their totals.
create table daily_takings (
  day text primary key check (day ~ '^\d{4}-\d{2}-\d{2}$'),
  taken bigint not null default 0,
  returned bigint not null default 0,
  paid_orders integer not null default 0,
  paid_value bigint not null default 0
);

-- Per Lagos day, product and size: pieces sold (orders paid that day) less those of orders
-- cancelled or refunded in full that day, and their whole naira; with the product's collection
-- when it sold, so the home adds them up by collection without the catalogue.
create table daily_piece_sales (
  day text not null check (day ~ '^\d{4}-\d{2}-\d{2}$'),
  product_id integer not null,
  size text not null,
  collection text not null default '',
  pieces integer not null default 0,
  naira bigint not null default 0,
  primary key (day, product_id, size)
);

-- The same per Lagos day, added up by collection and by size: the home's two charts of them read
-- a few rows a day.
create table daily_sales_totals (
  day text not null check (day ~ '^\d{4}-\d{2}-\d{2}$'),
  by text not null check (by in ('collection', 'size')),
  key text not null,
  pieces integer not null default 0,
  naira bigint not null default 0,
  primary key (day, by, key)
);

create function daily_takings_add(d text, taken bigint, returned bigint, orders integer, paid bigint)
  returns void language sql
  begin atomic
    insert into daily_takings (day, taken, returned, paid_orders, paid_value)
    values (d, taken, returned, orders, paid)
    on conflict (day) do update set
      taken = daily_takings.taken + excluded.taken,
      returned = daily_takings.returned + excluded.returned,
      paid_orders = daily_takings.paid_orders + excluded.paid_orders,
      paid_value = daily_takings.paid_value + excluded.paid_value;
  end;

-- An order's lines (items: [{ productId, size, quantity, lineTotal }]) counted into a day, `sign`
-- 1 when sold, -1 when the sale is undone.
create function daily_pieces_add(d text, items jsonb, sign integer) returns void language sql
  begin atomic
    insert into daily_piece_sales (day, product_id, size, collection, pieces, naira)
      select d, l.product_id, l.size, coalesce(p.collection, ''), sum(sign * l.quantity), sum(sign * l.naira)
        from jsonb_array_elements(items) as i
             cross join lateral (select (i ->> 'productId')::integer as product_id, coalesce(i ->> 'size', '') as size,
                                        (i ->> 'quantity')::integer as quantity,
                                        coalesce((i ->> 'lineTotal')::bigint, 0) as naira) as l
             left join products p on p.id = l.product_id
       group by l.product_id, l.size, p.collection
    on conflict (day, product_id, size) do update set
      pieces = daily_piece_sales.pieces + excluded.pieces,
      naira = daily_piece_sales.naira + excluded.naira;
    insert into daily_sales_totals (day, by, key, pieces, naira)
      select d, g.by, g.key, sum(sign * l.quantity), sum(sign * l.naira)
        from jsonb_array_elements(items) as i
             cross join lateral (select (i ->> 'productId')::integer as product_id, coalesce(i ->> 'size', '') as size,
                                        (i ->> 'quantity')::integer as quantity,
                                        coalesce((i ->> 'lineTotal')::bigint, 0) as naira) as l
             left join products p on p.id = l.product_id
             cross join lateral (values ('collection', coalesce(p.collection, '')), ('size', l.size)) as g (by, key)
       group by g.by, g.key
    on conflict (day, by, key) do update set
      pieces = daily_sales_totals.pieces + excluded.pieces,
      naira = daily_sales_totals.naira + excluded.naira;
  end;

-- A payment Paystack confirmed counts the day it was confirmed; not a test order's, nor one that
-- came for a cancelled order (money to return, not takings).
create function payments_count_takings() returns trigger language plpgsql as $$
declare
  o record;
begin
  if new.status <> 'succeeded' or (tg_op = 'UPDATE' and old.status = 'succeeded') then
    return new;
  end if;
  select is_test, status into o from orders where reference = new.order_reference;
  if not o.is_test and o.status <> 'cancelled' then
    perform daily_takings_add(lagos_day(now()), new.amount, 0, 0, 0);
  end if;
  return new;
end
$$;
create trigger payments_count_takings after insert or update of status on payments
  for each row execute function payments_count_takings();

-- An order's change counts the day it happens: paid (an order paid, its pieces sold), refunded
-- (the naira returned), cancelled (what it had taken returned, its pieces back) or refunded in
-- full (its pieces back). A cancelled order's later refund was counted when it was cancelled.
create function orders_count_figures() returns trigger language plpgsql as $$
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
     where order_reference = new.reference and status = 'succeeded';
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
create trigger orders_count_figures after update on orders
  for each row execute function orders_count_figures();

-- Pieces still to make (orders paid or in production, not test orders) by the day they are
-- promised ready, kept by the orders' trigger below as orders enter and leave those states.
create table pieces_due (
  ready_by text primary key check (ready_by ~ '^\d{4}-\d{2}-\d{2}$'),
  pieces integer not null default 0,
  orders integer not null default 0
);

create function order_pieces(items jsonb) returns integer
  language sql immutable parallel safe
  return (select coalesce(sum((i ->> 'quantity')::integer), 0) from jsonb_array_elements(items) as i);

create function pieces_due_add(d text, pieces integer, orders integer) returns void language sql
  begin atomic
    insert into pieces_due (ready_by, pieces, orders) values (d, pieces, orders)
    on conflict (ready_by) do update set
      pieces = pieces_due.pieces + excluded.pieces, orders = pieces_due.orders + excluded.orders;
    delete from pieces_due where ready_by = d and orders = 0;
  end;

create function orders_count_due() returns trigger language plpgsql as $$
declare
  was_due boolean := false;
  is_due boolean := new.status in ('paid', 'in_production') and not new.is_test and new.ready_by is not null;
begin
  if tg_op = 'UPDATE' then
    was_due := old.status in ('paid', 'in_production') and not old.is_test and old.ready_by is not null;
    if was_due and is_due and old.ready_by = new.ready_by and old.items = new.items then
      return new;
    end if;
  end if;
  if was_due then
    perform pieces_due_add(old.ready_by, -order_pieces(old.items), -1);
  end if;
  if is_due then
    perform pieces_due_add(new.ready_by, order_pieces(new.items), 1);
  end if;
  return new;
end
$$;
create trigger orders_count_due after insert or update on orders
  for each row execute function orders_count_due();

insert into pieces_due (ready_by, pieces, orders)
select ready_by, sum(order_pieces(items)), count(*) from orders
 where status in ('paid', 'in_production') and not is_test and ready_by is not null
 group by ready_by;

-- What the home reads straight from the orders, each through an index of its own few rows:
-- the orders waiting, and those with money to return.
create index orders_waiting on orders (status) where status in ('pending', 'review', 'disputed', 'ready') and not is_test;
create index order_events_money_to_return on order_events (reference) where details ->> 'kind' = 'money-to-return';
-- Sizes sold out now (a counted size with every piece held or sold).
create index stock_sold_out on stock (size) where on_hand = held;

-- What shoppers look for, counted without who searched: per Lagos day, each search that found
-- nothing (its normalised text) and each listing filter used (its name and value).
create table search_misses (
  day text not null check (day ~ '^\d{4}-\d{2}-\d{2}$'),
  query text not null check (length(query) between 1 and 100),
  searches integer not null default 1,
  primary key (day, query)
);
create table filter_uses (
  day text not null check (day ~ '^\d{4}-\d{2}-\d{2}$'),
  filter text not null,
  value text not null,
  uses integer not null default 1,
  primary key (day, filter, value)
);

-- What happened before this: payments confirmed by the day they were last updated, refunds by the
-- day their order last changed, orders and pieces by the day they were paid.
insert into daily_takings (day, taken)
select lagos_day(p.updated_at), sum(p.amount)
  from payments p join orders o on o.reference = p.order_reference
 where p.status = 'succeeded' and not o.is_test
 group by 1;
insert into daily_takings (day, returned)
select lagos_day(updated_at), sum(case when status = 'cancelled'
         then greatest((select coalesce(sum(p.amount), 0) from payments p
                         where p.order_reference = orders.reference and p.status = 'succeeded'), 0)
         else round(refunded_kobo / 100.0) end)
  from orders
 where not is_test and (refunded_kobo > 0 or (status = 'cancelled' and paid_at is not null))
 group by 1
on conflict (day) do update set returned = daily_takings.returned + excluded.returned;
insert into daily_takings (day, paid_orders, paid_value)
select lagos_day(paid_at), count(*), sum(amount_kobo / 100)
  from orders where paid_at is not null and not is_test
 group by 1
on conflict (day) do update set paid_orders = excluded.paid_orders, paid_value = excluded.paid_value;
insert into daily_piece_sales (day, product_id, size, collection, pieces, naira)
select lagos_day(o.paid_at), (i ->> 'productId')::integer, coalesce(i ->> 'size', ''),
       coalesce(min(p.collection), ''), sum((i ->> 'quantity')::integer), sum(coalesce((i ->> 'lineTotal')::bigint, 0))
  from orders o cross join jsonb_array_elements(o.items) as i
  left join products p on p.id = (i ->> 'productId')::integer
 where o.paid_at is not null and not o.is_test and o.status not in ('cancelled', 'refunded')
 group by 1, 2, 3;
insert into daily_sales_totals (day, by, key, pieces, naira)
select day, 'collection', collection, sum(pieces), sum(naira) from daily_piece_sales group by day, collection
union all
select day, 'size', size, sum(pieces), sum(naira) from daily_piece_sales group by day, size;
