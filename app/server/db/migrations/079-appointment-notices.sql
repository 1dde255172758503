-- An appointment's notices on WhatsApp and SMS (docs/messages.md): a notice names an order or an
-- appointment, never both. An appointment's is kept once per purpose and start, so a second sight
-- of its booking sends nothing more while a move to a new start sends again.
alter table notices alter column order_reference drop not null;
alter table notices add column appointment_id bigint references appointments (id);
alter table notices add column starts_at timestamptz;
alter table notices add constraint notices_order_or_appointment
  check ((order_reference is null) <> (appointment_id is null) and (appointment_id is null) = (starts_at is null));
alter table notices add constraint notices_once_per_start unique (appointment_id, purpose, starts_at);

-- Consent given on the booking form names the appointment, so deleting her data finds it.
alter table message_consents add column appointment_id bigint references appointments (id);
