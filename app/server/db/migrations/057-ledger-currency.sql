-- Every row of an order's money carries its currency (docs/decisions/289-every-ledger-row-in-its-currency.md):
-- whole naira for NGN, whole cents for USD, never converted. Rows already kept are naira.
alter table orders drop constraint orders_currency_check;
alter table orders add constraint orders_currency_check check (currency in ('NGN', 'USD'));

alter table payments add column currency text not null default 'NGN' check (currency in ('NGN', 'USD'));
alter table refunds add column currency text not null default 'NGN' check (currency in ('NGN', 'USD'));
alter table credit_codes add column currency text not null default 'NGN' check (currency in ('NGN', 'USD'));
alter table credit_entries add column currency text not null default 'NGN' check (currency in ('NGN', 'USD'));

-- A payment is in its order's currency, whoever writes it (the first payment's trigger included).
create function payments_in_order_currency() returns trigger language plpgsql as $$
begin
  new.currency := (select currency from orders where reference = new.order_reference);
  return new;
end
$$;
create trigger payments_in_order_currency before insert on payments
  for each row execute function payments_in_order_currency();

-- A refund goes back in the currency its payment was made in.
create function refunds_in_payment_currency() returns trigger language plpgsql as $$
begin
  new.currency := (select currency from payments where reference = new.payment_reference);
  return new;
end
$$;
create trigger refunds_in_payment_currency before insert on refunds
  for each row execute function refunds_in_payment_currency();

-- A code's movements are in the code's currency, and it pays only orders of that currency.
create function credit_entries_in_code_currency() returns trigger language plpgsql as $$
declare
  order_currency text;
begin
  new.currency := (select currency from credit_codes where id = new.code_id);
  if new.kind = 'spent' then
    select currency into order_currency from orders where reference = new.order_reference;
    if order_currency is distinct from new.currency then
      raise exception 'A code in % cannot pay an order in %', new.currency, order_currency;
    end if;
  end if;
  return new;
end
$$;
create trigger credit_entries_in_code_currency before insert on credit_entries
  for each row execute function credit_entries_in_code_currency();
