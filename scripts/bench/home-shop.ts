// A shop of a given size for the home's benchmark and pictures: `products` synthetic products and
// `orders` orders over two years, written by a few set-based statements (generate_series), with
// the daily roll-ups filled as the migration fills them for orders placed before it.
import type { Db } from "../../app/server/db/db.server";
import { seedCatalogue } from "../../app/server/catalogue/store/index.server";
import { syntheticCatalogue } from "./synthetic-catalogue";

/** The statuses by age: the last three weeks' orders are on their way; older ones mostly delivered. */
const STATUS = `case
  when age < 21 then (array['pending', 'in_production', 'paid', 'ready', 'delivered', 'in_production', 'review'])[1 + i % 7]
  when i % 40 = 0 then 'cancelled'
  when i % 50 = 1 then 'refunded'
  when i % 25 = 2 then 'expired'
  else 'delivered' end`;

const ORDERS = `
insert into orders (reference, status, is_test, email, first_name, last_name, phone, address, state, country,
  items, amount_minor, created_at, updated_at, paid_at, delivery_method, ready_by, refunded_minor)
select 'HZL-' || translate(lpad(to_hex(i), 12, '0'), '0123456789abcdef', '23456789ABCDEFGH'),
       status, false, 'shopper' || i || '@example.com', 'Ada', 'Obi ' || i, '+234 803 123 4567', '12 Aba Road',
       'Rivers', 'Nigeria',
       jsonb_build_array(jsonb_build_object('productId', ids[1 + (i * 7919) % n], 'name', 'Piece ' || i,
         'size', (array['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'])[1 + i % 7], 'quantity', qty, 'unitPrice', price * 100,
         'lineTotal', qty * price * 100)),
       qty * price * 100::bigint, created, created,
       case when status in ('pending', 'review', 'expired') then null else created + interval '7 minutes' end,
       case when i % 3 = 0 then 'port-harcourt' else 'pickup' end,
       case when status in ('paid', 'in_production') then lagos_day(created + make_interval(days => 10 + i % 21)) end,
       case when status = 'refunded' then qty * price * 100::bigint else 0 end
  from (select array_agg(id order by id) as ids, count(*)::int as n from products where published and not combo_part) p,
       generate_series(1, $1::int) as i,
       lateral (select (i::float8 / $1::int) * 730 as age, 1 + i % 3 as qty, 15000 + (i % 10) * 5000 as price) a,
       lateral (select now() - make_interval(secs => age * 86400) as created, ${STATUS} as status) s`;

/** The roll-ups of what the orders did, by the days it happened (as migration 023 fills them). */
const ROLL_UPS = [
  "truncate daily_takings, daily_piece_sales, daily_sales_totals",
  `insert into daily_takings (day, taken, paid_orders, paid_value)
   select lagos_day(paid_at), sum(amount_minor), count(*), sum(amount_minor)
     from orders where paid_at is not null group by 1`,
  `insert into daily_takings (day, returned)
   select lagos_day(updated_at), sum(refunded_minor) from orders where refunded_minor > 0 group by 1
   on conflict (day, currency) do update set returned = excluded.returned`,
  `insert into daily_piece_sales (day, product_id, size, collection, pieces, naira)
   select lagos_day(o.paid_at), (i ->> 'productId')::integer, i ->> 'size', min(p.collection),
          sum((i ->> 'quantity')::integer), sum((i ->> 'lineTotal')::bigint / 100)
     from orders o cross join jsonb_array_elements(o.items) as i join products p on p.id = (i ->> 'productId')::integer
    where o.paid_at is not null and o.status not in ('cancelled', 'refunded') group by 1, 2, 3`,
  `insert into daily_sales_totals (day, by, key, pieces, naira)
   select day, 'collection', collection, sum(pieces), sum(naira) from daily_piece_sales group by day, collection
   union all
   select day, 'size', size, sum(pieces), sum(naira) from daily_piece_sales group by day, size`,
];

export async function generateShop(db: Db, size: { orders: number; products: number }): Promise<void> {
  await seedCatalogue(db, syntheticCatalogue(size.products));
  await db.exec("alter table payments disable trigger payments_count_takings");
  await db.query(ORDERS, [size.orders]);
  await db.exec(`update payments p set status = 'succeeded', updated_at = o.paid_at
                   from orders o where o.reference = p.order_reference and o.paid_at is not null`);
  await db.exec("alter table payments enable trigger payments_count_takings");
  for (const sql of ROLL_UPS) await db.exec(sql);
  await db.exec(`insert into stock (product_id, size, on_hand, held)
                 select id, s, 3, case when id % 4 = 0 then 3 else id % 3 end
                   from products, unnest(array['S', 'M', 'L']) as s where not made_to_order and not combo_part`);
  await db.exec(`insert into search_misses (day, query, searches)
                 select lagos_day(now() - make_interval(days => d)), 'wanted ' || q, 1 + (d * q) % 7
                   from generate_series(0, 29) as d, generate_series(1, 40) as q`);
  await db.exec(`insert into filter_uses (day, filter, value, uses)
                 select lagos_day(now() - make_interval(days => d)), 'size', s, 1 + d % 5
                   from generate_series(0, 29) as d, unnest(array['S', 'M', 'L', 'XL']) as s`);
  await db.exec("analyze");
}
