import type { Reading } from '@portal/contract';
import { monthOf } from '../../adapters/utility-data/days.ts';
import type { DailyRead, Day, MeterKind } from '../../adapters/utility-data/utility-data.ts';

export const UNIT = {
  Electricity: { wire: 'kWh', en: 'kWh', ar: 'كيلوواط ساعة' },
  Water: { wire: 'm3', en: 'm3', ar: 'متر مكعب' },
} as const;
const KINDS: Record<string, MeterKind> = { Electricity: 'Electricity', Water: 'Water' };

/** A utility's water service may sit under its electricity category (Nama Dhofar): the service name decides first. */
export const kindOf = (serviceName: string, categoryShortName: string): MeterKind | undefined =>
  /water/i.test(serviceName) ? 'Water' : KINDS[categoryShortName];

/** Hundredths of a unit (the adapter's integers) to units on the wire. */
export const units = (hundredths: number) => hundredths / 100;

export const toReading = (r: DailyRead): Reading => ({
  meterReadingDate: r.date,
  consumption: units(r.consumption),
  meterReading: units(r.meterReading),
});

/** Daily reads summed per month (oldest first), each dated by its last read and carrying the meter then. */
export function monthlyReads(reads: DailyRead[]): DailyRead[] {
  const months = new Map<string, DailyRead>();
  for (const r of reads) {
    const m = months.get(monthOf(r.date));
    months.set(monthOf(r.date), m ? { date: r.date, consumption: m.consumption + r.consumption, meterReading: r.meterReading } : { ...r });
  }
  return [...months.values()];
}

/**
 * The first day of each month on which the month's running use went past the limit (hundredths of a
 * unit): the day the customer's limit alarm is raised.
 */
export function limitCrossings(reads: DailyRead[], limit: number): Array<{ date: Day; used: number }> {
  const crossings: Array<{ date: Day; used: number }> = [];
  let month = '';
  let used = 0;
  let crossed = false;
  for (const r of reads) {
    if (monthOf(r.date) !== month) {
      month = monthOf(r.date);
      used = 0;
      crossed = false;
    }
    used += r.consumption;
    if (!crossed && used > limit) {
      crossed = true;
      crossings.push({ date: r.date, used });
    }
  }
  return crossings;
}
