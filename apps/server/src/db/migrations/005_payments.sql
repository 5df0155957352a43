-- Payments (DESIGN §5): one row per payment with an explicit state, one line per bill, every state
-- change stored as an event. Money is integer baisa.
CREATE SEQUENCE payment_reference_seq START 100001;

-- Saved cards hold the gateway's vault token and what may be shown; never a card number or CVV.
CREATE TABLE saved_cards (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  vault_token text NOT NULL UNIQUE,
  masked text NOT NULL,
  expiry text NOT NULL,
  card_name text NOT NULL,
  mobile_no text NOT NULL DEFAULT '0',
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX saved_cards_customer ON saved_cards (customer_id) WHERE deleted_at IS NULL;

CREATE TABLE payments (
  id text PRIMARY KEY,
  reference_number text NOT NULL UNIQUE,
  customer_id integer REFERENCES customers (id),
  kind text NOT NULL CHECK (kind IN ('one_time', 'bulk', 'gift')),
  method text NOT NULL CHECK (method IN ('Wallet', 'CreditCard')),
  state text NOT NULL,
  total_baisa integer NOT NULL CHECK (total_baisa >= 0),
  points_baisa integer NOT NULL DEFAULT 0 CHECK (points_baisa >= 0),
  charged_baisa integer NOT NULL CHECK (charged_baisa >= 0),
  refunded_baisa integer NOT NULL DEFAULT 0,
  mobile text,
  email text,
  lang text NOT NULL DEFAULT 'en',
  saved_card_id integer REFERENCES saved_cards (id),
  -- A single-use nonce handed to the gateway after the customer's code (saved-card flow); never card data.
  pending_nonce text,
  gateway_payment_id text,
  wallet_mobile text,
  return_url text,
  idempotency_key text UNIQUE,
  lease_until timestamptz,
  failure_en text,
  failure_ar text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX payments_customer ON payments (customer_id, created_at DESC);
CREATE INDEX payments_open ON payments (state, updated_at) WHERE state IN ('created', 'awaiting_otp', 'awaiting_gateway', 'authorized');

CREATE TABLE payment_lines (
  payment_id text NOT NULL REFERENCES payments (id),
  line_no integer NOT NULL,
  biller_id integer NOT NULL,
  service_id integer NOT NULL,
  service_category_id integer,
  biller_name text NOT NULL,
  biller_name_ar text NOT NULL,
  service_name text NOT NULL,
  service_name_ar text NOT NULL,
  category_id integer,
  service_type text NOT NULL,
  billing_no text NOT NULL,
  bill_no text NOT NULL DEFAULT '',
  due_baisa integer NOT NULL,
  paid_baisa integer NOT NULL CHECK (paid_baisa >= 0),
  fee_baisa integer NOT NULL DEFAULT 0,
  vat_baisa integer NOT NULL DEFAULT 0,
  tax_baisa integer NOT NULL DEFAULT 0,
  validation_code text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'posted', 'failed', 'refunded')),
  biller_trx_id text,
  voucher_code text,
  posted_at timestamptz,
  failure_en text,
  failure_ar text,
  PRIMARY KEY (payment_id, line_no)
);
CREATE INDEX payment_lines_billing ON payment_lines (billing_no);
CREATE UNIQUE INDEX payment_lines_trx ON payment_lines (biller_trx_id) WHERE biller_trx_id IS NOT NULL;

CREATE TABLE payment_events (
  id serial PRIMARY KEY,
  payment_id text NOT NULL REFERENCES payments (id),
  from_state text,
  to_state text NOT NULL,
  note jsonb,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_events_payment ON payment_events (payment_id, id);

-- Loyalty points, kept as their cash value in baisa (the spec's equivalentCash).
CREATE TABLE customer_points (
  customer_id integer PRIMARY KEY REFERENCES customers (id),
  points_baisa integer NOT NULL DEFAULT 0 CHECK (points_baisa >= 0)
);
