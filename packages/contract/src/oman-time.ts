/**
 * Oman's calendar and clock, for both apps (issue 11, issue 14): Oman keeps UTC+4 all year (no
 * daylight saving), and every day, date and time a customer reads is Oman's, whatever zone the
 * browser or server runs in. Dates read DD-MM-YYYY (spec 01 §2's table format) and times HH:MM on a
 * 24-hour clock, in Latin digits in both languages (decision 005), on every screen, receipt and PDF.
 */
export const OMAN_OFFSET_MS = 4 * 3_600_000;
export const DAY_MS = 86_400_000;

/** A calendar day, YYYY-MM-DD. */
export type OmanDay = string;

/** The day in Oman on which `instant` falls, `plusDays` later. */
export const omanDay = (instant: Date, plusDays = 0): OmanDay =>
  new Date(instant.getTime() + OMAN_OFFSET_MS + plusDays * DAY_MS).toISOString().slice(0, 10);

const asInstant = (value: Date | string): Date => (typeof value === 'string' ? new Date(value) : value);

/** DD-MM-YYYY of a calendar day given as YYYY-MM-DD (a due date: a day, not an instant). */
export const shownDay = (day: OmanDay): string => day.slice(0, 10).split('-').reverse().join('-');

/** DD-MM-YYYY of the day in Oman at an instant (an ISO timestamp or a Date). */
export const omanDate = (value: Date | string): string => shownDay(omanDay(asInstant(value)));

/** HH:MM in Oman at an instant. */
export function omanClock(value: Date | string): string {
  const local = new Date(asInstant(value).getTime() + OMAN_OFFSET_MS).toISOString();
  return local.slice(11, 16);
}

/** DD-MM-YYYY HH:MM in Oman: the one way a receipt, the history and a PDF show when money moved. */
export const omanDateTime = (value: Date | string): string => `${omanDate(value)} ${omanClock(value)}`;
