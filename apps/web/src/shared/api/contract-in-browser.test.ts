import { types } from 'node:util';
import * as eager from '@portal/contract';
import { afterAll, describe, expect, it, vi } from 'vitest';

/**
 * In the browser the contract's schemas are proxies built on first use (contract/lazy.ts, decision 030).
 * These tests load the contract as the browser does and hold it to the one Node builds at once.
 */
async function browserContract(): Promise<typeof eager> {
  vi.resetModules();
  (globalThis as { document?: unknown }).document = {};
  try {
    return await import('@portal/contract');
  } finally {
    delete (globalThis as { document?: unknown }).document;
  }
}

const outcome = (result: { success: boolean; error?: { issues: { code: string; path: PropertyKey[] }[] } }) => ({
  success: result.success,
  issues: result.error?.issues.map((i) => `${i.code}@${i.path.join('.')}`) ?? [],
});

const samples: unknown[] = [{}, null, 'x', { deviceInfo: { deviceId: 'd' } }, { result: { errorCode: 0 } }];

describe('the contract in the browser', () => {
  afterAll(() => vi.resetModules());

  it('answers every call exactly as the contract Node builds', async () => {
    const lazy = await browserContract();
    expect(Object.keys(lazy.calls)).toEqual(Object.keys(eager.calls));
    expect(types.isProxy(lazy.calls.login.request)).toBe(true);
    expect(types.isProxy(eager.calls.login.request)).toBe(false);
    for (const [name, call] of Object.entries(lazy.calls)) {
      const same = eager.calls[name as keyof typeof eager.calls];
      for (const sample of samples) {
        expect(outcome(call.request.safeParse(sample)), `${name} request`).toEqual(outcome(same.request.safeParse(sample)));
        expect(outcome(call.details.safeParse(sample)), `${name} details`).toEqual(outcome(same.details.safeParse(sample)));
      }
    }
  });

  it('builds no exported schema before it is used: each is written lazy(() => …)', async () => {
    const lazy = await browserContract();
    const eagerSchemas = Object.entries(lazy)
      .filter(([name, value]) => name.endsWith('Schema') && typeof value === 'object' && !types.isProxy(value))
      .map(([name]) => name);
    expect(eagerSchemas).toEqual([]);
  });

  it('reads a whole answer through nested proxies, refinements included', async () => {
    const lazy = await browserContract();
    const answer = {
      result: { errorCode: 0, errorADesc: '', errorEDesc: '' },
      details: { categories: [{ id: 1, name: 'Electricity', arabicName: 'الكهرباء', shortName: 'E' }] },
    };
    expect(lazy.envelopeSchema(lazy.calls.getBillerCategory.details).parse(answer)).toEqual(answer);
    expect(lazy.OmrAmountSchema.safeParse(1.2345).success).toBe(false);
    expect(lazy.OmrAmountSchema.safeParse(1.234).success).toBe(true);
    expect(Object.keys(lazy.CategorySchema.shape)).toEqual(Object.keys(eager.CategorySchema.shape));
  });
});
