-- The sandbox biller network's reversals (issue 31, refunds): a reversal gives back part or all of a
-- posting, keyed by our reference so a repeat keeps the first; a reversed amount raises the bill's due again.
CREATE TABLE sandbox_biller_reversals (
  reference text PRIMARY KEY,
  posting_reference text NOT NULL REFERENCES sandbox_biller_postings (reference),
  amount_baisa bigint NOT NULL CHECK (amount_baisa > 0),
  reversal_id text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX sandbox_biller_reversals_posting ON sandbox_biller_reversals (posting_reference);
