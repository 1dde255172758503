-- The atelier's appointments (docs/decisions/274-appointments-seats-and-their-fee.md): the types
-- the owner offers, the weekly hours she sees clients, and the seats booked. A fee is paid as an
-- order of origin 'appointment' (one line, product 0, nothing held), through the payments ledger
-- as every order; a seat is a numbered row, unique per type and start while held or booked, taken
-- under the type's row lock, so two shoppers never take the last one.
alter table orders drop constraint orders_origin_check;
alter table orders add constraint orders_origin_check
  check (origin in ('checkout', 'quote', 'gift-card', 'appointment'));

create table appointment_types (
  id serial primary key,
  name text not null unique check (length(name) between 1 and 60),
  minutes integer not null check (minutes between 5 and 480),
  -- How many at once (fitting rooms).
  seats integer not null check (seats between 1 and 20),
  buffer_minutes integer not null default 0 check (buffer_minutes between 0 and 240),
  -- Whole naira, 0 for none; it counts towards the order she names.
  fee integer not null default 0 check (fee between 0 and 1000000),
  -- Hours before the start until which she may move or cancel for free.
  cutoff_hours integer not null default 24 check (cutoff_hours between 0 and 720),
  retired boolean not null default false,
  created_at timestamptz not null default now()
);
insert into appointment_types (name, minutes, seats, buffer_minutes, fee, cutoff_hours) values
  ('Consultation', 45, 1, 15, 0, 24),
  ('First fitting', 60, 2, 15, 10000, 48),
  ('Final fitting', 45, 2, 15, 10000, 48);

-- The weekly hours she sees clients: spans of a weekday (0 Sunday … 6 Saturday) in Lagos minutes.
create table weekly_hours (
  weekday smallint not null check (weekday between 0 and 6),
  from_minute integer not null check (from_minute between 0 and 1439),
  to_minute integer not null check (to_minute between 1 and 1440),
  primary key (weekday, from_minute),
  check (from_minute < to_minute)
);
insert into weekly_hours (weekday, from_minute, to_minute) values
  (1, 600, 780), (1, 840, 1020),
  (2, 600, 780), (2, 840, 1020),
  (3, 600, 780), (3, 840, 1020),
  (4, 600, 780), (4, 840, 1020),
  (5, 600, 780), (5, 840, 1020),
  (6, 600, 840);

create table appointments (
  id bigserial primary key,
  -- 32 hex digits: her page's link; a reference alone opens nothing.
  manage_key text not null unique check (manage_key ~ '^[0-9a-f]{32}$'),
  type_id integer not null references appointment_types (id),
  starts_at timestamptz not null,
  ends_at timestamptz not null check (ends_at > starts_at),
  seat integer not null check (seat >= 1),
  -- held: fee unpaid, seat held until hold_until; booked; unseated: paid after the hold lapsed and
  -- the slot filled meanwhile, she picks another; lapsed: unpaid past its hold or its order ended.
  status text not null check (status in ('held', 'booked', 'unseated', 'lapsed', 'cancelled')),
  hold_until timestamptz,
  name text not null check (length(name) between 1 and 80),
  email text not null check (length(email) between 3 and 200),
  phone text not null check (length(phone) between 5 and 30),
  -- The order (or quote) the fee counts towards.
  for_order text references orders (reference),
  fee integer not null default 0 check (fee >= 0),
  fee_order text unique references orders (reference),
  -- What became of the fee when she cancelled: refund or credit.
  fee_outcome text check (fee_outcome in ('refund', 'credit', 'kept')),
  booked_at timestamptz not null default now(),
  cancelled_at timestamptz,
  check ((status = 'held') = (hold_until is not null)),
  check ((fee > 0) = (fee_order is not null))
);
create unique index appointments_seat on appointments (type_id, starts_at, seat) where status in ('held', 'booked');
create index appointments_starts on appointments (starts_at) where status in ('held', 'booked', 'unseated');
create index appointments_for_order on appointments (for_order) where for_order is not null;

-- The home's figures: an appointment's fee is no piece; its naira count under 'appointments'.
-- daily_pieces_add counts them so from here on.
-- Its text in force is app/server/db/functions/home-figures.sql, which `migrate` applies after the last
-- migration; the copy written here went, as no later migration step runs it before the file replaces it
-- and a database that ran this copy keeps its record (migrations are recorded by name, not by text).
