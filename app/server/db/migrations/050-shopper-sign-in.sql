-- Her own page (/account), signed in with a code sent to her email; no password
-- (docs/decisions/283-her-page-signed-in-by-an-emailed-code.md).

-- One request for a code: the 6-digit code and the link's token are kept only as SHA-256 hashes
-- (the code's salted by the row's own salt). A code lives 10 minutes and takes 5 tries; using it,
-- or the link, marks the row used, so neither signs in twice.
create table shopper_sign_ins (
  id bigserial primary key,
  email text not null check (length(email) between 3 and 254),
  -- normalMailbox(email): what the limits and sign-out-everywhere count.
  mailbox text not null,
  salt text not null,
  code_hash text not null,
  link_hash text not null unique,
  tries integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index shopper_sign_ins_by_mailbox on shopper_sign_ins (mailbox, created_at desc);

-- A signed-in device: the cookie holds a random token, only its SHA-256 is kept, with a hash of
-- the browser that signed in (a cookie carried to another browser opens nothing). It lasts 30 days
-- from its last use; "sign out everywhere" removes every row of her mailbox.
create table shopper_sessions (
  token_hash text primary key,
  email text not null,
  mailbox text not null,
  device_hash text not null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now()
);
create index shopper_sessions_by_mailbox on shopper_sessions (mailbox);
create index shopper_sessions_last_seen on shopper_sessions (last_seen_at);

-- Her page lists every order placed with her email, whatever its state.
create index orders_by_email on orders (lower(email));
