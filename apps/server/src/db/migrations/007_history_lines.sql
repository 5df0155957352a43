-- Transaction history lists payment lines of one customer, newest first, filtered and paged in SQL
-- (modules/transaction-history). Each line carries copies of its payment's owner, creation time and
-- method, which never change after the payment is created, so a page and its count are read from one
-- index of payment_lines instead of a join over every payment the customer ever made.
ALTER TABLE payment_lines ADD COLUMN customer_id integer;
ALTER TABLE payment_lines ADD COLUMN created_at timestamptz;
ALTER TABLE payment_lines ADD COLUMN method text;
UPDATE payment_lines l SET customer_id = p.customer_id, created_at = p.created_at, method = p.method FROM payments p WHERE p.id = l.payment_id;
ALTER TABLE payment_lines ALTER COLUMN created_at SET NOT NULL;
ALTER TABLE payment_lines ALTER COLUMN method SET NOT NULL;
-- Lines left at 0 in a bulk payment were not paid and are no transaction; visitors have no history.
CREATE INDEX payment_lines_history ON payment_lines (customer_id, created_at DESC, payment_id DESC, line_no)
  WHERE paid_baisa > 0 AND customer_id IS NOT NULL;
