-- Payments survive crashes (decision 013). A payment records that it is about to move money
-- ('authorizing') before any provider is called; every provider call carries a key derived from the
-- payment, line and action, so the reconciler can ask the provider what really happened.
ALTER TABLE payments ADD CONSTRAINT payments_state_check CHECK (state IN (
  'created', 'awaiting_otp', 'authorizing', 'awaiting_gateway', 'authorized', 'completed', 'partially_completed', 'failed', 'expired'));
-- Points given back when lines failed after points were used (the ledger check needs the net).
ALTER TABLE payments ADD COLUMN points_refunded_baisa integer NOT NULL DEFAULT 0;
DROP INDEX payments_open;
CREATE INDEX payments_open ON payments (state, updated_at) WHERE state IN ('created', 'awaiting_otp', 'authorizing', 'awaiting_gateway', 'authorized');

-- A biller that could not be reached is tried again with backoff, for up to 48 hours.
ALTER TABLE payment_lines ADD COLUMN post_attempts integer NOT NULL DEFAULT 0;
ALTER TABLE payment_lines ADD COLUMN next_post_at timestamptz;

-- One inquiry, one payment: the payment that quotes an inquiry takes it in the transaction that
-- creates the payment, and gives it back when it fails or expires.
ALTER TABLE bill_inquiries ADD COLUMN payment_id text;

-- The sandbox wallet answers by key like a real one: every debit and refund is stored under the key
-- our server sent (<paymentId>:<line>:debit, <paymentId>:<line>:refund).
ALTER TABLE sandbox_wallet_transactions ADD COLUMN debit_reference text;

-- The sandbox gateway keeps the answer to every keyed capture, void and refund, so a retried call
-- gets the first answer instead of a second refund.
CREATE TABLE gw_idempotency (
  idempotency_key text PRIMARY KEY,
  payment_id text NOT NULL REFERENCES gw_payments (id),
  action text NOT NULL,
  amount bigint,
  created_at timestamptz NOT NULL
);
