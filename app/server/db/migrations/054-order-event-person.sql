-- Who moved an order (docs/decisions/282-who-did-what.md): the back-office person
-- whose form wrote the event; null for the shop's own flows (checkout, Paystack, jobs) and for
-- events written before people existed.
alter table order_events add column person_id bigint references people (id);
