import { omanDay as omanDayOf } from '@portal/contract';
import type { Day } from './utility-data.ts';

const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 for a YYYY-MM-DD day. */
export const dayNumber = (day: Day): number => Math.floor(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) / MS_PER_DAY);
export const dayOf = (n: number): Day => new Date(n * MS_PER_DAY).toISOString().slice(0, 10);
export const addDays = (day: Day, n: number): Day => dayOf(dayNumber(day) + n);
/** The calendar day in Oman at this instant. */
export const omanDay = (now: Date): Day => omanDayOf(now);
/** YYYY-MM of a day. */
export const monthOf = (day: Day): string => day.slice(0, 7);
/** The first day of the month `back` months before the day's month. */
export function monthStart(day: Day, back = 0): Day {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - back, 1));
  return d.toISOString().slice(0, 10);
}
export const isDay = (text: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && dayOf(dayNumber(text)) === text;
