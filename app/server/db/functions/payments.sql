-- An order's first payment, written with it, the text in force (docs/decisions/294-functions-read-once.md): its deposit,
-- or its whole total in its currency's whole units as fromPaystackUnits reads them (order_units,
-- home-figures.sql). `migrate` applies this file after every migration.
create or replace function orders_first_payment() returns trigger language plpgsql as $$
begin
  insert into payments (reference, order_reference, attempt, kind, amount)
  values (new.reference, new.reference, 1,
          case when new.deposit is null then 'full' else 'deposit' end,
          coalesce(new.deposit, order_units(new.amount_minor, new.currency, true)));
  return new;
end
$$;
