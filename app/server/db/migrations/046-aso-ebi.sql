-- Aso-ebi: a bridal party ordered together (docs/decisions/277-aso-ebi-a-group-of-ordinary-orders.md).
-- A group is one style for one event; each guest's share is an ordinary order of the shop
-- (origin 'checkout') that names its group. The group's page opens with page_key; the
-- coordinator's private page with a secret of which only the SHA-256 is kept.
create table aso_ebi_groups (
  id bigserial primary key,
  page_key text not null unique,
  coordinator_key_hash text not null unique,
  name text not null check (length(name) between 1 and 80),
  event_name text not null check (length(event_name) between 1 and 80),
  event_on date not null,
  join_by date not null check (join_by <= event_on),
  minimum integer check (minimum > 0),
  atelier_note text not null default '' check (length(atelier_note) <= 500),
  pay_plan text not null check (pay_plan in ('full', 'deposit')),
  product_id integer not null,
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text not null,
  -- The owner's one choice when the minimum is not met by the deadline.
  outcome text check (outcome in ('go-ahead', 'extended', 'returned')),
  outcome_at timestamptz,
  extended_to date,
  cutting_override boolean not null default false,
  created_at timestamptz not null default now()
);

alter table orders add column group_id bigint references aso_ebi_groups (id);
create index orders_by_group on orders (group_id) where group_id is not null;

-- A member's measurements, when she gave them instead of a size: for the atelier only, never
-- shown on the coordinator's page.
create table aso_ebi_measurements (
  order_reference text primary key,
  group_id bigint not null references aso_ebi_groups (id),
  measurements jsonb not null
);
create index aso_ebi_measurements_by_group on aso_ebi_measurements (group_id);

-- A reminder to an unpaid member: at most one a Lagos day, the row stored before its email is queued.
create table aso_ebi_reminders (
  order_reference text not null,
  day text not null,
  created_at timestamptz not null default now(),
  primary key (order_reference, day)
);
