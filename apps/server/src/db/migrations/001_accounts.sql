-- Customers, sessions, one-time codes, the demo SMS outbox and the content the account screens need.
CREATE TABLE customers (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('individual', 'company')),
  user_name text UNIQUE,
  mobile_no text NOT NULL,
  email text,
  first_name text, second_name text, third_name text, last_name text,
  first_name_ar text, second_name_ar text, third_name_ar text, last_name_ar text,
  contact_person_name text, contact_person_job_title text,
  address text, address2 text,
  document_type text NOT NULL CHECK (document_type IN ('CNID', 'NID', 'PASSPORT')),
  document_no text NOT NULL,
  date_of_birth date,
  nat_country text,
  residence_country text,
  password_hash text,
  must_change_password boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX customers_individual_mobile ON customers (mobile_no) WHERE kind = 'individual';
CREATE UNIQUE INDEX customers_document ON customers (document_type, document_no);

-- Only a hash of the session id is stored, so a leaked table does not leak live sessions.
CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  absolute_expires_at timestamptz NOT NULL,
  ended_at timestamptz,
  ip text
);
CREATE INDEX sessions_customer ON sessions (customer_id);

CREATE TABLE otp_codes (
  utr text PRIMARY KEY,
  purpose text NOT NULL,
  subject text NOT NULL,
  customer_id integer REFERENCES customers (id),
  code_hash text NOT NULL,
  payload jsonb,
  ip text,
  delivered boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  consumed_at timestamptz,
  locked boolean NOT NULL DEFAULT false
);
CREATE INDEX otp_codes_subject ON otp_codes (subject, created_at);
CREATE INDEX otp_codes_ip ON otp_codes (ip, created_at);

CREATE TABLE password_grants (
  token_hash text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  purpose text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE login_failures (
  id serial PRIMARY KEY,
  user_key text NOT NULL,
  ip text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_user ON login_failures (user_key, at);

-- The sandbox SMS provider's "sent" box; a real provider replaces it (DESIGN §6).
CREATE TABLE sms_outbox (
  id serial PRIMARY KEY,
  mobile text NOT NULL,
  body text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_outbox_mobile ON sms_outbox (mobile, id);

CREATE TABLE general_settings (
  code text PRIMARY KEY,
  edesc text NOT NULL,
  adesc text NOT NULL
);

CREATE TABLE lookups (
  kind text NOT NULL,
  code text NOT NULL,
  edesc text NOT NULL,
  adesc text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (kind, code)
);

-- Secrets every server process must share (e.g. the one-time-code pepper), generated on first start.
CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);
