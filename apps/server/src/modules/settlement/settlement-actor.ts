import { ErrorCode } from '@portal/contract';
import { rolesMay, type StaffPermission, type StaffRole } from '@portal/contract/back-office';
import type { Db, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuditLog, StaffRow } from '../back-office/index.ts';
import { isBankingDay } from './business-days.ts';
import { dayRepository } from './day-repository.ts';
import { holidayRepository } from './holiday-repository.ts';
import { settlementMessages } from './settlement-messages.ts';

export interface SettlementDeps {
  db: Db;
  audit: AuditLog;
}

/** Who acts, for the audit row every settlement action writes in its own transaction. */
export interface Actor {
  staff: Pick<StaffRow, 'id' | 'email' | 'roles'>;
  ip: string | null;
}

export const actorMay = (a: Actor, permission: StaffPermission) => rolesMay(a.staff.roles as StaffRole[], permission);

export const settlementError = (key: keyof typeof settlementMessages, code: number = ErrorCode.Conflict) =>
  new AppError(code, settlementMessages[key]);

export function audited(deps: SettlementDeps, q: Queryable, a: Actor, action: string, target: string, detail: Record<string, unknown>) {
  return deps.audit.append({ actorStaffId: a.staff.id, actor: a.staff.email, action, target, outcome: 'ok', ip: a.ip, detail }, q);
}

/** A day that can still change: a banking day, not closed. Locks its row when it has one. */
export async function openBankingDay(q: Queryable, day: string): Promise<void> {
  if (!isBankingDay(day, await holidayRepository.set(q))) throw settlementError('notBankingDay', ErrorCode.MissingDataIntegrity);
  if ((await dayRepository.get(q, day, true))?.status === 'closed') throw settlementError('dayClosed');
}
