-- A deposit now and the balance later (docs/decisions/247-a-deposit-and-its-balance.md).
-- An order paid in full keeps deposit null: every order placed before shows as it did.
alter table orders
  -- Whole naira the shopper chose to pay first (75% of the total); null when paid in full.
  add column deposit integer check (deposit is null or deposit > 0),
  -- When the balance of a deposit order is due: 24 hours before its promised ready day (Lagos).
  add column balance_due_at timestamptz,
  add constraint orders_deposit_below_total check (deposit is null or deposit * 100 < amount_kobo),
  add constraint orders_deposit_has_due check ((deposit is null) = (balance_due_at is null));

-- A payment is the whole order, the deposit, the balance, or a further try at what is due.
alter table payments drop constraint payments_kind_check;
alter table payments add constraint payments_kind_check check (kind in ('full', 'deposit', 'balance', 'retry'));

-- The first payment of a deposit order is its deposit.
create or replace function orders_first_payment() returns trigger language plpgsql as $$
begin
  insert into payments (reference, order_reference, attempt, kind, amount)
  values (new.reference, new.reference, 1,
          case when new.deposit is null then 'full' else 'deposit' end,
          coalesce(new.deposit, new.amount_kobo / 100));
  return new;
end
$$;

-- The reminders (docs/decisions/248-reminders-once-by-the-outbox.md): the balance's two, the
-- owner's when it is overdue, and an unpaid order's one; like every notice, once per order.
alter table outbox drop constraint outbox_notice_check;
alter table outbox add constraint outbox_notice_check check (notice in (
  'owner-paid', 'owner-review', 'owner-expired', 'owner-money-to-return',
  'customer-paid', 'customer-shipped', 'customer-ready',
  'customer-balance-soon', 'customer-balance-due', 'owner-balance-overdue', 'customer-unpaid'));

create index orders_balance_due on orders (balance_due_at) where balance_due_at is not null;
