-- Saved pieces: a heart on a product keeps it on her device, no account needed; at sign-in the
-- device's pieces join those kept under her email (docs/decisions/288-saved-pieces-and-delete-my-data.md).
-- A row belongs to a device (the SHA-256 of its cookie's random token) or to her mailbox, never both.
create table saved_pieces (
  id bigserial primary key,
  device_hash text check (device_hash is null or device_hash ~ '^[0-9a-f]{64}$'),
  mailbox text check (mailbox is null or length(mailbox) between 3 and 254),
  product_id integer not null check (product_id > 0),
  -- The size she chose when saving it, if any.
  size text check (size is null or length(size) between 1 and 8),
  saved_at timestamptz not null default now(),
  check ((device_hash is null) <> (mailbox is null))
);
create unique index saved_pieces_of_device on saved_pieces (device_hash, product_id) where device_hash is not null;
create unique index saved_pieces_of_mailbox on saved_pieces (mailbox, product_id) where mailbox is not null;
