-- The admin's home compares today with yesterday up to the same time of day: the takings of the
-- daily roll-up again per Lagos minute, kept for the last two days only (older minutes go as new
-- ones come). Written by daily_takings_add, which every takings trigger calls with today's day.
create table takings_by_minute (
  day text not null check (day ~ '^\d{4}-\d{2}-\d{2}$'),
  minute smallint not null check (minute between 0 and 1439),
  taken bigint not null default 0,
  returned bigint not null default 0,
  primary key (day, minute)
);

-- The minute of the Lagos day (UTC+1 all year) of an instant: 90 at 01:30.
create function lagos_minute(timestamptz) returns smallint
  language sql stable parallel safe strict
  return ((extract(hour from ($1 at time zone 'UTC')) * 60 + extract(minute from ($1 at time zone 'UTC')) + 60)
          :: integer % 1440)::smallint;

create or replace function daily_takings_add(d text, taken bigint, returned bigint, orders integer, paid bigint)
  returns void language sql
  begin atomic
    insert into daily_takings (day, taken, returned, paid_orders, paid_value)
    values (d, taken, returned, orders, paid)
    on conflict (day) do update set
      taken = daily_takings.taken + excluded.taken,
      returned = daily_takings.returned + excluded.returned,
      paid_orders = daily_takings.paid_orders + excluded.paid_orders,
      paid_value = daily_takings.paid_value + excluded.paid_value;
    insert into takings_by_minute (day, minute, taken, returned)
      select d, lagos_minute(now()), taken, returned where taken <> 0 or returned <> 0
    on conflict (day, minute) do update set
      taken = takings_by_minute.taken + excluded.taken,
      returned = takings_by_minute.returned + excluded.returned;
    delete from takings_by_minute where day < to_char(d::date - 1, 'YYYY-MM-DD');
  end;

-- Yesterday's and today's payments so far, by the minute they were confirmed (what went back
-- before this migration is not split by minute).
insert into takings_by_minute (day, minute, taken)
select lagos_day(p.updated_at), lagos_minute(p.updated_at), sum(p.amount)
  from payments p join orders o on o.reference = p.order_reference
 where p.status = 'succeeded' and p.kind <> 'credit' and not o.is_test and o.status <> 'cancelled'
   and lagos_day(p.updated_at) >= lagos_day(now() - interval '1 day')
 group by 1, 2;
