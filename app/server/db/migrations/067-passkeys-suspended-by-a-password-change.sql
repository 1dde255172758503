-- A change of ADMIN_PASSWORD suspends the owner's passkeys added since the change before it, until she
-- approves them (docs/decisions/284-passkeys-and-the-sessions-that-used-one.md): the shop keeps a
-- fingerprint of the password in force (an HMAC of its slow hash, never the password) and when it
-- last changed.
create table admin_password_mark (
  id boolean primary key default true check (id),
  fingerprint text not null check (length(fingerprint) = 64),
  changed_at timestamptz not null default now()
);

alter table passkeys add column suspended_at timestamptz;
