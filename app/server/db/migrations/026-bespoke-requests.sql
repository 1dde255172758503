-- A shopper's bespoke request (app/server/bespoke/store/): what she wants made, for when, how to
-- reach her, and a COPY of her measurements as she gave them (jsonb: unit and values), never
-- rewritten by a later change of her kept measurements. Her private page opens with view_key
-- (random, 128 bits), never with the reference alone.
create table bespoke_requests (
  id bigserial primary key,
  reference text not null unique,
  view_key text not null default replace(gen_random_uuid()::text, '-', ''),
  piece text not null,
  occasion text not null,
  event_date date not null,
  express boolean not null default false,
  name text not null,
  email text not null,
  phone text not null,
  measurements jsonb not null,
  -- Whether she asked the shop to keep her measurements for next time.
  keep_measurements boolean not null default false,
  status text not null default 'new' check (status in ('new', 'quoted', 'closed')),
  client_address text,
  created_at timestamptz not null default now()
);
create index bespoke_requests_newest on bespoke_requests (created_at desc, id desc);

-- Her reference photos, cleaned (no EXIF, no GPS) and kept as files by their content hash.
create table bespoke_photos (
  request_id bigint not null references bespoke_requests (id),
  position integer not null check (position between 1 and 3),
  hash text not null check (hash ~ '^[0-9a-f]{32}$'),
  width integer not null,
  height integer not null,
  primary key (request_id, position)
);

-- A shopper's measurements kept with her consent, under her email (letter case ignored) and phone
-- (digits only). Each request keeps its own copy; this row is the latest.
create table kept_measurements (
  id bigserial primary key,
  email text not null,
  phone text not null,
  measurements jsonb not null,
  updated_at timestamptz not null default now(),
  unique (email, phone)
);

-- Every change of kept measurements: who (the shopper's request, or the owner), when, before and after.
create table kept_measurement_changes (
  id bigserial primary key,
  kept_id bigint not null references kept_measurements (id),
  actor text not null,
  before jsonb,
  after jsonb not null,
  changed_at timestamptz not null default now()
);
create index kept_measurement_changes_by_kept on kept_measurement_changes (kept_id, id);

-- A link sent to her email that offers her kept measurements back: only its SHA-256 is stored.
create table measurement_links (
  token_hash text primary key,
  kept_id bigint not null references kept_measurements (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index measurement_links_by_kept on measurement_links (kept_id, created_at);
