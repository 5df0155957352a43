import { ErrorCode } from '@portal/contract';
import { dayRepository } from './day-repository.ts';
import { exceptionRepository } from './exception-repository.ts';
import { settlementRepository } from './settlement-repository.ts';
import { actorMay, audited, openBankingDay, settlementError, type Actor, type SettlementDeps } from './settlement-actor.ts';

export interface SignOff {
  /** Every exception that stays open, by number: the approver names them, not "all". */
  keepOpen: number[];
  reason: string;
}

/**
 * Closes a business day (issue 32 §4): a matched day with no open exception, or with a finance
 * approver's sign-off naming exactly the exceptions that stay open. After this the day's rows are
 * frozen by the database (migration 045).
 */
export async function closeDay(deps: SettlementDeps, actor: Actor, day: string, signOff?: SignOff): Promise<void> {
  await deps.db.tx(async (q) => {
    await openBankingDay(q, day);
    const row = await dayRepository.get(q, day, true);
    if (!row || row.status === 'open') throw settlementError('notMatched');
    const open = await exceptionRepository.openIds(q, day);
    if (open.length) {
      const named = [...new Set(signOff?.keepOpen ?? [])].sort((a, b) => a - b);
      const exact = named.length === open.length && named.every((id, i) => id === open[i]);
      if (!signOff || !exact || !actorMay(actor, 'settlement.approve')) {
        throw settlementError('openExceptions', actorMay(actor, 'settlement.approve') ? ErrorCode.Conflict : ErrorCode.Unauthorized);
      }
    }
    const kept = open.length ? { keepOpen: open, reason: signOff!.reason } : null;
    await dayRepository.close(q, day, actor.staff.id, kept);
    await audited(deps, q, actor, 'settlement.day.close', `settlement-day:${day}`, kept ? { signOff: kept } : {});
  });
}

/** A correction found after a day closed, recorded on an open day (issue 32 §4). */
export async function addAdjustment(
  deps: SettlementDeps,
  actor: Actor,
  a: { day: string; correctsDay: string; billerId: number; amountBaisa: number; reason: string },
): Promise<number> {
  return deps.db.tx(async (q) => {
    await openBankingDay(q, a.day);
    const id = await settlementRepository.addAdjustment(q, a, actor.staff.id);
    await audited(deps, q, actor, 'settlement.adjustment.add', `settlement-day:${a.day}`, { ...a, id });
    return id;
  });
}
