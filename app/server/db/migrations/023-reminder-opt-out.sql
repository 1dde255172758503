-- A shopper may stop her order's reminders (docs/decisions/248-reminders-once-by-the-outbox.md):
-- the key of her link (random, 122 bits, in her reminders and on her order's page; never derived
-- from the reference), and when she stopped them. Every order, old ones too, gets a key of its own.
alter table orders
  add column reminders_key text not null default replace(gen_random_uuid()::text, '-', ''),
  add column reminders_off_at timestamptz;
