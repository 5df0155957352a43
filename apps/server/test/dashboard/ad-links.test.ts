import { describe, expect, it } from 'vitest';
import { calls, GetAdsDetailsSchema, isSafeAdLink } from '@portal/contract';
import { call, deviceInfo } from '../support/api.ts';
import { loginIndividual } from '../support/logins.ts';
import { useTestApp } from '../support/test-app.ts';

/**
 * Issue 30: an ad's link was drawn as it was stored, `javascript:` included, and only the CSP stopped
 * it. A link is a page of ours or an https address, checked when the ad is saved and when it is drawn.
 */
const t = useTestApp();

const UNSAFE = [
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'http://example.om/offer',
  '//evil.example/offer',
  '/\\evil.example/offer',
  'https://user:pass@evil.example/',
  'https:evil.example',
  '/RegistredBill\nSet-Cookie: x=1',
];
const SAFE = ['/RegistredBill', '/CardManagement?tab=2', '/', 'https://www.example.om/offers/summer?utm=portal#top'];

const insertAd = (id: number, link: string) =>
  t.db.query(
    `INSERT INTO dashboard_ads (id, title, title_ar, image_file, image_file_ar, link, sort) VALUES ($1, 'Offer', 'عرض', 'bulk-pay-en.svg', 'bulk-pay-ar.svg', $2, -1)`,
    [id, link],
  );

describe('ad links', () => {
  it('the rule takes our own paths and https addresses only', () => {
    expect(UNSAFE.filter(isSafeAdLink)).toEqual([]);
    expect(SAFE.filter((l) => !isSafeAdLink(l))).toEqual([]);
  });

  it('the table refuses to save any other link', async () => {
    for (const [i, link] of UNSAFE.entries()) await expect(insertAd(900 + i, link), link).rejects.toThrow(/dashboard_ads_safe_link/);
    for (const [i, link] of SAFE.entries()) await insertAd(950 + i, link);
    await t.db.query('DELETE FROM dashboard_ads WHERE id >= 900');
  });

  it('a link that got past the table is drawn as no link at all', async () => {
    await t.db.query('ALTER TABLE dashboard_ads DROP CONSTRAINT dashboard_ads_safe_link');
    await insertAd(990, 'javascript:alert(document.cookie)');
    await insertAd(991, 'https://www.example.om/offers');
    const sid = await loginIndividual(t.app);
    const { ads } = GetAdsDetailsSchema.parse((await call(t.app, calls.getAds, { deviceInfo }, sid)).details);
    expect(ads.find((a) => a.id === 990)).toMatchObject({ link: null });
    expect(ads.find((a) => a.id === 991)).toMatchObject({ link: 'https://www.example.om/offers' });
    expect(JSON.stringify(ads)).not.toContain('javascript:');
  });
});
