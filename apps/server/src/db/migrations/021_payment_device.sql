-- The browser a payment was made from (deviceInfo.deviceID), so an inquiry of the same bill from that
-- browser may be told the amount and time of the payment already made (issue 35); anyone else learns
-- only that one is being processed or was made. Lines are found by biller and account.
ALTER TABLE payments ADD COLUMN device_id text;
CREATE INDEX payment_lines_biller_billing ON payment_lines (biller_id, billing_no, created_at DESC);
