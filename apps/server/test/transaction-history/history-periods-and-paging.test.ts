import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginIndividualDetails } from '../support/logins.ts';
import { useTestApp } from '../support/test-app.ts';
import { daysBefore, history, omanDate, pageOf, pastPayment, rowsOf } from './history-fixtures.ts';

const t = useTestApp();
const HOUR = 3600_000;
/** Payments this many hours ago, each on its own account number so a search can pick them out. */
const AGES = [0.05, 5, 30, 3 * 24, 6 * 24 + 1, 8 * 24, 20 * 24, 35 * 24, 200 * 24, 364 * 24, 370 * 24, 500 * 24];
const PERIOD_ACCOUNT = '606060';
const PAGING_ACCOUNT = '24123456';
let me: { sid: string; id: number };
let demo: { sid: string; id: number };
let now: Date;
let at: Date[];

beforeAll(async () => {
  const a = await loginIndividualDetails(t.app, DEMO.otherIndividual.mobile);
  const b = await loginIndividualDetails(t.app);
  me = { sid: a.authenticationInfo.sessionID, id: a.customerInfo.customerID };
  demo = { sid: b.authenticationInfo.sessionID, id: b.customerInfo.customerID };
  now = new Date();
  at = AGES.map((h) => new Date(now.getTime() - h * HOUR));
  for (const [i, d] of at.entries()) await pastPayment(t.db, me.id, d, { billingNo: `${PERIOD_ACCOUNT}${String(i).padStart(3, '0')}` });
  // 45 fixed-line bills, one a day from 40 days ago back, for paging.
  for (let i = 0; i < 45; i++) {
    await pastPayment(
      t.db,
      me.id,
      new Date(now.getTime() - (40 + i) * 24 * HOUR),
      { billerId: 31, serviceId: 312, billingNo: PAGING_ACCOUNT, paid: 1000 + i, fee: 0, vat: 0 },
      { method: 'CreditCard' },
    );
  }
});

/** Which of the period payments a search finds, by their index in AGES. */
const found = async (filters: Parameters<typeof rowsOf>[2]) =>
  (await rowsOf(t.app, me.sid, { billingNo: PERIOD_ACCOUNT, ...filters }, { pageNumber: 1, pageSize: 50 })).map((r) =>
    Number(r.billingNo.slice(-3)),
  );
const expected = (keep: (day: string) => boolean) =>
  at
    .map((d, i) => [i, omanDate(d)] as const)
    .filter(([, day]) => keep(day))
    .map(([i]) => i);

describe('TransactionHistory/GetAllTransactionHistory: periods and modes', () => {
  it('Today, This Week (6 days back to today) and This Month (the 1st to today) follow the calendar in Oman', async () => {
    const today = omanDate(now);
    expect(await found({ period: 'Today' })).toEqual(expected((d) => d === today));
    expect(await found({ period: 'ThisWeek' })).toEqual(expected((d) => d >= daysBefore(today, 6) && d <= today));
    expect(await found({ period: 'ThisMonth' })).toEqual(expected((d) => d >= `${today.slice(0, 8)}01` && d <= today));
  });

  it('Custom: a date range in any accepted spelling; by default one year back to tomorrow', async () => {
    const from = omanDate(at[7]!);
    const to = omanDate(at[5]!);
    const inRange = expected((d) => d >= from && d <= to);
    expect(inRange).toEqual([5, 6, 7]);
    expect(await found({ fromDate: from, toDate: to })).toEqual(inRange);
    const dmy = (iso: string) => iso.split('-').reverse().join('-');
    expect(await found({ fromDate: dmy(from), toDate: dmy(to).replace(/-/g, '/') })).toEqual(inRange);
    expect(await found({ fromDate: at[6]!.toISOString(), toDate: at[5]!.toISOString() })).toEqual([5, 6]);
    expect(await found({})).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('LastN: the N most recent, dates ignored, paged like the rest', async () => {
    expect(await found({ transactionNumber: 3 })).toEqual([0, 1, 2]);
    expect(await found({ transactionNumber: '12', fromDate: '2001-01-01', toDate: '2001-01-02' })).toEqual([...AGES.keys()]);
    const page = pageOf(
      await history(t.app, me.sid, { billingNo: PAGING_ACCOUNT, transactionNumber: 25 }, { pageNumber: 3, pageSize: 10 }),
    );
    expect(page).toMatchObject({ total: 25, pageNumber: 3, pageSize: 10 });
    expect(page.rows).toHaveLength(5);
  });
});

describe('TransactionHistory/GetAllTransactionHistory: paging on the server', () => {
  it('pages of 10, 20, 30 and 50 rows, newest first, with the total; past the end, no rows and the same total', async () => {
    const all = pageOf(await history(t.app, me.sid, { billingNo: PAGING_ACCOUNT }, { pageNumber: 1, pageSize: 50 }));
    expect(all.total).toBe(45);
    expect(all.rows.map((r) => r.paidAmount)).toEqual(Array.from({ length: 45 }, (_, i) => (1000 + i) / 1000));
    for (const size of [10, 20, 30] as const) {
      const seen: number[] = [];
      for (let n = 1; n <= Math.ceil(45 / size); n++) {
        const page = pageOf(await history(t.app, me.sid, { billingNo: PAGING_ACCOUNT }, { pageNumber: n, pageSize: size }));
        expect(page.total).toBe(45);
        seen.push(...page.rows.map((r) => r.paidAmount));
      }
      expect(seen).toEqual(all.rows.map((r) => r.paidAmount));
    }
    const past = pageOf(await history(t.app, me.sid, { billingNo: PAGING_ACCOUNT }, { pageNumber: 9, pageSize: 10 }));
    expect(past).toMatchObject({ total: 45, rows: [] });
    expect(pageOf(await history(t.app, me.sid, {})).rows).toHaveLength(10);
  });
});

describe("the demo individual's seeded year of history", () => {
  it('holds about a year of payments, with failed ones and a bulk payment with a bill the biller refused', async () => {
    const page = pageOf(await history(t.app, demo.sid, {}, { pageNumber: 1, pageSize: 50 }));
    expect(page.total).toBeGreaterThan(60);
    const failed = await rowsOf(t.app, demo.sid, { status: 'Failed' }, { pageNumber: 1, pageSize: 50 });
    expect(failed.length).toBeGreaterThanOrEqual(3);
    const refused = failed.find((r) => r.billingNo === '2008910')!;
    const bulk = await rowsOf(t.app, demo.sid, { participantTrxID: refused.participantTrxID });
    expect(bulk.map((r) => r.status).sort()).toEqual(['Failed', 'Success']);
    const months = new Set(page.rows.map((r) => r.processDate.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(2);
    expect(
      (await rowsOf(t.app, demo.sid, { fromDate: daysBefore(omanDate(now), 330) }, { pageNumber: 1, pageSize: 50 })).length,
    ).toBeGreaterThan(0);
  });
});
