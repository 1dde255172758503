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
-- daily_pieces_add counts them so from here on.
-- Its text in force is app/server/db/functions/home-figures.sql, which `migrate` applies after the last
-- migration; the copy written here went, as no later migration step runs it before the file replaces it
-- and a database that ran this copy keeps its record (migrations are recorded by name, not by text).
