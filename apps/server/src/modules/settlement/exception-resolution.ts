import { ErrorCode } from '@portal/contract';
import { exceptionRepository, type Resolution } from './exception-repository.ts';
import { actorMay, audited, openBankingDay, settlementError, type Actor, type SettlementDeps } from './settlement-actor.ts';

/**
 * Resolves one exception (issue 32 §3): matched late, refund issued, claim raised against the biller,
 * or written off, which only a finance approver may do (their approval is the resolution). The row stays.
 */
export async function resolveException(
  deps: SettlementDeps,
  actor: Actor,
  r: { exceptionId: number; resolution: Resolution; note: string },
): Promise<void> {
  if (r.resolution === 'written_off' && !actorMay(actor, 'settlement.approve'))
    throw settlementError('approvalNeeded', ErrorCode.Unauthorized);
  await deps.db.tx(async (q) => {
    const row = await exceptionRepository.byIdForUpdate(q, r.exceptionId);
    if (!row || row.status !== 'open') throw settlementError('exceptionNotFound', ErrorCode.NotFound);
    await openBankingDay(q, row.business_day);
    const approvedBy = r.resolution === 'written_off' ? actor.staff.id : null;
    await exceptionRepository.resolve(q, row.id, { resolution: r.resolution, note: r.note, staffId: actor.staff.id, approvedBy });
    await audited(deps, q, actor, 'reconciliation.exception.resolve', `reconciliation-exception:${row.id}`, {
      day: row.business_day,
      kind: row.kind,
      reference: row.reference,
      resolution: r.resolution,
      note: r.note,
    });
  });
}
