-- The owner's own product photos (app/server/photos/store.server.ts). A row keeps the cleaned
-- upload (upright, metadata removed, JPEG) until the preparation job has encoded its variants;
-- position 0 is the product's cover. product_id names a product without a foreign key, so a
-- photo's row never stands in the way of the catalogue's own changes.
create table product_photos (
  id integer generated always as identity primary key,
  product_id integer not null check (product_id > 0),
  position integer not null check (position >= 0),
  alt text not null check (btrim(alt) <> ''),
  original bytea not null,
  -- 32 hex digits of the SHA-256 of original: the photo's image key is 'p/' || content_hash.
  content_hash text not null check (content_hash ~ '^[0-9a-f]{32}$'),
  status text not null default 'processing' check (status in ('processing', 'ready', 'failed')),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  -- Set when ready: the widths encoded and the blurred preview (data:image/webp;base64,…).
  widths integer[],
  blur text,
  -- The preparation job's claim: tries so far, and until when the one trying holds it.
  attempts integer not null default 0,
  claimed_until timestamptz,
  created_at timestamptz not null default now(),
  unique (product_id, content_hash),
  constraint product_photos_ready check (status <> 'ready' or (widths is not null and blur is not null))
);
create index product_photos_order on product_photos (product_id, position);
create index product_photos_waiting on product_photos (id) where status = 'processing';

-- The encoded variants, by content hash: two products with the same photo share them.
create table photo_variants (
  content_hash text not null,
  width integer not null check (width > 0),
  format text not null check (format in ('avif', 'webp')),
  bytes bytea not null,
  primary key (content_hash, width, format)
);
