import { beforeAll, describe, expect, it } from 'vitest';
import { backOfficeCalls as c } from '@portal/contract/back-office';
import { settlementDayAt } from '../../src/modules/settlement/business-days.ts';
import { usePaymentApp } from '../support/payment-app.ts';
import { staffCall, type StaffClient, signedInStaff } from '../support/staff.ts';
import { ledgerPayment, twoBillers } from './settlement-fixtures.ts';

/**
 * Issue 34: settlement fetches the biller switch's daily acknowledgement files over its published,
 * signed API (here the sandbox switch as a service, behind a fault proxy) and imports them as uploads.
 */
const t = usePaymentApp({ PROVIDER_BREAKER_OPEN_MS: 300 }, { faultProxies: true });
let ops: StaffClient;
let billerA: number;
let billerB: number;

beforeAll(async () => {
  ops = await signedInStaff(t, ['finance_ops']);
  [billerA, billerB] = await twoBillers(t.db);
});

const fetchFiles = async (day: string) => {
  const r = await staffCall(t.app, c.settlementFetchBillerFiles, { day }, { client: ops });
  expect(r.result.errorCode, r.result.errorEDesc).toBe(0);
  return r.details!.files;
};

describe("the biller switch's acknowledgement files over the wire", () => {
  it('imports one file per biller of the day; the same files again change nothing; the day matches them', async () => {
    await ledgerPayment(t.db, { at: '2024-04-01T08:00:00Z', lines: [{ billerId: billerA, paid: 4_000 }] });
    await ledgerPayment(t.db, {
      at: '2024-04-01T09:00:00Z',
      lines: [
        { billerId: billerA, paid: 1_500 },
        { billerId: billerB, paid: 2_250 },
      ],
    });
    expect(await fetchFiles('2024-04-01')).toEqual([
      { billerId: billerA, outcome: 'imported', lines: 2 },
      { billerId: billerB, outcome: 'imported', lines: 1 },
    ]);
    expect((await fetchFiles('2024-04-01')).map((f) => f.outcome)).toEqual(['unchanged', 'unchanged']);
    const day = await staffCall(t.app, c.reconciliationDay, { day: '2024-04-01' }, { client: ops });
    const billerFiles = day.details!.files.filter((f) => f.source === 'biller');
    expect(billerFiles.map((f) => [f.billerId, f.totalBaisa])).toEqual([
      [billerA, 5_500],
      [billerB, 2_250],
    ]);
  });

  it('leaves a day the switch still calls open unimported, and says so when the switch cannot be reached', async () => {
    await ledgerPayment(t.db, { at: new Date().toISOString(), lines: [{ billerId: billerA, paid: 700 }] });
    const today = settlementDayAt(new Date(), new Set());
    // The seeded demo history has payments of other billers in these days too: none is imported.
    const open = await fetchFiles(today);
    expect(open).toContainEqual({ billerId: billerA, outcome: 'not_ready', lines: 0 });
    expect(open.every((f) => f.outcome === 'not_ready')).toBe(true);

    await ledgerPayment(t.db, { at: '2024-04-09T08:00:00Z', lines: [{ billerId: billerB, paid: 900 }] });
    t.proxies!.billers.arm('POST /v1/acknowledgements ', { kind: 'drop' }, 3);
    expect(await fetchFiles('2024-04-09')).toEqual([{ billerId: billerB, outcome: 'unavailable', lines: 0 }]);
    t.proxies!.billers.clear();
    await new Promise((r) => setTimeout(r, 350)); // the breaker's half-open wait
    expect(await fetchFiles('2024-04-09')).toEqual([{ billerId: billerB, outcome: 'imported', lines: 1 }]);
  });
});
