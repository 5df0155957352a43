-- The back office (issue 31, decision 043): staff are not customers. Their own accounts, sign-in steps
-- and sessions, and an append-only audit log whose rows are chained by hash.
CREATE TABLE staff (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  display_name text NOT NULL,
  roles text[] NOT NULL,
  password_hash text,
  -- Sealed with the vault (platform/vault.ts): a copy of the database alone gives no factor away.
  totp_secret text,
  -- The last authenticator time step accepted: a code of that step or older is a replay.
  totp_last_step bigint,
  failed_passwords integer NOT NULL DEFAULT 0,
  locked_at timestamptz,
  disabled_at timestamptz,
  demo boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A password that was right, waiting for the second factor: no session until the factor is given.
CREATE TABLE staff_sign_ins (
  token_hash text PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff (id),
  wrong_codes integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE staff_sessions (
  id_hash text PRIMARY KEY,
  -- A short public handle, so a staff member can name a session to end without its secret.
  handle text NOT NULL UNIQUE,
  staff_id integer NOT NULL REFERENCES staff (id),
  csrf_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  absolute_expires_at timestamptz NOT NULL,
  factor_at timestamptz NOT NULL,
  ended_at timestamptz,
  ip text
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id) WHERE ended_at IS NULL;

-- Each row's hash covers its content and the previous row's hash, so an edited or removed row breaks
-- the chain from there on (npm run audit:verify). Rows are only ever inserted.
CREATE TABLE staff_audit (
  seq bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  actor_staff_id integer,
  actor text NOT NULL,
  action text NOT NULL,
  target text,
  outcome text NOT NULL,
  ip text,
  detail jsonb NOT NULL DEFAULT '{}',
  prev_hash text NOT NULL,
  hash text NOT NULL UNIQUE
);
CREATE INDEX staff_audit_actor ON staff_audit (actor, seq);
CREATE INDEX staff_audit_target ON staff_audit (target, seq);
CREATE INDEX staff_audit_action ON staff_audit (action, seq);

-- The backstop behind the database role's grants: no UPDATE or DELETE of an audit row, whoever asks.
-- (One line per statement: migrate.ts splits on a semicolon at the end of a line.)
CREATE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'staff_audit is append-only'; END $$;
CREATE TRIGGER staff_audit_no_change BEFORE UPDATE OR DELETE ON staff_audit FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only();
CREATE TRIGGER staff_audit_no_truncate BEFORE TRUNCATE ON staff_audit FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_append_only();

-- The back office's search (issue 31 §3) finds a payment by each of these keys at 100,000 payments and more.
CREATE INDEX payments_gateway_id ON payments (gateway_payment_id) WHERE gateway_payment_id IS NOT NULL;
CREATE INDEX payments_mobile ON payments (mobile) WHERE mobile IS NOT NULL;
CREATE INDEX payments_wallet_mobile ON payments (wallet_mobile) WHERE wallet_mobile IS NOT NULL;
CREATE INDEX payments_email ON payments (lower(email));
CREATE INDEX payments_card_last4 ON payments (card_last4) WHERE card_last4 IS NOT NULL;
CREATE INDEX payments_created ON payments (created_at DESC, id DESC);
CREATE INDEX customers_email ON customers (lower(email));
CREATE INDEX customers_mobile ON customers (mobile_no);
