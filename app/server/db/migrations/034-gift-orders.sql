-- An order sent to someone else: { recipientName, recipientPhone, message }. Its address is the
-- recipient's; the shopper's email still receives every email.
alter table orders
  add column gift jsonb check (gift is null or jsonb_typeof(gift) = 'object');
