-- The biller catalog (spec 01 §3, 02 §3) and the inquiries answered from it. Ids are fixed by the seed
-- (db/seed/catalog.ts) so registered bills, tests and the sandbox biller network can name them.
CREATE TABLE biller_categories (
  id integer PRIMARY KEY,
  name text NOT NULL,
  arabic_name text NOT NULL,
  -- The client keys behaviour on it (Entertainment and Insurance hide the reference field).
  short_name text NOT NULL UNIQUE,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE billers (
  id integer PRIMARY KEY,
  category_id integer NOT NULL REFERENCES biller_categories (id),
  name text NOT NULL,
  arabic_name text NOT NULL,
  is_usd_biller boolean NOT NULL DEFAULT false,
  -- File names under public/catalog; the API answers them as /catalog/<file>.
  logo_file text,
  marketing_image_file text,
  enabled boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX billers_category ON billers (category_id, sort);

CREATE TABLE biller_services (
  id integer PRIMARY KEY,
  biller_id integer NOT NULL REFERENCES billers (id),
  name text NOT NULL,
  arabic_name text NOT NULL,
  type text NOT NULL CHECK (type IN ('PostPaid', 'PrePaid', 'External')),
  allowed_decimals integer NOT NULL DEFAULT 3 CHECK (allowed_decimals BETWEEN 0 AND 3),
  is_bill_details_enabled boolean NOT NULL DEFAULT false,
  tool_tip text NOT NULL,
  tool_tip_ar text NOT NULL,
  -- NULL means the default reference pattern: 3 to 30 letters or digits (spec 02 §5).
  billing_no_regex text,
  is_billing_no_required boolean NOT NULL DEFAULT true,
  is_dashboard_enabled boolean NOT NULL DEFAULT false,
  iframe text,
  iframe_enabled boolean NOT NULL DEFAULT false,
  price_baisa bigint CHECK (price_baisa > 0),
  image_file text,
  enabled boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX biller_services_biller ON biller_services (biller_id, sort);

-- Sub-choices of a service: prepaid kinds (Recharge, Data) or gift-card denominations with a price.
CREATE TABLE service_categories (
  id integer PRIMARY KEY,
  service_id integer NOT NULL REFERENCES biller_services (id),
  name text NOT NULL,
  arabic_name text NOT NULL,
  price_baisa bigint CHECK (price_baisa > 0),
  image_file text,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX service_categories_service ON service_categories (service_id, sort);

-- One answered inquiry. Its id is the validationCode the client quotes when paying, so a payment's
-- amounts come from here and never from the client (DESIGN §5).
CREATE TABLE bill_inquiries (
  id text PRIMARY KEY,
  biller_id integer NOT NULL REFERENCES billers (id),
  service_id integer NOT NULL REFERENCES biller_services (id),
  service_type text NOT NULL,
  service_category_id integer REFERENCES service_categories (id),
  billing_no text NOT NULL,
  bill_no text NOT NULL,
  due_baisa bigint NOT NULL,
  fee_baisa bigint NOT NULL,
  vat_baisa bigint NOT NULL,
  tax_baisa bigint NOT NULL,
  debt_recovered_baisa bigint NOT NULL,
  allow_partial boolean NOT NULL,
  min_baisa bigint NOT NULL,
  max_baisa bigint NOT NULL,
  customer_name text NOT NULL,
  customer_name_ar text NOT NULL,
  account text NOT NULL,
  due_date text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX bill_inquiries_expiry ON bill_inquiries (expires_at);
