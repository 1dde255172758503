-- Limits per mailbox, not per spelling: Ada.Obi+x@googlemail.com and adaobi@gmail.com are one
-- mailbox. Each per-email limit keeps the mailbox (app/features/mailbox/, normalMailbox) beside the
-- address as typed, which is still the one written to; the unique indexes move to the mailbox.

-- normalMailbox in SQL, for the rows kept before this migration only.
create function hazel_normal_mailbox(address text) returns text language plpgsql immutable as $$
declare
  s text := lower(regexp_replace(address, '^\s+|\s+$', '', 'g'));
  loc text;
  dom text;
  plus integer;
begin
  if position('@' in s) = 0 then return s; end if;
  loc := substring(s from '^(.*)@[^@]*$');
  dom := substring(s from '@([^@]*)$');
  plus := position('+' in loc);
  if plus > 1 then loc := left(loc, plus - 1); end if;
  if dom in ('gmail.com', 'googlemail.com') then
    dom := 'gmail.com';
    if replace(loc, '.', '') <> '' then loc := replace(loc, '.', ''); end if;
  end if;
  return loc || '@' || dom;
end $$;

-- A code's uses per email count the mailbox.
alter table discount_uses add column mailbox text;
update discount_uses set mailbox = hazel_normal_mailbox(email);
alter table discount_uses alter column mailbox set not null;

-- One welcome code per mailbox. Codes already sent to other spellings of one mailbox stay usable;
-- only the first holds the mailbox.
alter table discount_codes add column welcome_mailbox text;
update discount_codes c set welcome_mailbox = hazel_normal_mailbox(c.welcome_email)
 where c.welcome_email is not null
   and c.id = (select min(o.id) from discount_codes o
                where o.welcome_email is not null
                  and hazel_normal_mailbox(o.welcome_email) = hazel_normal_mailbox(c.welcome_email));
alter table discount_codes drop constraint discount_codes_welcome_email_key;
create unique index discount_codes_one_welcome on discount_codes (welcome_mailbox);

-- One news membership per mailbox, one open wait per mailbox, product and size. Of the rows one
-- mailbox already has, the one that counts most keeps it (confirmed, else asked, else left; the
-- oldest): the others are left (unsubscribed) without a mailbox, so nothing reaches it twice.
alter table list_members add column mailbox text;
with ranked as (
  select id, hazel_normal_mailbox(email) as mailbox,
         row_number() over (
           partition by list, product_id, size, hazel_normal_mailbox(email),
                        case when notified_at is not null then id end
           order by unsubscribed_at is not null, confirmed_at is null, id) as rank
    from list_members
)
update list_members m
   set mailbox = case when r.rank = 1 then r.mailbox end,
       unsubscribed_at = case when r.rank = 1 then m.unsubscribed_at else coalesce(m.unsubscribed_at, now()) end
  from ranked r where r.id = m.id;
drop index list_members_one_news;
drop index list_members_one_wait;
create unique index list_members_one_news on list_members (mailbox) where list = 'news';
create unique index list_members_one_wait on list_members (product_id, size, mailbox)
  where list = 'back-in-stock' and notified_at is null;
create index list_members_by_mailbox on list_members (mailbox);

drop function hazel_normal_mailbox(text);

-- The lists' confirmations of a day ('confirm:{Lagos day}'), counted against the shop's daily cap.
create index outbox_confirmations on outbox (list_email) where list_email like 'confirm:%';
