-- A complaint's attachments (issue 33 §1, decision 053): kept in the database, not a folder, so every
-- server sees them, they are never under the web root, a refused upload leaves nothing (one
-- transaction), and backups carry them. Size and count are capped by the contract (3 × 2 MiB).
CREATE TABLE complaint_attachments (
  id serial PRIMARY KEY,
  complaint_id integer NOT NULL REFERENCES complaints (id),
  file_name text NOT NULL,
  -- Read from the file's first bytes, never from its name or the browser's claim.
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'application/pdf')),
  bytes integer NOT NULL CHECK (bytes > 0 AND bytes <= 2097152),
  sha256 text NOT NULL,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX complaint_attachments_complaint ON complaint_attachments (complaint_id);
