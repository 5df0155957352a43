-- Registered bills (spec 01 §3 "Registered bill"): a customer's saved bills, each scoped to its owner.
-- Deleting keeps the row (deleted_at) so payments that named it keep their history.
CREATE TABLE registered_bills (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  biller_id integer NOT NULL REFERENCES billers (id),
  service_id integer NOT NULL REFERENCES biller_services (id),
  service_category_id integer REFERENCES service_categories (id),
  -- The reference as the biller knows it (upper-cased); a water bill's account number.
  billing_no text NOT NULL,
  bill_no text NOT NULL DEFAULT '',
  name text NOT NULL,
  account_number text,
  -- An Iam lookup code (OWNER, TENANT): water bills only.
  ownership text,
  -- Consumption limits: whole OMR and units (digits, at most 9).
  limit_consumption integer CHECK (limit_consumption >= 0),
  limit_consumption_unit integer CHECK (limit_consumption_unit >= 0),
  due_notification text NOT NULL DEFAULT 'SMS' CHECK (due_notification IN ('SMS', 'Email')),
  alert_notification text NOT NULL DEFAULT 'SMS' CHECK (alert_notification IN ('SMS', 'Email')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
-- One live registration per customer and bill: the database refuses a duplicate even when two saves race.
CREATE UNIQUE INDEX registered_bills_unique
  ON registered_bills (customer_id, biller_id, service_id, billing_no, coalesce(service_category_id, 0))
  WHERE deleted_at IS NULL;
CREATE INDEX registered_bills_customer ON registered_bills (customer_id, id) WHERE deleted_at IS NULL;
