import { beforeAll, describe, expect, it } from 'vitest';
import { backOfficeCalls as c } from '@portal/contract/back-office';
import { useTestApp } from '../support/test-app.ts';
import { auditRows, staffCall, type StaffClient, signedInStaff } from '../support/staff.ts';
import { ledgerPayment, twoBillers } from './settlement-fixtures.ts';

const t = useTestApp();
let ops: StaffClient;
let billerA: number;

beforeAll(async () => {
  ops = await signedInStaff(t, ['finance_ops']);
  [billerA] = await twoBillers(t.db);
});

const DAY = '2024-04-16';

describe('the remittance reference', () => {
  it('is recorded once the day is closed, once, audited, and shows in the day’s report and the month’s statement', async () => {
    await ledgerPayment(t.db, { at: `${DAY}T08:00:00Z`, lines: [{ billerId: billerA, paid: 4_250 }] });
    const remit = (remittanceReference: string, billerId = billerA) =>
      staffCall(t.app, c.settlementRemittance, { day: DAY, billerId, remittanceReference }, { client: ops });

    await staffCall(t.app, c.settlementFetchSandboxFiles, { day: DAY, trouble: [] }, { client: ops });
    await staffCall(t.app, c.reconciliationMatchDay, { day: DAY }, { client: ops });
    const early = await remit('TRF-EARLY');
    expect(early.result.errorCode).toBe(409);
    expect(early.result.errorADesc).toContain('أغلق اليوم');

    expect((await staffCall(t.app, c.settlementCloseDay, { day: DAY }, { client: ops })).result.errorCode).toBe(0);
    expect((await remit('TRF-1', 999_999)).result.errorCode).toBe(404);
    expect((await remit('TRF-2024-04-16-A')).result.errorCode).toBe(0);
    expect((await auditRows(t.db, 1))[0]).toMatchObject({
      action: 'settlement.remittance.record',
      target: `settlement-day:${DAY}`,
      detail: { billerId: billerA, remittanceReference: 'TRF-2024-04-16-A' },
    });

    const again = await remit('TRF-OTHER');
    expect(again.result.errorCode).toBe(409);
    expect(again.result.errorEDesc).toContain('already recorded');
    const report = (await staffCall(t.app, c.settlementReport, { day: DAY, billerId: billerA }, { client: ops })).details!;
    expect(report).toMatchObject({ grossBaisa: 4_250, remittanceReference: 'TRF-2024-04-16-A' });
    const month = (await staffCall(t.app, c.settlementMonthly, { month: '2024-04', billerId: billerA }, { client: ops })).details!;
    expect(month.days.find((d) => d.day === DAY)).toMatchObject({ status: 'closed', remittanceReference: 'TRF-2024-04-16-A' });
  });
});
