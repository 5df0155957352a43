import { beforeAll, describe, expect, it } from 'vitest';
import { backOfficeCalls as c } from '@portal/contract/back-office';
import { useTestApp } from '../support/test-app.ts';
import { staffCall, type StaffClient, signedInStaff, answered } from '../support/staff.ts';
import { ledgerPayment, twoBillers } from './settlement-fixtures.ts';

const t = useTestApp();
let ops: StaffClient;
let billerA: number;
let billerB: number;

beforeAll(async () => {
  ops = await signedInStaff(t, ['finance_ops']);
  [billerA, billerB] = await twoBillers(t.db);
});

describe('trouble asked for by kind only (the back office’s sandbox choice)', () => {
  it('hits payments of the day the sandbox picks, a different one per trouble of a side, and says which', async () => {
    const day = '2024-04-15';
    const card = await ledgerPayment(t.db, { at: `${day}T05:00:00Z`, lines: [{ billerId: billerA, paid: 6_000 }] });
    const wallet = await ledgerPayment(t.db, { at: `${day}T06:00:00Z`, lines: [{ billerId: billerB, paid: 2_000 }], method: 'Wallet' });
    // A payment of another day is never picked.
    await ledgerPayment(t.db, { at: '2024-04-16T06:00:00Z', lines: [{ billerId: billerA, paid: 1_000 }] });

    const fetched = answered(
      await staffCall(
        t.app,
        c.settlementFetchSandboxFiles,
        { day, trouble: [{ kind: 'amount_off' }, { kind: 'late_posting' }, { kind: 'never_posted' }, { kind: 'unknown_reference' }] },
        { client: ops },
      ),
    ).details!;
    expect(fetched.trouble).toEqual([
      { kind: 'amount_off', paymentId: card },
      { kind: 'late_posting', paymentId: card },
      { kind: 'never_posted', paymentId: wallet },
      { kind: 'unknown_reference', paymentId: `SANDBOX-UNKNOWN-${day}-4` },
    ]);
    const match = answered(await staffCall(t.app, c.reconciliationMatchDay, { day }, { client: ops })).details!;
    expect(match).toMatchObject({ status: 'exceptions', openExceptions: 4 });
    const found = answered(await staffCall(t.app, c.reconciliationExceptions, { day }, { client: ops })).details!.exceptions;
    expect(found.map((e) => [e.side, e.kind, e.paymentId ?? e.reference]).sort()).toEqual(
      [
        ['gateway', 'amount_differs', card],
        ['biller', 'missing_at_biller', card],
        ['biller', 'missing_at_biller', wallet],
        ['gateway', 'unknown_reference', `SANDBOX-UNKNOWN-${day}-4`],
      ].sort(),
    );
  });

  it('drops a trouble the day has no payment left for, and keeps one that names its payment', async () => {
    const day = '2024-04-22';
    const only = await ledgerPayment(t.db, { at: `${day}T05:00:00Z`, lines: [{ billerId: billerA, paid: 5_000 }] });
    const fetched = answered(
      await staffCall(
        t.app,
        c.settlementFetchSandboxFiles,
        { day, trouble: [{ kind: 'duplicate', paymentId: only }, { kind: 'never_posted' }, { kind: 'missing_line' }] },
        { client: ops },
      ),
    ).details!;
    expect(fetched.trouble).toEqual([
      { kind: 'duplicate', paymentId: only },
      { kind: 'missing_line', paymentId: only },
    ]);
  });
});
