import { beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_READING_MONTHS } from '@portal/contract';
import { monthOf, monthStart } from '../../src/adapters/utility-data/days.ts';
import { SandboxUtilityData } from '../../src/adapters/utility-data/sandbox-utility-data.ts';
import { expectResult } from '../support/api.ts';
import { loginIndividual } from '../support/logins.ts';
import { useTestApp } from '../support/test-app.ts';
import { ACCOUNTS, HOME_LIMIT, lastReadingOk, meterReadings, readingsOk } from './dashboard-fixtures.ts';

const t = useTestApp();
const sandbox = new SandboxUtilityData();
let sid: string;
/** The utility's last read day, as the server sees it during this test. */
const lastDay = () => sandbox.lastReadDay(new Date());
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

beforeAll(async () => {
  sid = await loginIndividual(t.app);
});

describe('Dashboard/GetMeterReadings', () => {
  it('answers 12 months of use for the account, the current month to date, each with the meter at its end', async () => {
    const m = await readingsOk(t.app, sid, ACCOUNTS.homePower);
    expect(m).toMatchObject({ accountNumber: ACCOUNTS.homePower, type: 'Electricity', unit: 'kWh' });
    expect(m.readings).toHaveLength(DASHBOARD_READING_MONTHS);
    const last = lastDay();
    expect(m.readings.at(-1)!.meterReadingDate).toBe(last);
    expect(monthOf(m.readings[0]!.meterReadingDate)).toBe(monthOf(monthStart(last, 11)));
    // Each month is the sum of the utility's daily reads, and the meter only goes up.
    const daily = await sandbox.dailyReads({ accountNo: ACCOUNTS.homePower, kind: 'Electricity' }, monthStart(last, 11), last);
    for (const month of m.readings) {
      const days = daily.filter((d) => monthOf(d.date) === monthOf(month.meterReadingDate));
      expect(month.consumption).toBeCloseTo(sum(days.map((d) => d.consumption)) / 100, 6);
      expect(month.meterReading).toBeCloseTo(days.at(-1)!.meterReading / 100, 6);
    }
    for (let i = 1; i < m.readings.length; i++) expect(m.readings[i]!.meterReading).toBeGreaterThan(m.readings[i - 1]!.meterReading);
    expect(m.meterReading).toBe(m.readings.at(-1)!.meterReading);
  });

  it('is deterministic: the same answer twice, another for another account, m3 for water', async () => {
    const a = await readingsOk(t.app, sid, ACCOUNTS.homePower);
    expect(await readingsOk(t.app, sid, ACCOUNTS.homePower)).toEqual(a);
    const b = await readingsOk(t.app, sid, ACCOUNTS.farmPower);
    expect(b.readings.map((r) => r.consumption)).not.toEqual(a.readings.map((r) => r.consumption));
    const water = await readingsOk(t.app, sid, ACCOUNTS.homeWater);
    expect(water).toMatchObject({ type: 'Water', unit: 'm3', accountNumber: ACCOUNTS.homeWater });
  });

  it('answers daily reads for a range, 30 days by default, clipped to the last read day', async () => {
    const byDefault = await readingsOk(t.app, sid, ACCOUNTS.homeWater, { frequency: 'Daily' });
    expect(byDefault.readings).toHaveLength(30);
    expect(byDefault.readings.at(-1)!.meterReadingDate).toBe(lastDay());
    const range = await readingsOk(t.app, sid, ACCOUNTS.homeWater, {
      frequency: 'Daily',
      startDate: '2026-03-01',
      endDate: '2026-03-31T12:00:00.000Z',
    });
    expect(range.readings.map((r) => r.meterReadingDate)).toEqual(
      Array.from({ length: 31 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`),
    );
    const future = await readingsOk(t.app, sid, ACCOUNTS.homeWater, { frequency: 'Daily', endDate: '2099-01-01' });
    expect(future.readings.at(-1)!.meterReadingDate).toBe(lastDay());
  });

  it('refuses a bad range or date with 901 in both languages', async () => {
    for (const extra of [
      { frequency: 'Daily' as const, startDate: '2026-04-01', endDate: '2026-03-01' },
      { frequency: 'Daily' as const, startDate: '2024-01-01', endDate: '2026-03-01' },
      { frequency: 'Daily' as const, startDate: '2026-02-30' },
    ]) {
      const answer = await meterReadings(t.app, sid, ACCOUNTS.homeWater, extra);
      expectResult(answer, 901);
      expect(answer.result.errorADesc).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe('Dashboard/GetLastMeterReading', () => {
  it("answers the last read, this month's use against the bill's limit, and the last 7 days", async () => {
    const r = await lastReadingOk(t.app, sid, ACCOUNTS.homePower);
    const last = lastDay();
    const daily = await sandbox.dailyReads({ accountNo: ACCOUNTS.homePower, kind: 'Electricity' }, monthStart(last), last);
    const used = sum(daily.map((d) => d.consumption)) / 100;
    expect(r).toMatchObject({
      accountNumber: ACCOUNTS.homePower,
      type: 'Electricity',
      unit: 'kWh',
      meterReadingDate: last,
      limitConsumption: HOME_LIMIT,
    });
    expect(r.consumption).toBeCloseTo(used, 6);
    expect(r.usagePercent).toBe(Math.round((used / HOME_LIMIT) * 100));
    expect(r.limitExceeded).toBe(used > HOME_LIMIT);
    expect(r.readings).toHaveLength(7);
    expect(r.readings.at(-1)!.meterReading).toBe(r.meterReading);
    expect(r.previousConsumption).toBeGreaterThan(0);
  });

  it("without a limit, compares this month with the year's highest month", async () => {
    const r = await lastReadingOk(t.app, sid, ACCOUNTS.farmPower);
    const months = await readingsOk(t.app, sid, ACCOUNTS.farmPower);
    expect(r.limitConsumption).toBeNull();
    expect(r.limitExceeded).toBe(false);
    const peak = Math.max(...months.readings.slice(0, -1).map((m) => m.consumption));
    // The 12 monthly readings hold 11 earlier months; the gauge looks back 12, so the peak is at least theirs.
    expect(r.usagePercent).toBeLessThanOrEqual(Math.round((r.consumption / peak) * 100));
    expect(r.usagePercent).toBeGreaterThanOrEqual(0);
  });

  it('accepts the account number in Arabic-Indic digits', async () => {
    const r = await lastReadingOk(t.app, sid, '١٠٠٢٣٤٥٦٧');
    expect(r.accountNumber).toBe(ACCOUNTS.homePower);
  });
});
