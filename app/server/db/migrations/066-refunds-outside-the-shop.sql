-- "Mark refunded" is money the owner returned outside the shop (a bank transfer, cash): a refund
-- row of its own kind against the order's Paystack payment, so the order's account reads it as it
-- reads Paystack's (docs/decisions/258-refunds-a-table-beside-the-payments.md). It is processed
-- when written and never asked of Paystack, nor taken for a refund Paystack tells of.
alter table refunds add column kind text not null default 'paystack' check (kind in ('paystack', 'outside'));
alter table refunds add constraint refunds_outside_settled
  check (kind = 'paystack' or (status = 'processed' and paystack_id is null and paystack_reference is null));
