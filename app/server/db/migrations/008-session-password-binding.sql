-- A session belongs to the password it was started with: password_binding is an HMAC of a slow
-- hash of ADMIN_PASSWORD (app/server/admin/password-keys.server.ts), so a new password ends every
-- session on every instance. Sessions started before this have none and end with it.
alter table owner_sessions add column password_binding text not null default '';
alter table owner_sessions alter column password_binding drop default;
-- Sessions also end a fixed time after they began, however often they are used.
create index owner_sessions_created on owner_sessions (created_at);
