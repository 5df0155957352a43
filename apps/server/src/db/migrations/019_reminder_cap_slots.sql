-- The daily cap of reminders and alerts holds across workers (issue 30): a worker takes one of the
-- customer's slots for the day (counted_at) under a per-customer lock before it sends, instead of
-- counting what was delivered, which two workers could both read as under the cap and both send.
ALTER TABLE notifications ADD COLUMN counted_at timestamptz;
UPDATE notifications SET counted_at = delivered_at WHERE status = 'delivered' AND kind IN ('due_reminder', 'meter_alert');
DROP INDEX notifications_customer_day;
CREATE INDEX notifications_customer_counted ON notifications (customer_id, counted_at) WHERE counted_at IS NOT NULL;
