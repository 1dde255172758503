-- Quotes (docs/decisions/256-a-quote-is-an-order-the-owner-places.md): an order the owner places
-- from a chat, paid by its shopper through one link until its validity ends. Its lines are frozen
-- in `items` like any order's (a made-to-measure line has product 0 and its measurements copied in).
alter table orders
  -- Where the order came from: the shop's checkout, or the owner's quote.
  add column origin text not null default 'checkout' check (origin in ('checkout', 'quote')),
  -- The shopper's link key (random, 256 bits, never derived from the reference).
  add column quote_key text unique,
  -- The quote may be paid until this instant; its counted pieces are held until then.
  add column valid_until timestamptz,
  -- The bespoke request it was made from, by its reference; null when made from a chat.
  add column request_reference text,
  -- The atelier's fitting day (a Lagos day) and notes for the production sheet.
  add column fitting_on date,
  add column atelier_notes text not null default '',
  add constraint orders_quote_has_key_and_validity
    check ((origin = 'quote') = (quote_key is not null and valid_until is not null));

create index orders_quote_lapses on orders (valid_until) where origin = 'quote' and status = 'pending';

-- The shopper's email with her quote's link.
alter table outbox drop constraint outbox_notice_check;
alter table outbox add constraint outbox_notice_check check (notice in (
  'owner-paid', 'owner-review', 'owner-expired', 'owner-money-to-return',
  'customer-paid', 'customer-shipped', 'customer-ready',
  'customer-balance-soon', 'customer-balance-due', 'owner-balance-overdue', 'customer-unpaid',
  'customer-quote'));
