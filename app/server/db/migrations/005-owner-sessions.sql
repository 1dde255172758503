-- The owner's signed-in sessions, shared by every instance. The cookie holds a random token; only
-- its SHA-256 is kept, so a copy of the database signs nobody in.
create table owner_sessions (
  token_hash text primary key,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now()
);
create index owner_sessions_last_seen on owner_sessions (last_seen_at);

-- The back office finds orders by stage, by date and by the shopper's details.
create index orders_status_created on orders (status, created_at desc);
