-- The shop's mailing lists (docs/decisions/262-lists-by-consent-checked-at-send-time.md): the sales
-- and news list (the newsletter form and the sign-up pop-up) and the back-in-stock waits, one row
-- per address and list (a wait names its product and size). An address counts only once it is
-- confirmed by the link of the email sent to it, and never after it unsubscribed. `key` (random,
-- 122 bits) opens the row's confirmation and unsubscribe pages; it is never derived from the address.
create table list_members (
  id bigserial primary key,
  list text not null check (list in ('news', 'back-in-stock')),
  email text not null check (length(email) between 3 and 254 and email = lower(email)),
  name text check (name is null or length(name) <= 100),
  product_id integer check (product_id is null or product_id > 0),
  size text check (size is null or size in ('XS', 'S', 'M', 'L', 'XL', '2XL', '3XL')),
  key text not null unique default replace(gen_random_uuid()::text, '-', ''),
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  -- A wait's one email was queued (the pieces came back); the wait is then done.
  notified_at timestamptz,
  constraint list_members_wait check ((list = 'back-in-stock') = (product_id is not null and size is not null)),
  constraint list_members_news_never_notified check (list = 'back-in-stock' or notified_at is null)
);
-- One membership of the news list per address; one open wait per address, product and size.
create unique index list_members_one_news on list_members (email) where list = 'news';
create unique index list_members_one_wait on list_members (product_id, size, email)
  where list = 'back-in-stock' and notified_at is null;
-- The waits of a size to wake when its pieces come back, oldest first.
create index list_members_waiting on list_members (product_id, size, created_at)
  where list = 'back-in-stock' and notified_at is null and confirmed_at is not null and unsubscribed_at is null;
create index list_members_by_email on list_members (email);

-- A sale the owner asked to announce: the news goes out once its start has passed (queued_at).
create table sale_announcements (
  sale_id integer primary key references sales (id) on delete cascade,
  asked_by text not null,
  asked_at timestamptz not null default now(),
  queued_at timestamptz
);

-- The outbox carries list emails beside messages, order notices and alerts: one row per member and
-- email ('confirm:…', 'back-in-stock', 'sale-news:{sale id}'), unique, so an instance seeing the
-- same occasion adds nothing. A list email whose member has unsubscribed (or is no longer
-- confirmed) when the relay takes it is not sent: it is marked 'withheld'.
alter table outbox
  add column list_member_id bigint references list_members (id) on delete cascade,
  add column list_email text,
  drop constraint outbox_one_subject,
  add constraint outbox_one_subject check (num_nonnulls(message_id, order_reference, alert_key, list_member_id) = 1),
  add constraint outbox_list_email check ((list_member_id is null) = (list_email is null)),
  add constraint outbox_one_list_email unique (list_member_id, list_email),
  drop constraint outbox_status_check,
  add constraint outbox_status_check check (status in ('pending', 'sent', 'withheld')),
  drop constraint outbox_template_check,
  add constraint outbox_template_check check (template in ('messages', 'order', 'customer', 'lists'));
