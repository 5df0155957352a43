import { describe, expect, it } from 'vitest';
import { calls, GetBillersDetailsSchema, type Biller } from '@portal/contract';
import { BILLERS } from '../../src/db/seed/catalog-data.ts';
import { call, deviceInfo, expectResult } from '../support/api.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp();

async function billers(categoryId: number): Promise<Biller[]> {
  const answer = await call(t.app, calls.getBillers, { deviceInfo, categoryInfo: { categoryId } });
  expectResult(answer, 0);
  return GetBillersDetailsSchema.parse(answer.details).billers;
}

const service = (list: Biller[], id: number) => list.flatMap((b) => b.billerServices).find((s) => s.id === id);

describe('Common/GetBillers', () => {
  it('answers every enabled biller for category 0, grouped by category order', async () => {
    const all = await billers(0);
    expect(all).toHaveLength(BILLERS.length);
    const categoryOrder = all.map((b) => b.categoryId);
    expect(categoryOrder).toEqual([...categoryOrder].sort((a, b) => a - b));
  });

  it('answers only the billers of the category asked, each with its category', async () => {
    const electricity = await billers(1);
    expect(electricity.map((b) => b.name)).toEqual([
      'Muscat Electricity Distribution Company',
      'Mazoon Electricity Company',
      'Majan Electricity Company',
      'Tanweer - Rural Areas Electricity Company',
      'Nama Dhofar Services',
    ]);
    expect(electricity[0]).toMatchObject({ id: 11, arabicName: 'شركة مسقط لتوزيع الكهرباء', isUSDBiller: false, categoryId: 1 });
    for (const b of electricity)
      expect(b.category).toEqual({ id: 1, name: 'Electricity', arabicName: 'الكهرباء', shortName: 'Electricity' });
  });

  it('answers an empty list for a category without billers and for an unknown one', async () => {
    expect(await billers(8)).toEqual([]);
    expect(await billers(999)).toEqual([]);
  });

  it('describes a postpaid electricity service: account label, pattern, details and dashboard', async () => {
    expect(service(await billers(1), 111)).toEqual({
      id: 111,
      billerId: 11,
      name: 'Electricity Bill',
      arabicName: 'فاتورة الكهرباء',
      type: 'PostPaid',
      allowedDecimals: 3,
      isBillDetailsEnabled: true,
      toolTip: 'Account Number',
      toolTipAr: 'رقم الحساب',
      billingNoRegex: '^[0-9]{6,12}$',
      isBillingNoRequired: true,
      isDashboardEnabled: true,
      iframe: null,
      iframeEnabled: false,
      price: null,
      imageURL: null,
      serviceCategories: [],
    });
  });

  it('describes telecom postpaid and prepaid services, prepaid with Recharge and Data categories', async () => {
    const vodafone = (await billers(3)).find((b) => b.name === 'Vodafone Oman')!;
    expect(vodafone.billerServices.map((s) => s.type)).toEqual(['PostPaid', 'PrePaid']);
    const prepaid = service(await billers(3), 313)!;
    expect(prepaid).toMatchObject({
      type: 'PrePaid',
      toolTip: 'Mobile Number',
      toolTipAr: 'رقم الهاتف',
      billingNoRegex: '^9[0-9]{7}$',
      isDashboardEnabled: false,
    });
    expect(prepaid.serviceCategories).toEqual([
      { id: 3131, name: 'Recharge', arabicName: 'شحن رصيد', price: null, imageURL: null },
      { id: 3132, name: 'Data', arabicName: 'باقة بيانات', price: null, imageURL: null },
    ]);
  });

  it('flags gift-card billers isUSDBiller, with priced denominations (OMR, 3 decimals) and images', async () => {
    const gifts = await billers(7);
    expect(gifts.map((b) => b.name)).toEqual(['PlayStation Store', 'Google Play', 'App Store & iTunes', 'Netflix']);
    for (const b of gifts) {
      expect(b.isUSDBiller).toBe(true);
      const [only] = b.billerServices;
      expect(b.billerServices).toHaveLength(1);
      expect(only).toMatchObject({ type: 'PrePaid', isBillingNoRequired: false });
      expect(only!.imageURL).toMatch(/^\/catalog\/.+-banner\.svg$/);
      expect(only!.serviceCategories.length).toBeGreaterThanOrEqual(3);
      for (const d of only!.serviceCategories) {
        expect(d.price).toBeGreaterThan(0);
        expect(Math.round(d.price! * 1000) / 1000).toBe(d.price);
        expect(d.imageURL).toMatch(/^\/catalog\/.+\.svg$/);
      }
    }
    expect(service(gifts, 711)!.serviceCategories.map((d) => [d.name, d.price])).toEqual([
      ['PlayStation Store $10', 3.85],
      ['PlayStation Store $25', 9.65],
      ['PlayStation Store $50', 19.25],
    ]);
    expect((await billers(0)).filter((b) => b.isUSDBiller).map((b) => b.categoryId)).toEqual([7, 7, 7, 7]);
  });

  it('hides nothing the client relies on: Insurance and Entertainment references are optional', async () => {
    for (const categoryId of [5, 6]) {
      for (const s of (await billers(categoryId)).flatMap((b) => b.billerServices)) expect(s.isBillingNoRequired).toBe(false);
    }
  });

  it('has a category with exactly one biller and a biller with exactly one service (auto-selected)', async () => {
    expect(await billers(5)).toHaveLength(1);
    expect((await billers(0)).some((b) => b.billerServices.length === 1)).toBe(true);
  });

  it('gives every biller a logo (WebP) and a marketing image (SVG) under /catalog/, served by this server', async () => {
    const all = await billers(0);
    const urls = new Set<string>();
    for (const b of all) {
      expect(b.billerMarketingInfos.logoUrl).toMatch(/^\/catalog\/[a-z0-9-]+\.webp$/);
      expect(b.marketingImageUrl).toBe(b.billerMarketingInfos.imageUrl);
      urls.add(b.billerMarketingInfos.logoUrl!).add(b.marketingImageUrl!);
      for (const s of b.billerServices) {
        if (s.imageURL) urls.add(s.imageURL);
        for (const c of s.serviceCategories) if (c.imageURL) urls.add(c.imageURL);
      }
    }
    expect(urls.size).toBeGreaterThan(2 * all.length);
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      if (url.endsWith('.webp')) {
        expect(res.headers['content-type']).toContain('image/webp');
        // RIFF....WEBP: a picture, not an error page.
        expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      } else {
        expect(res.headers['content-type']).toContain('image/svg+xml');
        expect(res.body).toContain('<svg');
      }
    }
  });

  it('serves nothing outside the catalog folder', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/catalog/../package.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/catalog/none.svg' })).statusCode).toBe(404);
  });

  it('answers 901 for a negative category id', async () => {
    expectResult(await call(t.app, calls.getBillers.path, { deviceInfo, categoryInfo: { categoryId: -1 } }), 901);
  });
});
