import { omanDayStart, omanWallClock } from '@portal/contract';

const HOUR_MS = 3_600_000;

/**
 * No unasked-for SMS between 22:00 and 07:00 in Oman (reminders and alerts); what falls inside waits
 * for 07:00. Receipts, refunds and vouchers answer something the customer just did, and go at once.
 */
export const QUIET_FROM_HOUR = 22;
export const QUIET_UNTIL_HOUR = 7;

/** When a quiet-hours message may go: `now` itself outside quiet hours, else the next 07:00 in Oman. */
export function afterQuietHours(now: Date): Date {
  const { hour } = omanWallClock(now);
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return now;
  const days = hour >= QUIET_FROM_HOUR ? 1 : 0;
  return new Date(omanDayStart(now).getTime() + days * 24 * HOUR_MS + QUIET_UNTIL_HOUR * HOUR_MS);
}

export const backoffMs = (attempt: number) => Math.min(HOUR_MS, 30_000 * 2 ** Math.max(0, attempt - 1));
