-- The atelier's queue, the text in force (docs/decisions/275-promises-from-the-atelier-queue.md):
-- an order's pieces take their week's place while it is still to be made: not once cancelled,
-- lapsed or refunded, nor while its unpaid place is released (migration 068). `migrate` applies
-- this file after every migration.
create or replace function order_booked(o orders) returns boolean
  language sql immutable parallel safe
  return o.queue_week is not null and o.queue_pieces > 0 and not o.queue_released
     and o.status not in ('cancelled', 'expired', 'refunded');
