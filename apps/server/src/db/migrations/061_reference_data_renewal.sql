-- What the reference data (lookups, content, catalog, ads) was last renewed from (issue 36): a start
-- whose seed would write the same rows skips the few hundred upserts. One row.
CREATE TABLE reference_data_renewal (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  checksum text NOT NULL,
  renewed_at timestamptz NOT NULL DEFAULT now()
);
