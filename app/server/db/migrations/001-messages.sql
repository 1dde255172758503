-- Every message a visitor sends (contact, newsletter, sign-up pop-up), kept before any relay.
create table messages (
  id bigserial primary key,
  kind text not null check (kind in ('contact', 'newsletter', 'signup')),
  from_name text,
  from_email text not null,
  from_phone text,
  message text,
  client_address text,
  created_at timestamptz not null default now()
);

-- One relay of a message to the owner's email service; retried until sent.
create table outbox (
  id bigserial primary key,
  message_id bigint not null unique references messages (id),
  status text not null default 'pending' check (status in ('pending', 'sent')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  response_text text,
  sent_at timestamptz
);
create index outbox_due on outbox (next_attempt_at) where status = 'pending';
-- The rate limit counts a visitor's recent messages.
create index messages_by_address on messages (client_address, created_at);
