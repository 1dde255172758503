-- A plan's reminders go once per part (docs/decisions/299): an order's notice is kept once per
-- purpose and part (0 for a notice of no part), so part 3's reminder is stored after part 2's.
alter table notices add column part smallint not null default 0;
alter table notices drop constraint notices_order_reference_purpose_key;
alter table notices add constraint notices_once_per_part unique (order_reference, purpose, part);
