-- Staff invitations (issue 31 §1, decision 048): an iam_admin invites; the link is valid 48 hours and works
-- once. The staff row is made only when the invitee accepts, with their password and a proven factor.
CREATE TABLE staff_invitations (
  id serial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  -- The e-mail is written when it is sent (decision 020) and must carry the link: the token is sealed
  -- with the vault, never in the clear, and only its hash is looked up.
  token_sealed text NOT NULL,
  email text NOT NULL,
  display_name text NOT NULL,
  roles text[] NOT NULL,
  lang text NOT NULL CHECK (lang IN ('en', 'ar')),
  invited_by integer NOT NULL REFERENCES staff (id),
  -- The authenticator secret offered when the link is opened (sealed); it becomes the staff member's on acceptance.
  totp_secret text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  staff_id integer REFERENCES staff (id)
);
-- One open invitation per e-mail at a time.
CREATE INDEX staff_invitations_email ON staff_invitations (email) WHERE used_at IS NULL;

ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('receipt', 'refund', 'voucher', 'due_reminder', 'meter_alert', 'staff_invitation'));
