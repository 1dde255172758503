-- List mail through a bulk-mail service (docs/decisions/297-list-mail-through-mailgun.md): its own
-- shared pace, and the service's events (delivered, bounced, complained, unsubscribed) per
-- campaign, each kept once by the service's event id however often the webhook repeats it.
insert into rate_clocks (name) values ('mailgun') on conflict (name) do nothing;

create table list_mail_events (
  event_id text primary key,
  -- The list email it is about ("sale-news:12", "back-in-stock"), as sent in the message's variables.
  campaign text not null,
  outbox_id bigint,
  -- No address: the event has done its work on the lists once kept (what "Delete my data" erases stays erased).
  kind text not null check (kind in ('delivered', 'bounced', 'complained', 'unsubscribed')),
  at timestamptz not null default now()
);
create index list_mail_events_campaign on list_mail_events (campaign, kind);
