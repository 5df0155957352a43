import { ErrorCode } from '@portal/contract';
import { isBankingDay, settlementDayOf, shiftDay } from './business-days.ts';
import { dayRepository } from './day-repository.ts';
import { holidayRepository } from './holiday-repository.ts';
import { audited, settlementError, type Actor, type SettlementDeps } from './settlement-actor.ts';

/** A month of the settlement calendar (issue 32 §6): each day, whether it is a banking day, and its status. */
export async function settlementCalendar(deps: SettlementDeps, month: string) {
  const first = `${month}-01`;
  const last = shiftDay(`${shiftDay(first, 32).slice(0, 7)}-01`, -1);
  const holidays = await holidayRepository.set(deps.db);
  const named = new Map((await holidayRepository.between(deps.db, first, last)).map((h) => [h.day, { en: h.name_en, ar: h.name_ar }]));
  const days = new Map((await dayRepository.between(deps.db, first, last)).map((d) => [d.business_day, d]));
  const out = [];
  for (let d = first; d <= last; d = shiftDay(d, 1)) {
    const row = days.get(d);
    out.push({
      day: d,
      banking: isBankingDay(d, holidays),
      settlesOn: settlementDayOf(d, holidays),
      holiday: named.get(d) ?? null,
      status: row?.status ?? null,
      openExceptions: row?.open_exceptions ?? 0,
    });
  }
  return { days: out };
}

/** Finance enters a public holiday (issue 32 §1); a day already matched or closed keeps its window. */
export async function addHoliday(deps: SettlementDeps, actor: Actor, h: { day: string; nameEn: string; nameAr: string }) {
  await deps.db.tx(async (q) => {
    if (await dayRepository.get(q, h.day)) throw settlementError('dayAlreadyMatched');
    if (!(await holidayRepository.add(q, { day: h.day, name_en: h.nameEn, name_ar: h.nameAr }, actor.staff.id))) {
      throw settlementError('alreadyHoliday');
    }
    await audited(deps, q, actor, 'settlement.holiday.add', `settlement-day:${h.day}`, { nameEn: h.nameEn, nameAr: h.nameAr });
  });
}

export async function withdrawHoliday(deps: SettlementDeps, actor: Actor, day: string) {
  await deps.db.tx(async (q) => {
    if (!(await holidayRepository.withdraw(q, day, actor.staff.id))) throw settlementError('notHoliday', ErrorCode.NotFound);
    await audited(deps, q, actor, 'settlement.holiday.withdraw', `settlement-day:${day}`, {});
  });
}
