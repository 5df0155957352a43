import { beforeAll, expect, it } from 'vitest';
import { backOfficeCalls as c } from '@portal/contract/back-office';
import { useTestApp } from '../support/test-app.ts';
import { staffCall, type StaffClient, signedInStaff } from '../support/staff.ts';
import { issueDateOf } from '../../src/adapters/biller-network/sandbox-bills.ts';

const t = useTestApp();
let ops: StaffClient;

beforeAll(async () => {
  ops = await signedInStaff(t, ['finance_ops']);
});

/** The Oman day of `at`, or the Sunday after a Friday or Saturday. */
function settlesWith(at: Date): string {
  const d = new Date(at.getTime() + 4 * 3_600_000);
  while (d.getUTCDay() === 5 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

it('a past demo day has the sandbox providers’ files of its seeded payments, and they match it fully', async () => {
  const now = new Date();
  // payment-history-plan.ts: last month's electricity bill, paid by card on day 5 + (1 % 3) at 09:10 UTC.
  const day = settlesWith(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 6, 9, 10)));
  const fetched = (await staffCall(t.app, c.settlementFetchSandboxFiles, { day, trouble: [] }, { client: ops })).details!;
  expect(fetched.files.find((f) => f.source === 'gateway')!.lines).toBeGreaterThanOrEqual(2); // a capture and its fee
  expect(fetched.files.some((f) => f.source === 'biller' && f.billerId === 11)).toBe(true);
  const match = (await staffCall(t.app, c.reconciliationMatchDay, { day }, { client: ops })).details!;
  expect(match).toMatchObject({ status: 'matched', openExceptions: 0 });
});

it('leaves this month’s seeded payments out of the sandbox biller’s books, so this month’s bills stay due', async () => {
  const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sandbox_biller_postings WHERE created_at >= $1', [
    issueDateOf(new Date()),
  ]);
  expect(row!.n).toBe(0);
  const [seeded] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sandbox_biller_postings');
  expect(seeded!.n).toBeGreaterThan(20);
});
