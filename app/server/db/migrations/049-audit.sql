-- Who did what in the back office (docs/decisions/282-who-did-what.md): one row per action, with
-- the person, the time and her address (an IPv6 address by its /64); a money action keeps what
-- the order's account was before and after.
create table audit_entries (
  id bigserial primary key,
  at timestamptz not null default now(),
  person_id bigint not null references people (id),
  address text not null,
  action text not null,
  subject text,
  before jsonb,
  after jsonb
);
create index audit_entries_by_person on audit_entries (person_id, at desc, id desc);
create index audit_entries_by_at on audit_entries (at desc, id desc);
create index audit_entries_by_subject on audit_entries (subject, at) where subject is not null;
