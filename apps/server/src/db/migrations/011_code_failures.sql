-- Wrong one-time codes counted per account across challenges (decision 015): a mobile (or a decoy's
-- subject) and a family of purposes. Kept in the database so every server process counts together.
-- One guard row per account: every wrong try takes it first, so concurrent tries on several servers
-- count exactly; it also holds the lock the failures lead to.
CREATE TABLE otp_guards (
  subject text NOT NULL,
  family text NOT NULL,
  locked_until timestamptz,
  PRIMARY KEY (subject, family)
);

CREATE TABLE otp_failures (
  id bigserial PRIMARY KEY,
  subject text NOT NULL,
  family text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX otp_failures_account ON otp_failures (subject, family, at);
