import { omanDay, type OmanDay } from '@portal/contract';
import { isBankingDay, shiftDay, type Holidays } from '../settlement/index.ts';

/**
 * A complaint's clock in Oman business days (issue 33 §3): Sunday–Thursday less finance's holidays, the
 * settlement calendar's own rules (business-days.ts), so both modules count the same days. The raise
 * day itself is day 0; the limit's N-th business day after it is the last day allowed (the due day).
 */
const MAX_DAYS = 3 * 366;

/** Business days d with from < d ≤ to (negative when `to` is before `from`). */
export function businessDaysBetween(from: OmanDay, to: OmanDay, holidays: Holidays): number {
  if (to < from) return -businessDaysBetween(to, from, holidays);
  let n = 0;
  for (let d = shiftDay(from, 1), i = 0; d <= to && i < MAX_DAYS; d = shiftDay(d, 1), i++) if (isBankingDay(d, holidays)) n++;
  return n;
}

/** The n-th business day after `from`. */
export function addBusinessDays(from: OmanDay, n: number, holidays: Holidays): OmanDay {
  let d = from;
  for (let left = n, i = 0; left > 0 && i < MAX_DAYS; i++) {
    d = shiftDay(d, 1);
    if (isBankingDay(d, holidays)) left--;
  }
  return d;
}

export interface ClockReading {
  dueDay: OmanDay;
  /** Business days left to the due day, counting it (0 on the due day, negative once past). */
  daysLeft: number;
  /** Business days since the raise day. */
  elapsed: number;
  /** The due day has ended. */
  overdue: boolean;
}

export function readClock(raisedAt: Date, limitDays: number, now: Date, holidays: Holidays): ClockReading {
  const raised = omanDay(raisedAt);
  const today = omanDay(now);
  const dueDay = addBusinessDays(raised, limitDays, holidays);
  const elapsed = businessDaysBetween(raised, today, holidays);
  const daysLeft = today <= dueDay ? businessDaysBetween(today, dueDay, holidays) : -businessDaysBetween(dueDay, today, holidays);
  return { dueDay, daysLeft, elapsed, overdue: today > dueDay };
}
