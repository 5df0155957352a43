-- Complaints (issue 33, decision 053): one case about one payment line, with a number the customer
-- follows, a status from the contract's transition table, a time limit in Oman business days fixed when
-- it is raised, and every step kept in complaint_events (what the customer is told and what staff noted).
CREATE SEQUENCE complaint_number_seq START 100001;

CREATE TABLE complaints (
  id serial PRIMARY KEY,
  number text NOT NULL UNIQUE,
  -- A signed-in customer's, or a guest's confirmed by a code sent to the mobile that paid.
  customer_id integer REFERENCES customers (id),
  guest_mobile text,
  payment_id text NOT NULL,
  line_no integer NOT NULL,
  type text NOT NULL CHECK (type IN ('paid_not_credited', 'paid_twice', 'wrong_amount', 'wrong_account', 'refund_not_received', 'other')),
  status text NOT NULL DEFAULT 'received'
    CHECK (status IN ('received', 'assigned', 'under_investigation', 'escalated', 'resolved', 'rejected')),
  description text NOT NULL,
  lang text NOT NULL CHECK (lang IN ('en', 'ar')),
  -- Copied from the line when raised, so the queue filters and reports read one table.
  biller_id integer NOT NULL,
  amount_baisa integer NOT NULL,
  -- Business days allowed (the type's setting when raised); the clock counts from the raise day in Muscat.
  limit_days integer NOT NULL CHECK (limit_days > 0),
  raised_at timestamptz NOT NULL DEFAULT now(),
  assignee_id integer REFERENCES staff (id),
  disposition text,
  refund_link text,
  closed_at timestamptz,
  -- Set once each by the complaint job, so a reminder, an escalation or the automatic refund happens once.
  reminded_at timestamptz,
  overdue_at timestamptz,
  auto_refund_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (payment_id, line_no) REFERENCES payment_lines (payment_id, line_no),
  CHECK (customer_id IS NOT NULL OR guest_mobile IS NOT NULL),
  CHECK ((status IN ('resolved', 'rejected')) = (closed_at IS NOT NULL))
);
-- One open complaint per line and type: a second is refused by the database, whichever server takes it.
CREATE UNIQUE INDEX complaints_one_open ON complaints (payment_id, line_no, type) WHERE status NOT IN ('resolved', 'rejected');
CREATE INDEX complaints_customer ON complaints (customer_id, raised_at DESC);
CREATE INDEX complaints_open ON complaints (raised_at) WHERE status NOT IN ('resolved', 'rejected');
CREATE INDEX complaints_payment ON complaints (payment_id);

CREATE TABLE complaint_events (
  id bigserial PRIMARY KEY,
  complaint_id integer NOT NULL REFERENCES complaints (id),
  at timestamptz NOT NULL DEFAULT now(),
  kind text NOT NULL CHECK (kind IN ('raised', 'status', 'note', 'reply', 'refund', 'reminder')),
  -- Staff member, or null for the customer or the system (named in `actor`).
  staff_id integer REFERENCES staff (id),
  actor text NOT NULL,
  status text,
  text text,
  -- Notes and reminders are staff-only; the customer's timeline shows the rest.
  customer_sees boolean NOT NULL
);
CREATE INDEX complaint_events_complaint ON complaint_events (complaint_id, id);

-- Refunds a complaint asked for (the ComplaintRefunds port, decision 053). The unique key makes the
-- automatic refund of a complaint happen once, whichever server's job runs it.
CREATE TABLE complaint_refund_requests (
  complaint_id integer PRIMARY KEY REFERENCES complaints (id),
  payment_id text NOT NULL,
  line_no integer NOT NULL,
  amount_baisa integer NOT NULL CHECK (amount_baisa > 0),
  reason text NOT NULL,
  requested_by text NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  -- The back office's refund id once the refund service took it (filled by the integrating adapter).
  refund_id text
);

-- Status changes are told to the customer through the outbox, reminders to the assignee.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('receipt', 'refund', 'voucher', 'due_reminder', 'meter_alert', 'staff_invitation', 'complaint'));
