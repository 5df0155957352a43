import { describe, expect, it } from 'vitest';
import { calls, GetLookUpDetailsSchema } from '@portal/contract';
import { call, deviceInfo, expectResult } from '../support/api.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp();
const lookUp = (code: string) => call(t.app, calls.getLookUp, { deviceInfo, lookupsInfo: { code }, sysOpInfo: null });

/** Each kind the request names, the key its list comes back under, and codes it must hold. */
const KINDS = [
  ['DocumentType', 'documentType', ['NID', 'PASSPORT', 'CNID']],
  ['NATCODE', 'natcode', ['OM', 'IN', 'GB']],
  ['Iam', 'iam', ['OWNER', 'TENANT']],
  ['PaymentHistoryStatus', 'paymentHistoryStatus', ['Success', 'Pending', 'Failed']],
  ['PaymentMethod', 'paymentMethod', ['CreditCard', 'Wallet']],
] as const;

describe('Common/GetLookUp', () => {
  it.each(KINDS)('answers %s under %s, bilingual', async (kind, key, codes) => {
    const answer = await lookUp(kind);
    expectResult(answer, 0);
    const details = GetLookUpDetailsSchema.parse(answer.details);
    expect(Object.keys(answer.details as object)).toEqual([key]);
    const list = details[key] ?? [];
    expect(list.map((i) => i.code)).toEqual(expect.arrayContaining([...codes]));
    for (const item of list) {
      expect(item.edesc).toMatch(/[A-Za-z]/);
      expect(item.adesc).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('answers several kinds at once', async () => {
    const answer = await lookUp('DocumentType,NATCODE');
    expectResult(answer, 0);
    const details = GetLookUpDetailsSchema.parse(answer.details);
    expect(Object.keys(answer.details as object).sort()).toEqual(['documentType', 'natcode']);
    expect(details.natcode?.find((n) => n.code === 'OM')).toEqual({ code: 'OM', edesc: 'Oman', adesc: 'عُمان' });
    const all = await lookUp(KINDS.map(([kind]) => kind).join(' , '));
    expect(Object.keys(all.details as object).sort()).toEqual(KINDS.map(([, key]) => key).sort());
  });

  it('answers 901 for an unknown kind, alone or among known ones, and for no kind at all', async () => {
    for (const code of ['Unknown', 'DocumentType,Unknown', 'documenttype', ',', '']) {
      const answer = await lookUp(code);
      expectResult(answer, 901);
      expect(answer.details).toBeNull();
    }
  });
});
