-- Messages to customers (decision 020): written in the transaction of the event that causes them, then
-- delivered at least once by the notification worker of any server. A message is one event, one channel,
-- one recipient: the unique key keeps a repeated event (a completion run twice, two servers) to one
-- message. Bodies are not stored: they are rendered from the payment or bill when sent, so nothing
-- secret (a voucher code) rests here.
CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  event_key text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('receipt', 'refund', 'voucher', 'due_reminder', 'meter_alert')),
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient text NOT NULL,
  lang text NOT NULL CHECK (lang IN ('en', 'ar')),
  customer_id integer REFERENCES customers (id),
  -- What the message is about: {"paymentId": …, "lineNo": …} or {"billId": …, …}.
  subject jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'delivered', 'failed', 'cancelled')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- A sender's claim; a sender that died mid-send leaves it to lapse, and the message goes again.
  locked_until timestamptz,
  provider_id text,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  UNIQUE (event_key, channel, recipient)
);
CREATE INDEX notifications_due ON notifications (next_attempt_at) WHERE status IN ('queued', 'sending');
CREATE INDEX notifications_customer_day ON notifications (customer_id, delivered_at) WHERE status = 'delivered';

-- The demo mailbox: what the in-process sandbox SMTP server received (demo mode only, like sms_outbox).
CREATE TABLE sandbox_mailbox (
  id bigserial PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  attachments jsonb NOT NULL DEFAULT '[]',
  raw_size integer NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_mailbox_recipient ON sandbox_mailbox (recipient, id);

-- The demo outbox tells codes from notices, so a receipt's numbers are never read as a code.
ALTER TABLE sms_outbox ADD COLUMN kind text NOT NULL DEFAULT 'code' CHECK (kind IN ('code', 'notice'));
