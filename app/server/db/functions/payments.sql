-- An order's first payment, written with it, the text in force (docs/decisions/294-functions-read-once.md): its deposit,
-- or its whole total, in its currency's minor unit as every amount of the ledger (073). `migrate`
-- applies this file after every migration.
create or replace function orders_first_payment() returns trigger language plpgsql as $$
begin
  insert into payments (reference, order_reference, attempt, kind, amount)
  values (new.reference, new.reference, 1,
          case when new.deposit is null then 'full' else 'deposit' end,
          coalesce(new.deposit, new.amount_minor));
  return new;
end
$$;
