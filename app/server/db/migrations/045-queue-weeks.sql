-- The pieces booked per week of the atelier's queue, kept by the orders' trigger below in the
-- transaction of the order's change: an order taking its place under the capacity's lock reads a
-- row per week ahead instead of summing every order still to be made.
create table queue_weeks (
  week date primary key check (extract(isodow from week) = 1),
  pieces integer not null check (pieces >= 0),
  express integer not null check (express >= 0 and express <= pieces)
);

-- A week's count moved by `more` pieces, `more_express` of them express (negative: freed). The
-- row proposed by the insert meets the checks too, hence its values at least 0.
create function queue_weeks_add(w date, more integer, more_express integer) returns void language sql
  begin atomic
    insert into queue_weeks (week, pieces, express) values (w, greatest(more, 0), greatest(more_express, 0))
    on conflict (week) do update set
      pieces = queue_weeks.pieces + more, express = queue_weeks.express + more_express;
    delete from queue_weeks where more < 0 and week = w and pieces = 0;
  end;

-- An order's pieces take their week's place while it is still to be made: not once cancelled,
-- lapsed or refunded.
create function order_booked(o orders) returns boolean
  language sql immutable parallel safe
  return o.queue_week is not null and o.queue_pieces > 0 and o.status not in ('cancelled', 'expired', 'refunded');

create function orders_count_queue() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and order_booked(old) and order_booked(new)
     and old.queue_week = new.queue_week and old.queue_pieces = new.queue_pieces
     and old.queue_express = new.queue_express then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') and order_booked(old) then
    perform queue_weeks_add(old.queue_week, -old.queue_pieces, case when old.queue_express then -old.queue_pieces else 0 end);
  end if;
  if tg_op in ('UPDATE', 'INSERT') and order_booked(new) then
    perform queue_weeks_add(new.queue_week, new.queue_pieces, case when new.queue_express then new.queue_pieces else 0 end);
  end if;
  return null;
end
$$;
create trigger orders_count_queue
  after insert or update of queue_week, queue_pieces, queue_express, status or delete on orders
  for each row execute function orders_count_queue();

insert into queue_weeks (week, pieces, express)
select queue_week, sum(queue_pieces), sum(case when queue_express then queue_pieces else 0 end)
  from orders
 where queue_week is not null and queue_pieces > 0 and status not in ('cancelled', 'expired', 'refunded')
 group by queue_week;

-- An order taking its place in one call: the capacity's row locked until the transaction ends,
-- then the weeks from `from_week` read. A volatile function's statements each take a snapshot of
-- their own, so the weeks are read after the lock is granted and count every order booked before.
create function lock_queue(from_week date) returns table (weekly integer, express integer, booked jsonb)
  language plpgsql volatile as $$
begin
  perform 1 from atelier_capacity where id = 1 for update;
  return query
    select c.weekly_pieces, c.express_pieces,
           coalesce((select jsonb_agg(jsonb_build_object('week', to_char(w.week, 'YYYY-MM-DD'),
                                                         'pieces', w.pieces, 'express', w.express) order by w.week)
                       from queue_weeks w where w.week >= from_week), '[]'::jsonb)
      from atelier_capacity c where c.id = 1;
end
$$;
