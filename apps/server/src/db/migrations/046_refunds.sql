-- Staff refunds (issue 31 §5, decision 047): one row per refund of one bill line, moved only by the
-- table in modules/refunds/refund-states.ts. Amounts in baisa. A line's refunds never pass what was
-- paid on it: the request locks the line and counts every refund still alive before it inserts.
CREATE TABLE refunds (
  id text PRIMARY KEY,
  payment_id text NOT NULL,
  line_no integer NOT NULL,
  amount_baisa bigint NOT NULL CHECK (amount_baisa > 0),
  reason text NOT NULL,
  note text NOT NULL,
  state text NOT NULL CHECK (state IN ('requested', 'pending_approval', 'approved', 'submitted', 'succeeded', 'failed', 'rejected', 'expired')),
  requested_by integer NOT NULL REFERENCES staff (id),
  decided_by integer REFERENCES staff (id),
  decision_note text,
  -- The biller's side once the money went back: the switch reversed the posting, or it was too late
  -- and the amount is a claim against the biller's next settlement.
  biller_outcome text CHECK (biller_outcome IN ('reversed', 'claim')),
  biller_reversal_id text,
  failure_en text,
  failure_ar text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  -- An approval after this is refused and the refund expires (24 h after the request).
  expires_at timestamptz,
  -- Whoever is moving a submitted refund's money holds it until then (one server at a time).
  lease_until timestamptz,
  FOREIGN KEY (payment_id, line_no) REFERENCES payment_lines (payment_id, line_no)
);
CREATE INDEX refunds_payment ON refunds (payment_id, line_no);
CREATE INDEX refunds_open ON refunds (state, updated_at) WHERE state IN ('pending_approval', 'approved', 'submitted');

-- What staff refunds gave back on a line, for the customer's history and receipt.
ALTER TABLE payment_lines ADD COLUMN refunded_baisa bigint NOT NULL DEFAULT 0 CHECK (refunded_baisa >= 0 AND refunded_baisa <= paid_baisa);
