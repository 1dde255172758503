-- "Delete my data" on her page (docs/decisions/288-saved-pieces-and-delete-my-data.md): confirmed by
-- a fresh code sent to her email, from the sign-in's own table; a sign-in code never confirms it,
-- nor its code a sign-in.
alter table shopper_sign_ins
  add column purpose text not null default 'sign-in' check (purpose in ('sign-in', 'delete'));
drop index shopper_sign_ins_by_mailbox;
create index shopper_sign_ins_by_mailbox on shopper_sign_ins (mailbox, purpose, created_at desc);

-- What the shop did, and when: the law's record that her request was carried out. Her mailbox only
-- as a SHA-256 (to answer "was my data deleted?"), and how many rows each part changed.
create table data_deletions (
  id bigserial primary key,
  mailbox_hash text not null check (mailbox_hash ~ '^[0-9a-f]{64}$'),
  counts jsonb not null check (jsonb_typeof(counts) = 'object'),
  deleted_at timestamptz not null default now()
);
