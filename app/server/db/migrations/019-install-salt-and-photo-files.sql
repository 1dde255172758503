-- Secrets made once per installation at first start (app/server/admin/install-secrets.server.ts):
-- the salt of the admin password's keys, so two shops with the same password share no key.
create table install_secrets (
  name text primary key check (name ~ '^[a-z][a-z-]*$'),
  value bytea not null check (length(value) >= 16),
  created_at timestamptz not null default now()
);

-- Photos' bytes live in files now (app/server/photos/photo-files.server.ts), never in the
-- database: the rows keep only what the photo is. Bytes stored before are moved out at start.
alter table product_photos alter column original drop not null;
alter table photo_variants alter column bytes drop not null;
