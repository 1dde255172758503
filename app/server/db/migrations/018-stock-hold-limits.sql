-- A placed order counts what the shopper's other unpaid orders hold: they are found by the
-- connection and by the email they were placed with.
create index orders_unpaid_by_address on orders (client_address) where status in ('pending', 'review');
create index orders_unpaid_by_email on orders (lower(email)) where status in ('pending', 'review');
