-- The outbox carries the shop's own alerts to the owner beside messages and order notices: a row
-- names the alert and its occasion (alert_key, e.g. 'owner-sign-in-budget:1795565849123', the start
-- of the spent window), unique, so every instance that sees the occasion queues one email between
-- them. Its template parameters are fixed when it is queued.
alter table outbox
  add column alert_key text unique,
  drop constraint outbox_one_subject,
  add constraint outbox_one_subject check (num_nonnulls(message_id, order_reference, alert_key) = 1),
  add constraint outbox_alert_params check (alert_key is null or params is not null);
