-- Passkeys (docs/decisions/284-passkeys-and-the-sessions-that-used-one.md): each person's
-- WebAuthn credentials, the challenges the server hands out (single use, a few minutes), the
-- owner's rule, and whether a session was signed in with a passkey.
create table passkeys (
  id bigserial primary key,
  person_id bigint not null references people (id),
  credential_id text not null unique check (length(credential_id) between 16 and 1400),
  public_key bytea not null,
  counter bigint not null default 0 check (counter >= 0),
  transports text not null default '',
  name text not null check (length(name) between 1 and 60),
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);
create index passkeys_by_person on passkeys (person_id, created_at);

-- A challenge: to add a passkey (the person's own) or to sign in (anyone's). Deleted when used.
create table passkey_challenges (
  challenge text primary key,
  purpose text not null check (purpose in ('add', 'sign-in')),
  person_id bigint references people (id),
  expires_at timestamptz not null,
  check ((purpose = 'add') = (person_id is not null))
);
create index passkey_challenges_by_expiry on passkey_challenges (expires_at);

-- The owner's rule, one row: refunds, credit and people only from a session signed in with a passkey.
create table passkey_rule (
  id boolean primary key default true check (id),
  required boolean not null default false,
  changed_at timestamptz not null default now()
);
insert into passkey_rule (id, required) values (true, false);

alter table admin_sessions add column by_passkey boolean not null default false;
