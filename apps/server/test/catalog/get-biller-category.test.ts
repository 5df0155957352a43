import { describe, expect, it } from 'vitest';
import { calls, GetBillerCategoryDetailsSchema } from '@portal/contract';
import { call, deviceInfo, expectResult } from '../support/api.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp();

async function categories() {
  const answer = await call(t.app, calls.getBillerCategory, { deviceInfo, customerInfo: { customerID: -1 } });
  expectResult(answer, 0);
  return GetBillerCategoryDetailsSchema.parse(answer.details).categories;
}

describe('Common/GetBillerCategory', () => {
  it('lists the bilingual categories in their order', async () => {
    expect(await categories()).toEqual([
      { id: 1, name: 'Electricity', arabicName: 'الكهرباء', shortName: 'Electricity' },
      { id: 2, name: 'Water', arabicName: 'المياه', shortName: 'Water' },
      { id: 3, name: 'Telecom', arabicName: 'الاتصالات', shortName: 'Telecom' },
      { id: 4, name: 'Government', arabicName: 'الجهات الحكومية', shortName: 'Government' },
      { id: 5, name: 'Insurance', arabicName: 'التأمين', shortName: 'Insurance' },
      { id: 6, name: 'Entertainment', arabicName: 'الترفيه', shortName: 'Entertainment' },
      { id: 7, name: 'Gift Cards', arabicName: 'بطاقات الهدايا', shortName: 'GiftCards' },
    ]);
  });

  it('leaves out a category without billers (Education is configured but empty)', async () => {
    const [row] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM biller_categories WHERE short_name = 'Education'`);
    expect(row?.n).toBe(1);
    expect((await categories()).map((c) => c.shortName)).not.toContain('Education');
  });

  it('leaves out a category whose only billers are disabled', async () => {
    await t.db.query('UPDATE billers SET enabled = false WHERE category_id = 5');
    try {
      expect((await categories()).map((c) => c.id)).not.toContain(5);
    } finally {
      await t.db.query('UPDATE billers SET enabled = true WHERE category_id = 5');
    }
  });

  it('needs no customer: the call works for a visitor without customerInfo', async () => {
    const answer = await call(t.app, calls.getBillerCategory, { deviceInfo });
    expectResult(answer, 0);
    expect(GetBillerCategoryDetailsSchema.parse(answer.details).categories).toHaveLength(7);
  });

  it('answers 901 without deviceInfo', async () => {
    expectResult(await call(t.app, calls.getBillerCategory.path, {}), 901);
  });
});
