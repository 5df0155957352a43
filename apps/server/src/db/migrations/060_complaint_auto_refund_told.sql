-- The automatic refund of a complaint (issue 33 §3): when its outcome (the line's money given back, or the
-- biller taking the posting after all) was told to the customer. The clock job tells each outcome once, also
-- when a crash came between asking and the payment's settlement (the payments' reconciler finishes it).
ALTER TABLE complaints ADD COLUMN auto_refund_told_at timestamptz;
