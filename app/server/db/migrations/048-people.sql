-- The back office's people (docs/decisions/281-people-roles-and-one-check.md): the owner, first and
-- only one, signs in with the shop's password; each other person with her own (scrypt), by her
-- email, after accepting an invitation. A person removed keeps her row, so what she did still names
-- her; her sessions are deleted. password_binding changes with her password and ends her sessions.
create table people (
  id bigserial primary key,
  role text not null check (role in ('owner', 'shop_hand', 'tailor')),
  name text check (length(name) between 1 and 80),
  email text check (length(email) between 3 and 254),
  password_hash text,
  password_binding text,
  created_at timestamptz not null default now(),
  removed_at timestamptz
);
create unique index people_one_owner on people (role) where role = 'owner';
create unique index people_email_in_place on people (lower(email)) where removed_at is null;
insert into people (role) values ('owner');

-- Every session is one person's; sessions started before people existed were the owner's.
alter table admin_sessions add column person_id bigint references people (id);
update admin_sessions set person_id = (select id from people where role = 'owner');
alter table admin_sessions alter column person_id set not null;
create index admin_sessions_person on admin_sessions (person_id);

-- An invitation: a link mailed to the person, single use, 7 days; only its token's SHA-256 is kept.
create table staff_invitations (
  token_hash text primary key,
  name text not null check (length(name) between 1 and 80),
  email text not null check (length(email) between 3 and 254),
  role text not null check (role in ('shop_hand', 'tailor')),
  invited_by bigint not null references people (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  person_id bigint references people (id)
);
