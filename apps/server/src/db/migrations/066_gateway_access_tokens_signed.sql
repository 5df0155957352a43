-- The sandbox gateway's access tokens are signed, not stored (decision 078): nothing writes or reads
-- this table any more. It held only hashes of short-lived tokens, so nothing is lost with it.
DROP TABLE gw_access_tokens;
