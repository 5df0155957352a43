import { ErrorCode } from '@portal/contract';
import { dayRepository } from './day-repository.ts';
import { audited, settlementError, type Actor, type SettlementDeps } from './settlement-actor.ts';
import { settlementRepository } from './settlement-repository.ts';

/**
 * Finance records the reference of the transfer that paid a biller a day's net (issue 32 §5). Only once the
 * day is closed, when its net can no longer change, and only once: a closed day is immutable, so a wrong
 * reference is corrected by an adjustment on an open day, not by rewriting (migration 045 lets the row be
 * inserted on a closed day and refuses any change to it).
 */
export async function recordRemittance(
  deps: SettlementDeps,
  actor: Actor,
  r: { day: string; billerId: number; remittanceReference: string },
): Promise<void> {
  await deps.db.tx(async (q) => {
    if ((await dayRepository.get(q, r.day, true))?.status !== 'closed') throw settlementError('remitAfterClose');
    if (!(await settlementRepository.billerName(q, r.billerId))) throw settlementError('unknownBiller', ErrorCode.NotFound);
    if (!(await settlementRepository.recordRemittance(q, r, actor.staff.id))) throw settlementError('remittanceRecorded');
    await audited(deps, q, actor, 'settlement.remittance.record', `settlement-day:${r.day}`, { ...r });
  });
}
