-- Pay small small (docs/decisions/299-pay-small-small-a-plan-frozen-on-the-order.md): the plan she chose, frozen on the order in the transaction
-- that places it, and its parts, one row each with its amount in the order's minor unit and its
-- last Lagos day to pay. Payments stay in the payments ledger: the account covers the parts in order.
create table order_plans (
  order_reference text primary key references orders (reference) on delete cascade,
  first_percent integer not null check (first_percent between 30 and 75),
  anchor text not null check (anchor in ('ready-by', 'final-fitting', 'event')),
  anchor_on date not null,
  fee_minor bigint not null default 0 check (fee_minor >= 0),
  cut_share_minor bigint not null check (cut_share_minor > 0),
  cancel_kind text not null check (cancel_kind in ('credit', 'refund')),
  cancel_fee_minor bigint not null default 0 check (cancel_fee_minor >= 0),
  chosen_at timestamptz not null default now()
);

create table order_plan_parts (
  order_reference text not null references order_plans (order_reference) on delete cascade,
  part integer not null check (part between 1 and 6),
  amount_minor bigint not null check (amount_minor > 0),
  due_on date not null,
  primary key (order_reference, part)
);

-- A plan's part is reminded once per part: its balance reminders are kept under the part's number.
alter table outbox drop constraint outbox_notice_check;
alter table outbox add constraint outbox_notice_check check (notice in (
  'owner-paid', 'owner-review', 'owner-expired', 'owner-money-to-return',
  'customer-paid', 'customer-shipped', 'customer-ready',
  'customer-balance-soon', 'customer-balance-due', 'owner-balance-overdue', 'customer-unpaid',
  'customer-quote')
  or notice ~ '^(customer-balance-soon|customer-balance-due|owner-balance-overdue)#part-[1-6]$');
