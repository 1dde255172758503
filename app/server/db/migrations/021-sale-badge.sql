-- What shoppers read on a sale's badge, apart from its name (which the owner and orders keep):
-- null shows "20% off" for a percentage and "Sale" for set prices.
alter table sales add column badge text check (badge is null or length(badge) between 1 and 24);
