-- The admin's home counts a made-to-measure line (a quote's custom piece: product 0, no size,
-- docs/decisions/256-a-quote-is-an-order-the-owner-places.md) as what it is: its naira under the
-- collection key 'made to measure' (never a collection's slug, which has no spaces; the home names
-- it "Made to measure"), and never among the products by number, where it read as "Product 0".
-- Its pieces still count among the pieces to make (pieces_due) as any piece's.
-- daily_pieces_add counts them so from here on.
-- Its text in force is app/server/db/functions/home-figures.sql, which `migrate` applies after the last
-- migration; the copy written here went, as no later migration step runs it before the file replaces it
-- and a database that ran this copy keeps its record (migrations are recorded by name, not by text).

-- What the old function counted already: its product-0 rows go, and the naira it put under no
-- collection ('') moves to 'made to measure', on the day it was counted (paid) and, for an order
-- cancelled or refunded in full since, on the day it was undone (its last change).
delete from daily_piece_sales where product_id = 0;
with lines as (
  select o.paid_at, o.updated_at, o.status, (i ->> 'quantity')::integer as pieces, (i ->> 'lineTotal')::bigint as naira
    from orders o cross join jsonb_array_elements(o.items) as i
   where o.paid_at is not null and not o.is_test and (i ->> 'productId')::integer = 0
), moves as (
  select lagos_day(paid_at) as day, pieces, naira from lines
  union all
  select lagos_day(updated_at), -pieces, -naira from lines where status in ('cancelled', 'refunded')
)
insert into daily_sales_totals (day, by, key, pieces, naira)
select m.day, 'collection', k.key, k.sign * sum(m.pieces), k.sign * sum(m.naira)
  from moves m cross join (values ('made to measure', 1), ('', -1)) as k (key, sign)
 group by m.day, k.key, k.sign
on conflict (day, by, key) do update set
  pieces = daily_sales_totals.pieces + excluded.pieces,
  naira = daily_sales_totals.naira + excluded.naira;
