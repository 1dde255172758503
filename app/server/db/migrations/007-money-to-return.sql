-- A payment an order did not take (it was cancelled, or the amount or currency differ) is money the
-- owner is to return: one email to her per order, through the outbox like the other order emails.
alter table outbox drop constraint outbox_notice_check;
alter table outbox add constraint outbox_notice_check check (notice in (
  'owner-paid', 'owner-review', 'owner-expired', 'owner-money-to-return',
  'customer-paid', 'customer-shipped', 'customer-ready'));
