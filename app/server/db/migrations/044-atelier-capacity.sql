-- How many made-to-order pieces the atelier finishes a week, and how many of them may be express
-- (one row, the owner's setting). Each order books its made-to-order pieces in the week it is
-- promised ready (queue_week, a Monday in Lagos): promises go to the first week with room left.
create table atelier_capacity (
  id integer primary key default 1 check (id = 1),
  weekly_pieces integer not null check (weekly_pieces > 0),
  express_pieces integer not null check (express_pieces >= 0 and express_pieces <= weekly_pieces),
  updated_at timestamptz not null default now()
);

insert into atelier_capacity (weekly_pieces, express_pieces) values (25, 5);

alter table orders
  add column queue_week date check (extract(isodow from queue_week) = 1),
  add column queue_pieces integer not null default 0 check (queue_pieces >= 0),
  add column queue_express boolean not null default false,
  add column final_fitting_on date;

-- Orders still being made keep their place: every piece counted, in the week of their ready day.
update orders set queue_week = date_trunc('week', ready_by::date)::date, queue_pieces = order_pieces(items),
  queue_express = express
 where ready_by is not null and status in ('pending', 'review', 'paid', 'in_production');

create index orders_queue_week on orders (queue_week) where queue_week is not null;
