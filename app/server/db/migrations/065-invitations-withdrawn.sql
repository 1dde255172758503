-- Staff who leave, leave (docs/decisions/281-people-roles-and-one-check.md): an invitation can be
-- withdrawn, by the owner from the people page or when the person of its email is removed (or
-- accepts another), and a withdrawn one is never used. Its id names it in the owner's form, so
-- the page never carries its token's hash.
alter table staff_invitations add column id bigint generated always as identity;
alter table staff_invitations add constraint staff_invitations_id_key unique (id);
alter table staff_invitations add column withdrawn_at timestamptz;
create index staff_invitations_open_by_email on staff_invitations (lower(email)) where used_at is null and withdrawn_at is null;
