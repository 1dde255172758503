-- Gift cards sold by the shop (docs/decisions/264-a-gift-card-is-an-order-of-its-own-origin.md).
-- A purchase is an order of origin 'gift-card' (one line, pickup, no pieces), paid through the
-- payments ledger as any order; its card's facts sit in gift_cards, and once it is paid its code
-- (kind 'gift' in credit_codes) is issued and its email queued for the chosen day, once.
alter table orders drop constraint orders_origin_check;
alter table orders add constraint orders_origin_check check (origin in ('checkout', 'quote', 'gift-card'));

-- The amounts the owner sells, whole naira. Seeded with four; she changes them (or empties the
-- list, which stops the sales) at /admin/gift-cards.
create table gift_card_amounts (
  amount integer primary key check (amount between 1000 and 1000000)
);
insert into gift_card_amounts (amount) values (10000), (25000), (50000), (100000);

create table gift_cards (
  order_reference text primary key references orders (reference),
  amount integer not null check (amount between 1000 and 1000000),
  buyer_name text not null check (length(buyer_name) between 1 and 80),
  buyer_email text not null check (length(buyer_email) between 3 and 200),
  -- Empty: the card is emailed to the buyer herself.
  recipient_name text not null default '' check (length(recipient_name) <= 80),
  recipient_email text not null default '' check (length(recipient_email) <= 200),
  -- The Lagos day its email goes (at 08:00, or at once when bought for today).
  send_on date not null,
  message text not null default '' check (length(message) <= 300),
  -- The shop's address when it was bought, for the email's link.
  shop_url text not null,
  -- The code issued once it was paid; null until then.
  code_id bigint unique references credit_codes (id),
  issued_at timestamptz,
  created_at timestamptz not null default now(),
  check ((code_id is null) = (issued_at is null))
);
create index gift_cards_created on gift_cards (created_at);

-- The home's figures: a gift card's line is no piece to make and no made-to-measure one; its naira
-- count under the collection key 'gift cards'.
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
                                        i ? 'giftCard' as gift_card,
                                        ((i ->> 'productId')::integer = 0 or i ? 'custom') as made_to_measure) as l
             left join products p on p.id = l.product_id
             cross join lateral (values
               ('collection', case when l.gift_card then 'gift cards'
                                   when l.made_to_measure then 'made to measure'
                                   else coalesce(p.collection, '') end),
               ('size', l.size)) as g (by, key)
       where not (l.gift_card and g.by = 'size')
       group by g.by, g.key
    on conflict (day, by, key) do update set
      pieces = daily_sales_totals.pieces + excluded.pieces,
      naira = daily_sales_totals.naira + excluded.naira;
  end;
