import { DAY_MS, omanDay, type OmanDay } from '@portal/contract';

/**
 * Oman's banking days (issue 32 §1): a day runs 00:00–24:00 Asia/Muscat (UTC+4 all year); Friday and
 * Saturday are not banking days, nor are the public holidays finance enters. A payment made on a day that
 * is not a banking day settles with the next banking day, so a settlement day covers itself and the
 * non-banking days just before it. Pure functions over a set of holidays, so anyone can reuse them.
 */
export type Holidays = ReadonlySet<OmanDay>;

const WEEKEND = new Set([5, 6]); // Friday, Saturday (getUTCDay)

const shift = (day: OmanDay, days: number): OmanDay => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const isWeekend = (day: OmanDay): boolean => WEEKEND.has(new Date(`${day}T00:00:00Z`).getUTCDay());

export const isBankingDay = (day: OmanDay, holidays: Holidays): boolean => !isWeekend(day) && !holidays.has(day);

// Oman has at most a couple of weeks of consecutive holidays (Eid plus a weekend); a year is a safe bound.
const MAX_GAP = 366;

/** The banking day a calendar day settles on: itself, or the next banking day. */
export function settlementDayOf(day: OmanDay, holidays: Holidays): OmanDay {
  for (let d = day, i = 0; i < MAX_GAP; d = shift(d, 1), i++) if (isBankingDay(d, holidays)) return d;
  throw new Error(`no banking day within a year after ${day}`);
}

/** The settlement day of an instant (a payment's completion, a posting). */
export const settlementDayAt = (instant: Date, holidays: Holidays): OmanDay => settlementDayOf(omanDay(instant), holidays);

export function previousBankingDay(day: OmanDay, holidays: Holidays): OmanDay {
  for (let d = shift(day, -1), i = 0; i < MAX_GAP; d = shift(d, -1), i++) if (isBankingDay(d, holidays)) return d;
  throw new Error(`no banking day within a year before ${day}`);
}

export const nextBankingDay = (day: OmanDay, holidays: Holidays): OmanDay => settlementDayOf(shift(day, 1), holidays);

/** The instants [from, to) whose money settles on a banking day: from the end of the previous banking day to its own end. */
export function settlementWindow(day: OmanDay, holidays: Holidays): { from: Date; to: Date; calendarDays: OmanDay[] } {
  if (!isBankingDay(day, holidays)) throw new Error(`${day} is not a banking day`);
  const first = shift(previousBankingDay(day, holidays), 1);
  const calendarDays: OmanDay[] = [];
  for (let d = first; d <= day; d = shift(d, 1)) calendarDays.push(d);
  return { from: omanStart(first), to: omanStart(shift(day, 1)), calendarDays };
}

const omanStart = (day: OmanDay): Date => new Date(`${day}T00:00:00+04:00`);

export { shift as shiftDay };
