-- Request counters of the API rate limits when servers share PostgreSQL but no Redis (decision 019).
-- UNLOGGED: a counter lost in a crash only forgives a minute's requests, and it spares the WAL a write
-- per request.
CREATE UNLOGGED TABLE rate_limit_counters (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  resets_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_resets_at ON rate_limit_counters (resets_at);
