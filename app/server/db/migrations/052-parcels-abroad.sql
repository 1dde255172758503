-- Delivery abroad priced by the parcel (docs/decisions/285-delivery-abroad-by-the-parcels-weight.md):
-- DHL's rate per zone for each half kilogram, the month's surcharge the owner keeps, and each
-- product's weight and packed box per size ('' for every size it has no row of its own).
create table dhl_rates (
  zone text not null check (zone in ('west-africa', 'africa', 'uk-europe', 'americas', 'world')),
  half_kilos integer not null check (half_kilos between 1 and 140),
  naira integer not null check (naira > 0),
  primary key (zone, half_kilos)
);

create table dhl_surcharge (
  id integer primary key default 1 check (id = 1),
  percent numeric(5, 1) not null check (percent >= 0 and percent <= 300),
  updated_at timestamptz not null default now()
);

create table product_parcels (
  product_id integer not null references products (id) on delete cascade,
  size text not null default '',
  grams integer not null check (grams > 0 and grams <= 70000),
  length_cm integer not null check (length_cm between 1 and 300),
  width_cm integer not null check (width_cm between 1 and 300),
  height_cm integer not null check (height_cm between 1 and 300),
  updated_at timestamptz not null default now(),
  primary key (product_id, size)
);

-- Placeholder rates until the owner keeps hers: up to 10 kg, a first half kilogram and each next one.
insert into dhl_rates (zone, half_kilos, naira)
select z.zone, n, z.first + z.next * (n - 1)
  from (values ('west-africa', 30000, 6000), ('africa', 38000, 7500), ('uk-europe', 45000, 9000),
               ('americas', 52000, 10500), ('world', 58000, 12000)) as z(zone, first, next),
       generate_series(1, 20) as n;

insert into dhl_surcharge (percent) values (20);
