-- The owner reads the emails about an order on its page (docs/decisions/293-the-demo-mailbox.md):
-- its notices by order_reference (their unique key), and the alerts that name it in their
-- parameters (its store credit, a gift card it bought, an aso-ebi share's reminder) by this index.
create index outbox_alerts_by_reference on outbox ((params ->> 'reference')) where alert_key is not null;
