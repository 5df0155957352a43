-- Staff passkeys (issue 31 §1, decision 054): WebAuthn credentials beside the authenticator app.
CREATE TABLE staff_passkeys (
  id serial PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff (id),
  -- The credential id (base64url) the authenticator names itself by; one credential belongs to one member.
  credential_id text NOT NULL UNIQUE,
  -- The COSE public key: not a secret, it only checks signatures.
  public_key bytea NOT NULL,
  -- The authenticator's signature counter: a value not above the stored one is a cloned authenticator.
  sign_count bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX staff_passkeys_staff ON staff_passkeys (staff_id);

-- Challenges live here, not in one server's memory: the options may come from one server and the answer
-- reach another. Single use (used_at, taken by one UPDATE) and short-lived (expires_at).
CREATE TABLE staff_passkey_challenges (
  challenge_hash text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('register', 'sign_in', 'step_up', 'enrol')),
  -- No member yet for an invitee's enrolment: the account is made when the invitation is accepted.
  staff_id integer REFERENCES staff (id) CHECK ((staff_id IS NULL) = (purpose = 'enrol')),
  -- The password step (sign-in), the invitation (enrolment) or the session (the others), as its token's hash.
  bound_to text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX staff_passkey_challenges_expiry ON staff_passkey_challenges (expires_at);
