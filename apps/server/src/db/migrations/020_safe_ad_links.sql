-- An ad leads to a page of ours or to an https address, nothing else (issue 30: isSafeAdLink in
-- packages/contract/src/ad-link.ts, which also checks each link as it is drawn). A link saved before
-- the rule is dropped: the ad still shows, without a way out of the page.
UPDATE dashboard_ads SET link = NULL
 WHERE link IS NOT NULL AND link !~ '^(/([^/\\[:space:][:cntrl:]][^\\[:space:][:cntrl:]]*)?|https://[^/?#@\\[:space:][:cntrl:]]+([/?#][^\\[:space:][:cntrl:]]*)?)$';
ALTER TABLE dashboard_ads ADD CONSTRAINT dashboard_ads_safe_link CHECK (
  link IS NULL OR (
    length(link) <= 500
    AND link ~ '^(/([^/\\[:space:][:cntrl:]][^\\[:space:][:cntrl:]]*)?|https://[^/?#@\\[:space:][:cntrl:]]+([/?#][^\\[:space:][:cntrl:]]*)?)$'
  )
);
