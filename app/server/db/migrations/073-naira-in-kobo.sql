-- Every amount an order's money is kept in is in its currency's minor unit: kobo for NGN, as cents
-- already were for USD and as orders.amount_minor and refunded_minor already were (069). Naira rows
-- kept before are multiplied by 100 (docs/decisions/289-every-ledger-row-in-its-currency.md). The
-- catalogue's figures (prices, delivery and appointment types' fees, gift card amounts on sale,
-- discount codes' values and minimums, the sales' naira) stay whole naira, as the spec gives them.
-- The functions that write these rows are in force in functions/*.sql, applied after this.

-- A kobo column outgrows integer at ₦21 million: the ledger's own tables take bigint. The orders'
-- columns keep integer (a function takes the orders row type, order_booked, 045), ₦21 million a line.
alter table payments alter column amount type bigint;
alter table refunds alter column amount type bigint;
alter table credit_entries alter column amount type bigint;
alter table discount_uses alter column amount type bigint;
alter table gift_cards alter column amount type bigint;
alter table appointments alter column fee type bigint;

alter table gift_cards drop constraint gift_cards_amount_check;
alter table orders drop constraint orders_deposit_below_total;

-- Rows only change unit here: nothing is paid, counted or booked again.
alter table orders disable trigger user;
alter table payments disable trigger user;
alter table refunds disable trigger user;
alter table credit_entries disable trigger user;

update payments set amount = amount * 100 where currency = 'NGN';
update refunds set amount = amount * 100 where currency = 'NGN';
update credit_entries set amount = amount * 100 where currency = 'NGN';
update discount_uses u set amount = u.amount * 100
  from orders o where o.reference = u.order_reference and o.currency = 'NGN';
-- A gift card is sold in naira: it is its order's (and its code's) money.
update gift_cards set amount = amount * 100;
update appointments a set fee = a.fee * 100
  from orders o where o.reference = a.fee_order and o.currency = 'NGN';
update daily_takings set taken = taken * 100, returned = returned * 100, paid_value = paid_value * 100
  where currency = 'NGN';
update takings_by_minute set taken = taken * 100, returned = returned * 100 where currency = 'NGN';

-- A naira order's lines and fees in kobo, as a dollar order's are in cents.
update orders set
  deposit = deposit * 100,
  delivery_fee = delivery_fee * 100,
  express_fee = express_fee * 100,
  discount_amount = discount_amount * 100,
  items = (select coalesce(jsonb_agg(
             i || jsonb_strip_nulls(jsonb_build_object(
               'unitPrice', ((i ->> 'unitPrice')::bigint * 100),
               'lineTotal', ((i ->> 'lineTotal')::bigint * 100),
               'listPrice', ((i ->> 'listPrice')::bigint * 100)))
             order by n), '[]'::jsonb)
           from jsonb_array_elements(items) with ordinality as e (i, n))
  where currency = 'NGN';
update order_events e set details = jsonb_set(e.details, '{amount}', to_jsonb((e.details ->> 'amount')::bigint * 100))
  from orders o
  where o.reference = e.reference and o.currency = 'NGN'
    and e.details ->> 'kind' = 'payment-moved' and e.details ? 'amount';

-- Who did what: the naira accounts and code balances an entry kept before and after, in kobo.
create function naira_standing_in_kobo(s jsonb) returns jsonb language sql immutable as $$
  select case
    when s is null or jsonb_typeof(s) <> 'object' or coalesce(s ->> 'currency', 'NGN') <> 'NGN' then s
    else coalesce((
      select jsonb_object_agg(k, case
               when k in ('netPaid', 'creditIssued', 'movedOut', 'codeBalance') and jsonb_typeof(v) = 'number'
                 then to_jsonb((v #>> '{}')::numeric * 100)
               when k = 'refunded' and jsonb_typeof(v) = 'object'
                 then (select jsonb_object_agg(k2, case when jsonb_typeof(v2) = 'number'
                                                        then to_jsonb((v2 #>> '{}')::numeric * 100) else v2 end)
                         from jsonb_each(v) as r (k2, v2))
               else v end)
        from jsonb_each(s) as e (k, v)), s)
  end
$$;
update audit_entries set before = naira_standing_in_kobo(before), after = naira_standing_in_kobo(after)
  where before is not null or after is not null;
drop function naira_standing_in_kobo(jsonb);

alter table orders enable trigger user;
alter table payments enable trigger user;
alter table refunds enable trigger user;
alter table credit_entries enable trigger user;

alter table gift_cards add constraint gift_cards_amount_check check (amount between 100000 and 100000000);
-- A deposit and its order's total in one unit, whichever the currency.
alter table orders add constraint orders_deposit_below_total check (deposit is null or deposit < amount_minor);

-- Amounts meet the takings as they are kept: the conversion from kobo to naira (061) is gone.
drop function order_units(bigint, text, boolean);
