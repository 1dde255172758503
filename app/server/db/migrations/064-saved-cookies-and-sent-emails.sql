-- Saved pieces kept only for a device that comes back (docs/decisions/295-limits-before-cost-and-deleting-is-deleting.md):
-- a save from a request without the cookie stores its row as not yet returned; the first request
-- that brings the cookie back marks the device's rows, and rows still unreturned after an hour
-- are forgotten by a job. Rows saved before this are a returning browser's.
alter table saved_pieces add column cookie_returned boolean not null default true;
create index saved_pieces_unreturned on saved_pieces (saved_at) where not cookie_returned;

-- Sent (or withheld) emails keep their words 30 days, then a job erases them (the row stays: its
-- key keeps the occasion from being sent twice). The job looks only at such rows still holding words,
-- by when they went (a withheld one has no sent_at: when it was withheld).
create index outbox_gone_with_words on outbox ((coalesce(sent_at, next_attempt_at)))
  where status <> 'pending' and params is not null and params <> '{}'::jsonb;
