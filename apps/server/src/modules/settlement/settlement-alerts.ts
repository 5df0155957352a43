import { omanDay, omanWallClock } from '@portal/contract';
import type { Queryable } from '../../platform/db.ts';
import { isBankingDay, previousBankingDay } from './business-days.ts';
import { holidayRepository } from './holiday-repository.ts';
import { settlementRepository } from './settlement-repository.ts';

export interface AlertSettings {
  unmatchedBaisa: number;
  fileDueHour: number;
  closeWithinDays: number;
}

/**
 * What finance must look at now (issue 32 §7): the unmatched amount of open exceptions against its
 * threshold, the last banking day's gateway file not in by its hour (Oman time) of the next banking day,
 * and matched days still open after N banking days. Read from the database, so every server agrees.
 */
export async function settlementAlerts(q: Queryable, s: AlertSettings, now = new Date()) {
  const holidays = await holidayRepository.set(q);
  const today = omanDay(now);
  // The day whose files are due: the banking day before today's (or before the next one, on a weekend).
  const dueDay = previousBankingDay(today, holidays);
  const pastHour = !isBankingDay(today, holidays) || omanWallClock(now).hour >= s.fileDueHour;
  let cutoff = today;
  for (let i = 0; i < s.closeWithinDays; i++) cutoff = previousBankingDay(cutoff, holidays);
  const a = await settlementRepository.alertCounts(q, dueDay, cutoff);
  return {
    unmatchedBaisa: a.unmatched,
    unmatchedOverThreshold: a.unmatched > s.unmatchedBaisa,
    gatewayFileLate: pastHour && !a.dueFileIn ? dueDay : null,
    daysNotClosed: a.notClosed,
  };
}
