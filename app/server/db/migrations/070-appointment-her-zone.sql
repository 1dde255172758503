-- The time zone she booked in (an IANA name, checked against Intl's list; Lagos when she gave
-- none), so her page, the confirmation and the emails show her time beside Lagos's on any device.
alter table appointments add column her_zone text not null default 'Africa/Lagos';
