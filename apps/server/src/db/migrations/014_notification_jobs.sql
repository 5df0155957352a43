-- Jobs that run once per period across all servers (decision 020): a server claims the run when it is
-- due; a run missed while every server was down is due at once when one starts again.
CREATE TABLE scheduled_jobs (
  name text PRIMARY KEY,
  next_run_at timestamptz NOT NULL,
  locked_until timestamptz,
  last_run_at timestamptz,
  last_error text
);

-- A customer's choices about messages (the profile's Notifications section). No row: the defaults.
CREATE TABLE notification_preferences (
  customer_id integer PRIMARY KEY REFERENCES customers (id),
  lang text CHECK (lang IN ('en', 'ar')),
  receipts boolean NOT NULL DEFAULT true,
  receipt_channels text[] NOT NULL DEFAULT '{sms,email}',
  due_reminders boolean NOT NULL DEFAULT true,
  meter_alerts boolean NOT NULL DEFAULT true,
  -- Days before the due date to be reminded on (0: on the day); the bill's arrival is always told.
  reminder_days integer[] NOT NULL DEFAULT '{3,0}',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every change of those choices, with the wording the customer agreed to (Oman's personal data law asks
-- for recorded consent): what, when, which text version.
CREATE TABLE notification_consents (
  id bigserial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  choices jsonb NOT NULL,
  text_version text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notification_consents_customer ON notification_consents (customer_id, at);
