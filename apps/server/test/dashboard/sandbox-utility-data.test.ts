import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, monthStart, omanDay } from '../../src/adapters/utility-data/days.ts';
import { SandboxUtilityData } from '../../src/adapters/utility-data/sandbox-utility-data.ts';
import { SANDBOX_ORIGIN, sandboxSeries } from '../../src/adapters/utility-data/sandbox-series.ts';

const sandbox = new SandboxUtilityData();
const power = { accountNo: '100234567', kind: 'Electricity' as const };
const water = { accountNo: '2004567', kind: 'Water' as const };

describe('SandboxUtilityData', () => {
  it('reads up to yesterday in Oman (UTC+4)', () => {
    expect(sandbox.lastReadDay(new Date('2026-11-21T19:59:00Z'))).toBe('2026-11-20');
    expect(sandbox.lastReadDay(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-21');
    expect(omanDay(new Date('2026-12-31T20:30:00Z'))).toBe('2027-01-01');
  });

  it('answers the same reads for the same meter and days, whenever asked, and other reads for another meter', async () => {
    const a = await sandbox.dailyReads(power, '2026-08-01', '2026-08-31');
    expect(a).toHaveLength(31);
    expect(await sandbox.dailyReads(power, '2026-08-01', '2026-08-31')).toEqual(a);
    // Asking up to a later day does not change the earlier days.
    expect((await sandbox.dailyReads(power, '2026-08-01', '2026-10-31')).slice(0, 31)).toEqual(a);
    const b = await sandbox.dailyReads({ ...power, accountNo: '100765432' }, '2026-08-01', '2026-08-31');
    expect(b.map((r) => r.consumption)).not.toEqual(a.map((r) => r.consumption));
  });

  it("keeps a cumulative meter: each reading is the one before plus the day's use", async () => {
    const reads = await sandbox.dailyReads(water, '2026-01-01', '2026-06-30');
    for (let i = 1; i < reads.length; i++) expect(reads[i]!.meterReading).toBe(reads[i - 1]!.meterReading + reads[i]!.consumption);
    expect(reads.every((r) => Number.isInteger(r.consumption) && r.consumption >= 0)).toBe(true);
  });

  it("follows Oman's seasons: an August uses far more electricity than a January", async () => {
    const sum = async (from: string, to: string) => (await sandbox.dailyReads(power, from, to)).reduce((s, r) => s + r.consumption, 0);
    expect(await sum('2026-08-01', '2026-08-31')).toBeGreaterThan(2 * (await sum('2026-01-01', '2026-01-31')));
  });

  it('holds nothing before its first day and clips a range that starts earlier', async () => {
    expect(await sandbox.dailyReads(power, '2023-01-01', '2023-12-31')).toEqual([]);
    const reads = await sandbox.dailyReads(power, '2023-12-01', '2024-01-10');
    expect(reads[0]!.date).toBe(SANDBOX_ORIGIN);
    expect(reads).toHaveLength(10);
  });

  it("raises alarms on the days of the meter's events, with both languages' wording", async () => {
    const list = await sandbox.alarms(water, '2024-01-01', '2026-10-31');
    expect(list.length).toBeGreaterThan(3);
    const series = sandboxSeries(water, '2026-10-31');
    for (const alarm of list) {
      const day = series.find((d) => d.date === alarm.date)!;
      expect(day.event).toBe(alarm.type);
      expect(alarm.message.en.length).toBeGreaterThan(10);
      expect(alarm.message.ar).toMatch(/[\u0600-\u06FF]/);
    }
    expect(list.some((a) => a.type === 'Leak')).toBe(true);
    // A leak shows in the reads: three days at three times the usual use.
    const leak = list.find((a) => a.type === 'Leak')!;
    const at = series.findIndex((d) => d.date === leak.date);
    expect(series[at]!.consumption).toBeGreaterThan(1.5 * series[at - 10]!.consumption);
    const power2 = await sandbox.alarms(power, '2024-01-01', '2026-10-31');
    expect(power2.some((a) => a.type === 'Leak')).toBe(false);
    expect(power2.some((a) => a.type === 'HighConsumption')).toBe(true);
  });

  it('has date helpers that count whole calendar days and months', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(dayNumber('2026-03-01') - dayNumber('2026-02-01')).toBe(28);
    expect(monthStart('2026-11-21', 11)).toBe('2025-12-01');
    expect(monthStart('2026-01-15', 1)).toBe('2025-12-01');
  });
});
