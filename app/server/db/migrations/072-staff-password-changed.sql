-- A staff member changes her own password (docs/admin.md, "Change my password"): when she last set
-- it, so a change suspends the passkeys she added since, as a change of ADMIN_PASSWORD suspends the
-- owner's (migration 067). Unset until her first change: her row's created_at (she set it then).
alter table people add column password_changed_at timestamptz;
