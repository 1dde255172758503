-- The days the atelier is closed: public holidays (she can edit them) and her leave. Every date the
-- shop promises, and every appointment slot, skips them. Nigeria's fixed public holidays and
-- Easter are filled in for 2026 and 2027; the moving ones (the Eids, the Prophet's birthday) are
-- hers to add once they are declared.
create table closed_days (
  day date primary key,
  kind text not null check (kind in ('holiday', 'leave')),
  reason text not null default '' check (length(reason) <= 80),
  created_at timestamptz not null default now()
);

insert into closed_days (day, kind, reason) values
  ('2026-01-01', 'holiday', 'New Year''s Day'),
  ('2026-04-03', 'holiday', 'Good Friday'),
  ('2026-04-06', 'holiday', 'Easter Monday'),
  ('2026-05-01', 'holiday', 'Workers'' Day'),
  ('2026-06-12', 'holiday', 'Democracy Day'),
  ('2026-10-01', 'holiday', 'Independence Day'),
  ('2026-12-25', 'holiday', 'Christmas Day'),
  ('2026-12-26', 'holiday', 'Boxing Day'),
  ('2027-01-01', 'holiday', 'New Year''s Day'),
  ('2027-03-26', 'holiday', 'Good Friday'),
  ('2027-03-29', 'holiday', 'Easter Monday'),
  ('2027-05-01', 'holiday', 'Workers'' Day'),
  ('2027-06-12', 'holiday', 'Democracy Day'),
  ('2027-10-01', 'holiday', 'Independence Day'),
  ('2027-12-25', 'holiday', 'Christmas Day'),
  ('2027-12-26', 'holiday', 'Boxing Day');
