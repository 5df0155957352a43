-- Every recorded change of state names states of the table in modules/payments/payment-states.ts
-- (issue 14); payments.state has had the same CHECK since 010. Both lists are checked against that table
-- by test/payments/payment-state-check.test.ts.
ALTER TABLE payment_events ADD CONSTRAINT payment_events_states_known
  CHECK (
    to_state IN ('created', 'awaiting_otp', 'authorizing', 'awaiting_gateway', 'authorized', 'completed', 'partially_completed', 'failed', 'expired')
    AND (from_state IS NULL OR from_state IN ('created', 'awaiting_otp', 'authorizing', 'awaiting_gateway', 'authorized', 'completed', 'partially_completed', 'failed', 'expired'))
  );
