-- A visitor's typed contact gets at most so many receipts a day (issue 30): the count looks here.
CREATE INDEX notifications_visitor_recipient ON notifications (recipient, created_at) WHERE customer_id IS NULL;
