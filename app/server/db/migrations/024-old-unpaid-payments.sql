-- 020-payments.sql gave every order placed before it one payment, and wrote 'reported' (waiting
-- for Paystack's confirmation) for each one not paid nor in review, cancelled and expired orders
-- too: their owner's page said "Awaiting Paystack" of an order no one can pay any more. 020 was
-- already applied where the shop runs, so this corrects its rows: the backfilled payment (made
-- before 020 was applied) of an old order cancelled or expired unpaid is open, "Not paid". A
-- pending one still awaits confirmation, as its page said before the ledger.
update payments p
   set status = 'open', updated_at = now()
  from orders o
 where p.order_reference = o.reference
   and p.status = 'reported'
   and o.status in ('cancelled', 'expired')
   and o.paid_at is null
   and p.created_at < (select applied_at from schema_migrations where name = '020-payments');
