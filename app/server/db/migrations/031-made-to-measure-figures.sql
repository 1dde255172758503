-- The admin's home counts a made-to-measure line (a quote's custom piece: product 0, no size,
-- docs/decisions/256-a-quote-is-an-order-the-owner-places.md) as what it is: its naira under the
-- collection key 'made to measure' (never a collection's slug, which has no spaces; the home names
-- it "Made to measure"), and never among the products by number, where it read as "Product 0".
-- Its pieces still count among the pieces to make (pieces_due) as any piece's.
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
                                        ((i ->> 'productId')::integer = 0 or i ? 'custom') as made_to_measure) as l
             left join products p on p.id = l.product_id
             cross join lateral (values
               ('collection', case when l.made_to_measure then 'made to measure' else coalesce(p.collection, '') end),
               ('size', l.size)) as g (by, key)
       group by g.by, g.key
    on conflict (day, by, key) do update set
      pieces = daily_sales_totals.pieces + excluded.pieces,
      naira = daily_sales_totals.naira + excluded.naira;
  end;

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
