-- Statements from the outside world (issue 32 §2, docs/settlement-files.md): the card gateway's
-- settlement file and each biller's acknowledgement file, one current file per source, biller and
-- business day. The same bytes as the current file change nothing (sha256); a corrected file supersedes
-- the earlier one, which is kept with its lines (an earlier file sent again is a new correction).
CREATE TABLE settlement_files (
  id serial PRIMARY KEY,
  source text NOT NULL CHECK (source IN ('gateway', 'biller')),
  -- 0 for the gateway's file, so (source, biller_id, business_day) is one key.
  biller_id integer NOT NULL,
  business_day date NOT NULL,
  sha256 text NOT NULL,
  content text NOT NULL,
  line_count integer NOT NULL,
  total_baisa bigint NOT NULL,
  imported_by integer REFERENCES staff (id),
  imported_at timestamptz NOT NULL DEFAULT now(),
  -- The file this one corrects; that file's superseded_at is set in the same transaction.
  replaces integer REFERENCES settlement_files (id),
  superseded_at timestamptz
);
CREATE UNIQUE INDEX settlement_files_current ON settlement_files (source, biller_id, business_day) WHERE superseded_at IS NULL;

CREATE TABLE settlement_file_lines (
  file_id integer NOT NULL REFERENCES settlement_files (id),
  line_no integer NOT NULL,
  record_type text NOT NULL CHECK (record_type IN ('CAPTURE', 'REFUND', 'FEE', 'POSTING', 'REVERSAL')),
  reference text NOT NULL,
  outside_reference text NOT NULL,
  amount_baisa bigint NOT NULL CHECK (amount_baisa >= 0),
  value_date date NOT NULL,
  PRIMARY KEY (file_id, line_no)
);
CREATE INDEX settlement_file_lines_reference ON settlement_file_lines (reference);
