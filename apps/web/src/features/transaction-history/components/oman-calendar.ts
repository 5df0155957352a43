/**
 * Oman keeps UTC+4 all year (no daylight saving). The server counts the quick periods and the typed
 * dates in Oman's calendar days (decision 007), so the screen shows and fills dates in them too,
 * whatever time zone the browser is in: "Today" then lists exactly the rows dated today.
 */
const OMAN_OFFSET_MS = 4 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** YYYY-MM-DD of the day in Oman on which `instant` falls, `plusDays` later. */
export const omanIsoDate = (instant: Date, plusDays = 0): string => new Date(instant.getTime() + OMAN_OFFSET_MS + plusDays * DAY_MS).toISOString().slice(0, 10);

/** The same day of the month a year earlier (29 February becomes 1 March). */
export function yearBefore(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y - 1, m - 1, d)).toISOString().slice(0, 10);
}

/** DD-MM-YYYY in Oman, the table's date format (spec 01 §2). */
export const omanShownDate = (value: string | Date): string => omanIsoDate(new Date(value)).split('-').reverse().join('-');
