-- An unpaid order holds its place in the atelier's queue only as long as its stock hold
-- (docs/decisions/275-promises-from-the-atelier-queue.md): `queue_held_until` is the hold's end
-- (null: held while the order is to be made), `queue_released` is set by the job that lapses holds,
-- and a released place stops counting in queue_weeks (order_booked, its text in force in
-- functions/queue.sql). order_booked reads the orders' row type, so it is dropped for the change and
-- made again at once: a later migration changing an order still counts the queue.
drop function order_booked(orders);

alter table orders add column queue_held_until timestamptz, add column queue_released boolean not null default false;

create function order_booked(o orders) returns boolean
  language sql immutable parallel safe
  return o.queue_week is not null and o.queue_pieces > 0 and not o.queue_released
     and o.status not in ('cancelled', 'expired', 'refunded');

drop trigger orders_count_queue on orders;
create trigger orders_count_queue
  after insert or update of queue_week, queue_pieces, queue_express, status, queue_released or delete on orders
  for each row execute function orders_count_queue();

create index orders_queue_held_until on orders (queue_held_until) where queue_held_until is not null and not queue_released;
