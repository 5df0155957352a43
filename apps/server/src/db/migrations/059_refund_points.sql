-- Points back on a staff refund (issue 31 §5): the part of a refund given back as loyalty points. The
-- card or wallet gives back first; only what the money left on the payment cannot cover goes back as
-- the points the customer spent on it. Fixed when the refund is requested, so approval and a retry
-- after a crash move exactly what was asked for.
ALTER TABLE refunds ADD COLUMN points_baisa bigint NOT NULL DEFAULT 0;
ALTER TABLE refunds ADD CONSTRAINT refunds_points_within CHECK (points_baisa >= 0 AND points_baisa <= amount_baisa);
