-- An order's amount_kobo or refunded_kobo in whole units of its currency exactly as
-- fromPaystackUnits reads them (app/features/currency/ledger-units.ts): naira from kobo with any
-- kobo below a naira dropped, for a total and a refund alike; cents as kept. 059 rounded a refund,
-- so the home's takings could differ by a naira from what the order's account said was returned.
create or replace function order_units(units bigint, cur text, whole boolean) returns bigint
  language sql immutable parallel safe
  return case when cur = 'USD' then units else floor(units / 100.0)::bigint end;
