-- "Delete my data" with an order on its way (docs/decisions/292-kept-until-it-reaches-her.md): the
-- order keeps her name, phone and delivery address until it is delivered or collected (or ends),
-- then they are erased. A row per order kept, never her data itself: when she asked, and when and
-- at which state the kept facts were erased. A row is claimed once (erased_at set under its lock),
-- whichever instance or replay reaches it first.
create table kept_for_delivery (
  order_reference text primary key references orders (reference),
  asked_at timestamptz not null default now(),
  erased_at timestamptz,
  ended_as text,
  check ((erased_at is null) = (ended_as is null))
);
