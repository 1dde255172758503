-- The owner's side of the shop has one name, the admin (/admin, ADMIN_PASSWORD): its sessions'
-- table and indexes are named after it. Sessions carry over.
alter table owner_sessions rename to admin_sessions;
alter index owner_sessions_last_seen rename to admin_sessions_last_seen;
alter index owner_sessions_created rename to admin_sessions_created;
