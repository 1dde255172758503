-- How each order reaches the shopper, priced by the server from the delivery settings, and what
-- the shop promised. Days are ISO text (YYYY-MM-DD): West Africa Time calendar days, read back
-- the same by PGlite and PostgreSQL drivers. Earlier orders were all paid as pickup.
alter table orders
  add column delivery_method text not null default 'pickup'
    check (delivery_method in ('pickup', 'port-harcourt', 'rivers', 'nigeria', 'abroad')),
  add column delivery_zone text not null default 'atelier',
  add column delivery_label text not null default 'Pickup at our Port Harcourt atelier',
  add column delivery_fee integer not null default 0 check (delivery_fee >= 0),
  add column express boolean not null default false,
  add column express_fee integer not null default 0 check (express_fee >= 0),
  add column ready_from text check (ready_from ~ '^\d{4}-\d{2}-\d{2}$'),
  add column ready_by text check (ready_by ~ '^\d{4}-\d{2}-\d{2}$'),
  add column deliver_by text check (deliver_by ~ '^\d{4}-\d{2}-\d{2}$'),
  add column needed_by text check (needed_by ~ '^\d{4}-\d{2}-\d{2}$');
