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

/**
 * Why the server command `staff:grant` may not add `added` to a member holding `before`, or null (decision
 * 054): it exists to give the money roles no web administrator may hold or grant (decision 048), so it never
 * gives `iam_admin` (that comes only from staff:create or an administrator's invitation, so nobody makes
 * themselves one here), and the result obeys the same rule as the web: no `iam_admin` beside money.
 */
export function commandGrantRefusal(before: readonly StaffRole[], added: readonly StaffRole[]): Bilingual | null {
  if (added.includes('iam_admin')) return staffMessages.adminByCommand;
  const after = [...new Set([...before, ...added])];
  if (after.includes('iam_admin') && permissionsOf(after).some((p) => MONEY_RIGHTS.includes(p))) return staffMessages.adminWithMoney;
  return null;
}
