-- An address abroad has its town and postcode apart from the street; an order placed before has
-- them in its address line, so they start empty.
alter table orders
  add column city text not null default '',
  add column postcode text not null default '';
