-- Three-way matching and day close (issue 32 §3-4, decision 052). A business day has one row once it
-- was matched; exceptions are never deleted, only resolved.
CREATE TABLE settlement_days (
  business_day date PRIMARY KEY,
  status text NOT NULL CHECK (status IN ('open', 'matched', 'exceptions', 'closed')),
  matched_at timestamptz,
  closed_at timestamptz,
  closed_by integer REFERENCES staff (id),
  -- The approver's sign-off: which exceptions stay open and why.
  sign_off jsonb
);

CREATE TABLE reconciliation_exceptions (
  id serial PRIMARY KEY,
  business_day date NOT NULL,
  -- NULL for a gateway line of a payment across several billers, or a reference we do not know.
  biller_id integer,
  side text NOT NULL CHECK (side IN ('gateway', 'biller')),
  kind text NOT NULL CHECK (kind IN ('missing_at_gateway', 'missing_at_biller', 'amount_differs', 'duplicate', 'unknown_reference', 'timing')),
  reference text NOT NULL,
  payment_id text,
  ledger_baisa bigint,
  outside_baisa bigint,
  owner_staff_id integer REFERENCES staff (id),
  opened_at timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
  resolution text CHECK (resolution IN ('matched_late', 'refund_issued', 'claim_raised', 'written_off')),
  resolution_note text,
  resolved_by integer REFERENCES staff (id),
  approved_by integer REFERENCES staff (id),
  resolved_at timestamptz,
  CHECK ((status = 'open') = (resolution IS NULL))
);
-- One open exception per day, side, reference and kind: matching the day again finds it, not a copy.
CREATE UNIQUE INDEX reconciliation_exceptions_open ON reconciliation_exceptions (business_day, side, reference, kind) WHERE status = 'open';
CREATE INDEX reconciliation_exceptions_queue ON reconciliation_exceptions (status, opened_at);

-- What the matching counted per biller per day (the day's view and the report read it).
CREATE TABLE settlement_day_billers (
  business_day date NOT NULL,
  biller_id integer NOT NULL,
  ledger_lines integer NOT NULL,
  ledger_baisa bigint NOT NULL,
  matched_lines integer NOT NULL,
  matched_baisa bigint NOT NULL,
  PRIMARY KEY (business_day, biller_id)
);

-- A correction found after a day closed goes on an open day, naming the day it corrects.
CREATE TABLE settlement_adjustments (
  id serial PRIMARY KEY,
  business_day date NOT NULL,
  corrects_day date NOT NULL,
  biller_id integer NOT NULL,
  amount_baisa bigint NOT NULL,
  reason text NOT NULL,
  created_by integer NOT NULL REFERENCES staff (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The remittance to a biller for a day, once paid.
CREATE TABLE settlement_remittances (
  business_day date NOT NULL,
  biller_id integer NOT NULL,
  remittance_reference text NOT NULL,
  recorded_by integer NOT NULL REFERENCES staff (id),
  recorded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_day, biller_id)
);

-- The match reads a settlement window of our ledger and of the sandboxes' books by time (issue 32's
-- 100,000 payments a day).
CREATE INDEX payment_lines_posted_at ON payment_lines (posted_at) WHERE status IN ('posted', 'refunded');
CREATE INDEX payments_completed_at ON payments (completed_at) WHERE method = 'CreditCard';
CREATE INDEX gw_payment_events_at ON gw_payment_events (at);
CREATE INDEX sandbox_biller_postings_created ON sandbox_biller_postings (created_at);
