-- Paystack's page for a payment the shop started on the redirect checkout: a second "pay" while it
-- is still open (same amount, not yet expired) is sent to the same page instead of a new attempt.
alter table payments add column authorization_url text;

-- An unpaid order holds its code's use only as long as its stock hold: until this instant, renewed
-- while Paystack reports a payment on its way; null once the order is paid (the use is kept).
alter table discount_uses add column lapses_at timestamptz;
update discount_uses u set lapses_at = u.created_at + interval '30 minutes'
  from orders o where o.reference = u.order_reference and o.status = 'pending';
