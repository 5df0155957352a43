-- State of the sandbox biller network and sandbox wallet (adapters/*/sandbox-*.ts). They stand in for
-- other companies' systems, so they share no table with the portal; the sandbox_ prefix keeps them apart.

-- What the biller has been paid. A postpaid bill's due is its issued amount minus these since its issue.
CREATE TABLE sandbox_biller_postings (
  reference text PRIMARY KEY,
  biller_id integer NOT NULL,
  service_id integer NOT NULL,
  billing_no text NOT NULL,
  amount_baisa bigint NOT NULL CHECK (amount_baisa > 0),
  biller_trx_id text NOT NULL,
  voucher_code text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_biller_postings_bill ON sandbox_biller_postings (biller_id, service_id, billing_no, created_at);

CREATE TABLE sandbox_wallet_accounts (
  mobile text PRIMARY KEY,
  balance_baisa bigint NOT NULL CHECK (balance_baisa >= 0)
);

-- A debit and its refund share the payment's reference, so the pair (reference, kind) is unique.
CREATE TABLE sandbox_wallet_transactions (
  reference text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('debit', 'refund')),
  mobile text NOT NULL REFERENCES sandbox_wallet_accounts (mobile),
  amount_baisa bigint NOT NULL CHECK (amount_baisa > 0),
  wallet_trx_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (reference, kind)
);
