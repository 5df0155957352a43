-- The dashboard's ad slider (spec 01 §2 Dashboard: "ad slider, default ad when none"). Reference data,
-- brought up to date by id on every start (db/seed/ads.ts). Images are files in public/ads, one per
-- language so the Arabic one reads right to left.
CREATE TABLE dashboard_ads (
  id integer PRIMARY KEY,
  title text NOT NULL,
  title_ar text NOT NULL,
  image_file text NOT NULL,
  image_file_ar text NOT NULL,
  -- A portal path the ad leads to, or none.
  link text,
  -- Shown only when no campaign runs.
  is_default boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  starts_on date,
  ends_on date,
  sort integer NOT NULL DEFAULT 0
);
