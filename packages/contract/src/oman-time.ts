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

/** The IANA zone, for `Intl.DateTimeFormat` where a message spells a date out in words. */
export const OMAN_TIME_ZONE = 'Asia/Muscat';

/** Oman's wall clock at an instant: year, month (1–12), day and hour there. */
export function omanWallClock(instant: Date): { year: number; month: number; day: number; hour: number } {
  const there = new Date(instant.getTime() + OMAN_OFFSET_MS);
  return { year: there.getUTCFullYear(), month: there.getUTCMonth() + 1, day: there.getUTCDate(), hour: there.getUTCHours() };
}

/** The instant a calendar day begins in Oman (its midnight); undefined for a day that does not exist (31-02). */
export function omanMidnight(year: number, month: number, day: number): Date | undefined {
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return undefined;
  return new Date(utc.getTime() - OMAN_OFFSET_MS);
}

/** The instant the Oman day that `instant` falls in began. */
export function omanDayStart(instant: Date): Date {
  const { year, month, day } = omanWallClock(instant);
  return omanMidnight(year, month, day)!;
}

/**
 * A date spelled out as Oman reads it ("24 Nov 2026", with `time` "24 Nov 2026, 18:40"), in Latin digits:
 * for sentences in messages, where DD-MM-YYYY would read as a code. Screens keep DD-MM-YYYY.
 */
export function omanDateInWords(at: Date | string, lang: 'en' | 'ar', options: { time?: boolean } = {}): string {
  return wordsFormat(lang, Boolean(options.time)).format(asInstant(at));
}

// Making an Intl.DateTimeFormat loads its locale's data (about a millisecond, issue 36: one per
// receipt sent); the four that messages use are made once and kept.
const wordsFormats = new Map<string, Intl.DateTimeFormat>();
function wordsFormat(lang: 'en' | 'ar', time: boolean): Intl.DateTimeFormat {
  const key = `${lang}${time ? '+time' : ''}`;
  let format = wordsFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-OM-u-nu-latn' : 'en-GB', {
      timeZone: OMAN_TIME_ZONE,
      dateStyle: 'medium',
      ...(time ? { timeStyle: 'short' as const } : {}),
    });
    wordsFormats.set(key, format);
  }
  return format;
}

/** The instant of midday in Oman on a calendar day: a due date placed safely inside its day. */
export const omanMidday = (day: OmanDay): Date => new Date(`${day.slice(0, 10)}T12:00:00+04:00`);
