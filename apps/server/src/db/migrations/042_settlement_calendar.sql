-- Oman's banking calendar for settlement (issue 32 §1): Friday and Saturday are never banking days
-- (business-days.ts); public holidays are entered by finance here. A holiday is withdrawn, never deleted,
-- so a day's settlement window can always be explained afterwards.
CREATE TABLE settlement_holidays (
  day date PRIMARY KEY,
  name_en text NOT NULL,
  name_ar text NOT NULL,
  added_by integer NOT NULL REFERENCES staff (id),
  added_at timestamptz NOT NULL DEFAULT now(),
  withdrawn_by integer REFERENCES staff (id),
  withdrawn_at timestamptz
);
