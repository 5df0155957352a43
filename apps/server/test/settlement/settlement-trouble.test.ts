import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@portal/contract';
import { backOfficeCalls as c } from '@portal/contract/back-office';
import { useTestApp } from '../support/test-app.ts';
import {
  auditRows,
  staffCall,
  type StaffClient,
  signedInStaff,
  answered,
  newStaff,
  signInStaff,
  nextCode,
  type TestStaff,
} from '../support/staff.ts';
import { settlementAlerts } from '../../src/modules/settlement/settlement-alerts.ts';
import { ledgerPayment, twoBillers } from './settlement-fixtures.ts';

// Trouble in the files, day close and alerts (each step builds on the one before); clean days: settlement-days.test.ts.
const t = useTestApp();
let ops: StaffClient;
let approver: StaffClient;
let approverStaff: TestStaff;
let auditor: StaffClient;
let billerA: number;
let billerB: number;

beforeAll(async () => {
  ops = await signedInStaff(t, ['finance_ops']);
  approverStaff = await newStaff(t.db, ['finance_approver']);
  approver = await signInStaff(t.app, approverStaff);
  auditor = await signedInStaff(t, ['auditor']);
  [billerA, billerB] = await twoBillers(t.db);
});

describe('trouble in the files', () => {
  const day = '2024-03-11';
  const next = '2024-03-12';
  let ids: Record<'missing' | 'off' | 'never' | 'late' | 'dup' | 'fine', string>;

  it('each kind of trouble produces exactly its exception', async () => {
    const pay = (hour: number, billerId: number) =>
      ledgerPayment(t.db, { at: `${day}T0${hour}:00:00Z`, lines: [{ billerId, paid: 4_000 + hour }] });
    ids = {
      missing: await pay(1, billerA),
      off: await pay(2, billerA),
      never: await pay(3, billerB),
      late: await pay(4, billerB),
      dup: await pay(5, billerA),
      fine: await pay(6, billerB),
    };
    const trouble = [
      { kind: 'missing_line' as const, paymentId: ids.missing },
      { kind: 'amount_off' as const, paymentId: ids.off },
      { kind: 'never_posted' as const, paymentId: ids.never },
      { kind: 'late_posting' as const, paymentId: ids.late },
      { kind: 'duplicate' as const, paymentId: ids.dup },
      { kind: 'unknown_reference' as const, paymentId: 'ZZ-UNKNOWN-1' },
    ];
    answered(await staffCall(t.app, c.settlementFetchSandboxFiles, { day, trouble }, { client: ops }));
    answered(await staffCall(t.app, c.settlementFetchSandboxFiles, { day: next, trouble }, { client: ops }));
    const match = answered(await staffCall(t.app, c.reconciliationMatchDay, { day }, { client: ops })).details!;
    expect(match).toMatchObject({ status: 'exceptions', newExceptions: 6, openExceptions: 6 });
    const found = answered(await staffCall(t.app, c.reconciliationExceptions, { day }, { client: auditor })).details!.exceptions;
    const brief = found.map((e) => [e.side, e.kind, e.paymentId ?? e.reference, e.ledgerBaisa, e.outsideBaisa]).sort();
    expect(brief).toEqual(
      [
        ['gateway', 'missing_at_gateway', ids.missing, 4_001, null],
        ['gateway', 'amount_differs', ids.off, 4_002, 3_999],
        ['biller', 'missing_at_biller', ids.never, 4_003, null],
        ['biller', 'timing', ids.late, 4_004, null],
        ['biller', 'duplicate', ids.dup, 4_005, 4_005],
        ['gateway', 'unknown_reference', 'ZZ-UNKNOWN-1', null, 1_000],
      ].sort(),
    );
    expect(found.every((e) => e.status === 'open' && e.ageDays === 0 && e.ownerStaffId !== null)).toBe(true);
    // Matching again finds the same exceptions, not copies.
    expect(answered(await staffCall(t.app, c.reconciliationMatchDay, { day }, { client: ops })).details!.newExceptions).toBe(0);
    // The late posting is no stranger on the day it lands; only that day's own unknown capture is an exception.
    expect(answered(await staffCall(t.app, c.reconciliationMatchDay, { day: next }, { client: ops })).details).toMatchObject({
      openExceptions: 1,
    });
    const nextDay = answered(await staffCall(t.app, c.reconciliationExceptions, { day: next }, { client: ops })).details!.exceptions;
    expect(nextDay.map((e) => [e.kind, e.reference])).toEqual([['unknown_reference', 'ZZ-UNKNOWN-1']]);
  });

  it('day close: refused with open exceptions, then an approver signs off naming what stays open; the closed day is frozen', async () => {
    const open = answered(await staffCall(t.app, c.reconciliationExceptions, { day, status: 'open' }, { client: ops })).details!.exceptions;
    const byKind = (k: string) => open.find((e) => e.kind === k)!;
    const resolve = (kind: string, resolution: 'matched_late' | 'claim_raised', note: string) =>
      staffCall(t.app, c.reconciliationResolve, { exceptionId: byKind(kind).id, resolution, note }, { client: ops });
    answered(await resolve('timing', 'matched_late', 'landed on 12 March'));
    answered(await resolve('missing_at_biller', 'claim_raised', 'claim C-1 sent to the biller'));
    // Writing off takes a finance approver.
    expect(
      (await staffCall(t.app, c.reconciliationWriteOff, { exceptionId: byKind('amount_differs').id, note: 'three baisa' }, { client: ops }))
        .result.errorCode,
    ).toBe(401);
    // A write-off is an approval: with the factor six minutes old, a code first (-2, refused in the audit log), then it goes.
    const staleFactor = (who: TestStaff) =>
      t.db.query(`UPDATE staff_sessions SET factor_at = now() - interval '6 minutes' WHERE staff_id = $1`, [who.id]);
    const freshFactor = async (who: TestStaff, client: StaffClient) =>
      answered(await staffCall(t.app, c.staffStepUp, { code: await nextCode(who) }, { client }));
    await staleFactor(approverStaff);
    const asked = await staffCall(
      t.app,
      c.reconciliationWriteOff,
      { exceptionId: byKind('amount_differs').id, note: 'three baisa' },
      { client: approver },
    );
    expect(asked.result.errorCode).toBe(ErrorCode.OtpRequired);
    expect(asked.result.errorADesc.length).toBeGreaterThan(0);
    expect((await auditRows(t.db, 1))[0]).toMatchObject({ action: 'reconciliation.exception.write_off', outcome: 'refused' });
    await freshFactor(approverStaff, approver);
    answered(
      await staffCall(
        t.app,
        c.reconciliationWriteOff,
        { exceptionId: byKind('amount_differs').id, note: 'three baisa' },
        { client: approver },
      ),
    );

    const left = open.filter((e) => !['timing', 'missing_at_biller', 'amount_differs'].includes(e.kind)).map((e) => e.id);
    const refused = await staffCall(t.app, c.settlementCloseDay, { day }, { client: ops });
    expect(refused.result.errorCode).toBe(401);
    expect(refused.result.errorADesc.length).toBeGreaterThan(0);
    const partial = await staffCall(
      t.app,
      c.settlementCloseDay,
      { day, signOff: { keepOpen: left.slice(1), reason: 'waiting on the acquirer' } },
      { client: approver },
    );
    expect(partial.result.errorCode).toBe(409);
    // So is a sign-off (another approver: an authenticator code is good once): the day stays open until a fresh code.
    const closerStaff = await newStaff(t.db, ['finance_approver']);
    const closer = await signInStaff(t.app, closerStaff);
    await staleFactor(closerStaff);
    const signOff = { day, signOff: { keepOpen: left, reason: 'waiting on the acquirer' } };
    expect((await staffCall(t.app, c.settlementCloseDay, signOff, { client: closer })).result.errorCode).toBe(ErrorCode.OtpRequired);
    expect(answered(await staffCall(t.app, c.reconciliationDay, { day }, { client: auditor })).details!.status).not.toBe('closed');
    await freshFactor(closerStaff, closer);
    answered(await staffCall(t.app, c.settlementCloseDay, signOff, { client: closer }));
    expect((await auditRows(t.db, 1))[0]).toMatchObject({ action: 'settlement.day.close', detail: { signOff: { keepOpen: left } } });

    const report = answered(await staffCall(t.app, c.settlementReport, { day, billerId: billerB }, { client: auditor })).details!;
    expect(report.claimsBaisa).toBe(4_003);

    // Closed means closed: no import, no match, no resolution, and not even the database owner's SQL.
    expect((await staffCall(t.app, c.reconciliationMatchDay, { day }, { client: ops })).result.errorCode).toBe(409);
    expect(
      (
        await staffCall(
          t.app,
          c.reconciliationResolve,
          { exceptionId: left[0]!, resolution: 'matched_late', note: 'too late now' },
          { client: ops },
        )
      ).result.errorCode,
    ).toBe(409);
    expect((await staffCall(t.app, c.settlementFetchSandboxFiles, { day, trouble: [] }, { client: ops })).result.errorCode).toBe(409);
    await expect(
      t.db.query(`UPDATE reconciliation_exceptions SET status = 'resolved', resolution = 'matched_late' WHERE id = $1`, [left[0]]),
    ).rejects.toThrow(/closed/);
    await expect(t.db.query(`UPDATE settlement_days SET status = 'open' WHERE business_day = $1`, [day])).rejects.toThrow(/closed/);
    await expect(t.db.query(`DELETE FROM reconciliation_exceptions WHERE business_day = $1`, [day])).rejects.toThrow(
      /closed|never deleted/,
    );

    // A later correction is an adjustment on an open day, naming the day it corrects.
    const adj = answered(
      await staffCall(
        t.app,
        c.settlementAdjustment,
        { day: next, correctsDay: day, billerId: billerB, amountBaisa: -4_003, reason: 'claim C-1 paid' },
        { client: ops },
      ),
    );
    expect(adj.details!.id).toBeGreaterThan(0);
    expect(
      (
        await staffCall(
          t.app,
          c.settlementAdjustment,
          { day, correctsDay: day, billerId: billerB, amountBaisa: 1, reason: 'on the closed day' },
          { client: ops },
        )
      ).result.errorCode,
    ).toBe(409);
  });
});

describe('settlement alerts', () => {
  it('flags the unmatched amount over its threshold, a late gateway file and days not closed, in the call and in /metrics', async () => {
    const settings = { unmatchedBaisa: 10_000, fileDueHour: 10, closeWithinDays: 3 };
    // Open: the closed day's three signed-off exceptions and the next day's unknown capture.
    const later = await settlementAlerts(t.db, settings, new Date('2024-03-20T08:00:00Z'));
    expect(later).toEqual({
      unmatchedBaisa: 4_001 + 4_005 + 1_000 + 1_000,
      unmatchedOverThreshold: true,
      gatewayFileLate: '2024-03-19',
      daysNotClosed: ['2024-03-12'], // the next day, its capture unknown, not closed within three banking days
    });
    // Tuesday 08:00 in Muscat, before the file's hour; at 11:00 Monday's file is in.
    expect((await settlementAlerts(t.db, settings, new Date('2024-03-12T04:00:00Z'))).gatewayFileLate).toBeNull();
    expect((await settlementAlerts(t.db, settings, new Date('2024-03-12T07:00:00Z'))).gatewayFileLate).toBeNull();
    expect((await settlementAlerts(t.db, { ...settings, unmatchedBaisa: 20_000 })).unmatchedOverThreshold).toBe(false);

    const call = answered(await staffCall(t.app, c.settlementAlerts, {}, { client: auditor })).details!;
    expect(call.unmatchedBaisa).toBe(later.unmatchedBaisa);
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toContain(`portal_settlement_alert{alert="unmatched_baisa"} ${later.unmatchedBaisa}`);
  });
});
