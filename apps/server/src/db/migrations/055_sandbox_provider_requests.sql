-- The request ids a sandbox provider has accepted (issue 34): kept in the database its instances share,
-- so a request replayed to another instance of the same provider is refused as it would be by the first.
-- A row is needed only while its timestamp could still be accepted; older ones are deleted as new arrive.
CREATE TABLE sandbox_provider_requests (
  provider text NOT NULL,
  request_id text NOT NULL,
  seen_at timestamptz NOT NULL,
  PRIMARY KEY (provider, request_id)
);
CREATE INDEX sandbox_provider_requests_seen ON sandbox_provider_requests (seen_at);
