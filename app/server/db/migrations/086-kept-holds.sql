-- A ready-to-wear piece of an order paid in parts stays held once its first part is paid: its hold
-- is "kept" (still counted in stock.held, never lapsing) until the order is paid in full (sold) or
-- cancelled (released) (docs/decisions/302-a-collections-plan-and-a-hold-kept-till-paid.md).
alter table stock_holds drop constraint stock_holds_state_check;
alter table stock_holds add constraint stock_holds_state_check
  check (state in ('held', 'kept', 'sold', 'released'));
