-- The sandbox card gateway's own state (apps/server/src/adapters/payment-gateway/sandbox). It stands
-- in for a separate company's system, so it shares no table with the portal; the gw_ prefix keeps it
-- apart. No full card number or CVV is ever stored: only BIN, last four digits, brand, expiry, name
-- and the outcome the test card asks for. Secrets (access tokens, nonces) are kept as SHA-256 hashes.
CREATE TABLE gw_access_tokens (
  token_hash text PRIMARY KEY,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE TABLE gw_vault (
  token text PRIMARY KEY,
  bin text NOT NULL,
  last4 text NOT NULL,
  brand text NOT NULL,
  exp_month text NOT NULL,
  exp_year text NOT NULL,
  name text NOT NULL,
  behaviour text NOT NULL CHECK (behaviour IN ('approve', 'decline', 'challenge', 'insufficient')),
  created_at timestamptz NOT NULL,
  deleted_at timestamptz
);

-- A one-time nonce: either a new card (kind 'card') or a saved card's CVV check (kind 'cvv', bound to a vault token).
CREATE TABLE gw_nonces (
  nonce_hash text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('card', 'cvv')),
  vault_token text REFERENCES gw_vault (token),
  bin text,
  last4 text,
  brand text,
  exp_month text,
  exp_year text,
  name text,
  behaviour text CHECK (behaviour IN ('approve', 'decline', 'challenge', 'insufficient')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE gw_payments (
  id text PRIMARY KEY,
  status text NOT NULL CHECK (status IN ('requires_action', 'authorized', 'captured', 'voided', 'refunded', 'declined', 'failed')),
  amount bigint NOT NULL CHECK (amount > 0),
  currency integer NOT NULL,
  reference text NOT NULL,
  return_url text NOT NULL,
  lang text NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'ar')),
  idempotency_key text UNIQUE,
  decline_reason text,
  bin text NOT NULL,
  last4 text NOT NULL,
  brand text NOT NULL,
  exp_month text NOT NULL,
  exp_year text NOT NULL,
  name text NOT NULL,
  vault_token text,
  challenge_attempts integer NOT NULL DEFAULT 0,
  refunded_amount bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX gw_payments_reference ON gw_payments (reference);

-- Every change of a payment's state, in order (like GOV.UK Pay's charge events).
CREATE TABLE gw_payment_events (
  id bigserial PRIMARY KEY,
  payment_id text NOT NULL REFERENCES gw_payments (id),
  from_status text,
  to_status text NOT NULL,
  amount bigint,
  at timestamptz NOT NULL
);
CREATE INDEX gw_payment_events_payment ON gw_payment_events (payment_id);
