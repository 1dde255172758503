-- A dollar order's amount_kobo is Paystack's subunit, cents, as its every other figure
-- (docs/decisions/289-every-ledger-row-in-its-currency.md): its first payment and its deposit's
-- bound read it so; a naira order's is kobo, read as before.
create or replace function orders_first_payment() returns trigger language plpgsql as $$
begin
  insert into payments (reference, order_reference, attempt, kind, amount)
  values (new.reference, new.reference, 1,
          case when new.deposit is null then 'full' else 'deposit' end,
          coalesce(new.deposit, case when new.currency = 'USD' then new.amount_kobo else new.amount_kobo / 100 end));
  return new;
end
$$;

alter table orders drop constraint orders_deposit_below_total;
alter table orders add constraint orders_deposit_below_total check (
  deposit is null or (case when currency = 'USD' then deposit else deposit * 100 end) < amount_kobo
);
