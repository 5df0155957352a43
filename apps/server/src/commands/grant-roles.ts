import { STAFF_ROLES, type StaffRole } from '@portal/contract/back-office';
import type { Db } from '../platform/db.ts';
import { AuditLog } from '../modules/back-office/audit-repository.ts';
import { commandGrantRefusal } from '../modules/back-office/role-grants.ts';
import { staffRepository } from '../modules/back-office/staff-repository.ts';

export interface GrantRequest {
  email: string;
  roles: readonly StaffRole[];
  /** Who ran the command (their name or e-mail), and why: both kept in the audit row. */
  operator: string;
  reason: string;
}

export const isStaffRole = (r: string): r is StaffRole => (STAFF_ROLES as readonly string[]).includes(r);

/**
 * Adds roles to an existing staff member from the server (decision 054): how the money roles are first given,
 * since a web administrator holds no money role and grants only roles it holds (decision 048). Run by whoever
 * has the server and its database, like staff:create; refused for `iam_admin` and for any mix the web refuses;
 * the member's row is locked and the audit row written in the same transaction, with before and after.
 */
export async function grantRoles(db: Db, g: GrantRequest): Promise<{ before: StaffRole[]; after: StaffRole[] }> {
  return db.tx(async (q) => {
    const found = await staffRepository.byEmail(q, g.email);
    const staff = found && (await staffRepository.forChange(q, found.id));
    if (!staff) throw new Error(`${g.email} is not a staff member; invite them first (or staff:create for the first administrator)`);
    if (staff.demo) throw new Error(`${g.email} is a demo account; demo staff keep their seeded roles`);
    const refusal = commandGrantRefusal(staff.roles, g.roles);
    if (refusal) throw new Error(refusal.en);
    const before = [...staff.roles];
    const after = STAFF_ROLES.filter((r) => before.includes(r) || g.roles.includes(r));
    await staffRepository.setRoles(q, staff.id, after);
    await new AuditLog(db).append(
      {
        actorStaffId: null,
        actor: `command:staff:grant (${g.operator})`,
        action: 'staff.grant',
        target: `staff:${staff.id}`,
        outcome: 'ok',
        detail: { before: { roles: before }, after: { roles: after }, reason: g.reason },
      },
      q,
    );
    return { before, after };
  });
}
