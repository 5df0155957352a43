-- The loyalty points a staff refund took back (decision 063): points are earned on the money a payment
-- keeps, so the 1% its refunded money had earned goes from the balance, as far as the balance holds it.
-- Kept on the refund so the customer's message says what went, and the back office can see it.
ALTER TABLE refunds ADD COLUMN earned_points_taken_baisa bigint NOT NULL DEFAULT 0 CHECK (earned_points_taken_baisa >= 0);
