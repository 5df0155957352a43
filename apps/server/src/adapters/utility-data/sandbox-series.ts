import { createHash } from 'node:crypto';
import { dayNumber, dayOf, monthOf } from './days.ts';
import type { Day, MeterKind, MeterRef, UtilityAlarmType } from './utility-data.ts';

/** The first day the sandbox holds reads for; every meter's history starts here. */
export const SANDBOX_ORIGIN: Day = '2024-01-01';

/** A number in [0, 1) from a SHA-256 of the parts: the same meter and day always give the same value. */
export function unit(...parts: Array<string | number>): number {
  const hex = createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 12);
  return parseInt(hex, 16) / 2 ** 48;
}

/**
 * Oman's seasons by month (January first): air conditioning roughly triples electricity use from May to
 * September; water use rises less.
 */
const SEASON: Record<MeterKind, number[]> = {
  Electricity: [0.55, 0.6, 0.75, 0.95, 1.25, 1.45, 1.5, 1.5, 1.3, 1.0, 0.7, 0.55],
  Water: [0.85, 0.85, 0.9, 1.0, 1.1, 1.2, 1.2, 1.2, 1.1, 1.0, 0.9, 0.85],
};

/** Usual daily use in hundredths of a unit: 15–45 kWh, 0.40–1.20 m3. */
const BASE: Record<MeterKind, [min: number, spread: number]> = {
  Electricity: [1500, 3000],
  Water: [40, 80],
};

export interface SandboxDay {
  date: Day;
  consumption: number;
  meterReading: number;
  event: UtilityAlarmType | 'LeakContinues' | 'CatchUp' | null;
}

type MonthEvents = Array<{ name: 'leak' | 'offline' | 'spike'; start: number; length: number }>;

/** A meter's once-a-month events for one month, each on a day (3–24) drawn from the meter's hash. */
function monthEvents(meter: MeterRef, month: string): MonthEvents {
  const drawn: MonthEvents = [];
  const draw = (name: MonthEvents[number]['name'], chance: number, length: number) => {
    if (unit(meter.accountNo, name, month) < chance)
      drawn.push({ name, start: 3 + Math.floor(unit(meter.accountNo, name, month, 'day') * 22), length });
  };
  if (meter.kind === 'Water') draw('leak', 0.3, 3);
  else draw('offline', 0.15, 2);
  draw('spike', 0.35, 1);
  return drawn;
}

/** The event of a day, if any: a leak or an offline day wins over a spike on the same day. */
function eventOn(events: MonthEvents, dom: number): SandboxDay['event'] {
  for (const e of events) {
    const at = dom - e.start;
    if (at < 0 || at >= e.length) continue;
    if (e.name === 'leak') return at === 0 ? 'Leak' : 'LeakContinues';
    if (e.name === 'offline') return at === 0 ? 'MeterOffline' : 'CatchUp';
    return 'HighConsumption';
  }
  return null;
}

const FACTOR: Record<NonNullable<SandboxDay['event']>, number> = {
  HighConsumption: 2.4,
  Leak: 3,
  LeakContinues: 3,
  MeterOffline: 0,
  // The day after an offline day carries both days' use.
  CatchUp: 2,
};

/**
 * Every day of a meter from SANDBOX_ORIGIN to `to`: its use and its cumulative reading. Pure: the same
 * meter and day always answer the same numbers, whenever asked.
 */
export function sandboxSeries(meter: MeterRef, to: Day): SandboxDay[] {
  const [min, spread] = BASE[meter.kind];
  const base = min + unit(meter.accountNo, meter.kind, 'base') * spread;
  let reading = 1_000_000 + Math.floor(unit(meter.accountNo, 'initial') * 9_000_000);
  const days: SandboxDay[] = [];
  const months = new Map<string, MonthEvents>();
  for (let n = dayNumber(SANDBOX_ORIGIN); n <= dayNumber(to); n++) {
    const date = dayOf(n);
    const month = monthOf(date);
    if (!months.has(month)) months.set(month, monthEvents(meter, month));
    const season = SEASON[meter.kind][Number(date.slice(5, 7)) - 1]!;
    const noise = 0.8 + 0.4 * unit(meter.accountNo, date);
    const event = eventOn(months.get(month)!, Number(date.slice(8, 10)));
    const consumption = Math.round(base * season * noise * (event ? FACTOR[event] : 1));
    reading += consumption;
    days.push({ date, consumption, meterReading: reading, event });
  }
  return days;
}

/** A day's position in a series that starts at SANDBOX_ORIGIN. */
export function indexOf(day: Day): number {
  return dayNumber(day) - dayNumber(SANDBOX_ORIGIN);
}
