-- An order's total and what was refunded of it are in Paystack's subunit of the order's currency:
-- kobo on a naira order, cents on a dollar one (060). Their names say so. The functions that read
-- them are in force in functions/*.sql, which `migrate` applies after this.
alter table orders rename column amount_kobo to amount_minor;
alter table orders rename column refunded_kobo to refunded_minor;
