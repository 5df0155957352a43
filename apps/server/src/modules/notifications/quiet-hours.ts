/** Oman is UTC+4 all year. */
const OMAN_OFFSET_MS = 4 * 3_600_000;
const HOUR_MS = 3_600_000;

/**
 * No unasked-for SMS between 22:00 and 07:00 in Oman (reminders and alerts); what falls inside waits
 * for 07:00. Receipts, refunds and vouchers answer something the customer just did, and go at once.
 */
export const QUIET_FROM_HOUR = 22;
export const QUIET_UNTIL_HOUR = 7;

/** When a quiet-hours message may go: `now` itself outside quiet hours, else the next 07:00 in Oman. */
export function afterQuietHours(now: Date): Date {
  const local = new Date(now.getTime() + OMAN_OFFSET_MS);
  const hour = local.getUTCHours();
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return now;
  const morning = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), QUIET_UNTIL_HOUR));
  if (hour >= QUIET_FROM_HOUR) morning.setUTCDate(morning.getUTCDate() + 1);
  return new Date(morning.getTime() - OMAN_OFFSET_MS);
}

/** The start of the day in Oman that `now` falls in, as an instant (the daily cap counts from here). */
export function omanDayStart(now: Date): Date {
  const local = new Date(now.getTime() + OMAN_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - OMAN_OFFSET_MS);
}

export const backoffMs = (attempt: number) => Math.min(HOUR_MS, 30_000 * 2 ** Math.max(0, attempt - 1));
