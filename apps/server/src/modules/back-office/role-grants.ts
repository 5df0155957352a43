import type { Bilingual } from '@portal/contract';
import { permissionsOf, staffMessages, type StaffPermission, type StaffRole } from '@portal/contract/back-office';
import type { StaffRow } from './staff-repository.ts';

/** Rights over money or customers' data, which a staff administrator must never hold beside its own (issue 31). */
const MONEY_RIGHTS: readonly StaffPermission[] = [
  'customer.reveal',
  'refunds.request',
  'refunds.approve',
  'payments.act_stuck',
  'payments.export',
];

/**
 * Why `granter` may not give `target` the roles `after` (they held `before`; none for an invitation), or
 * null when it may (issue 31 §1): nobody changes their own roles (so never `iam_admin` to oneself); a role
 * added must be one the granter holds; and no one holds `iam_admin` beside a right over money.
 */
export function roleChangeRefusal(
  granter: StaffRow,
  targetId: number | null,
  before: readonly StaffRole[],
  after: readonly StaffRole[],
): Bilingual | null {
  if (targetId === granter.id) return staffMessages.ownAccount;
  if (after.some((r) => !before.includes(r) && !granter.roles.includes(r))) return staffMessages.roleNotHeld;
  if (after.includes('iam_admin') && permissionsOf(after).some((p) => MONEY_RIGHTS.includes(p))) return staffMessages.adminWithMoney;
  return null;
}
