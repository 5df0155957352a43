import { describe, expect, it } from 'vitest';
import { staffMessages } from '@portal/contract/back-office';
import { grantRoles } from '../../src/commands/grant-roles.ts';
import { staffRepository } from '../../src/modules/back-office/staff-repository.ts';
import { useTestApp } from '../support/test-app.ts';
import { auditRows, newStaff } from '../support/staff.ts';

const t = useTestApp();
const reason = 'finance team starts on Sunday (ticket OPS-12)';

describe('npm run staff:grant (grantRoles): how the money roles are first given', () => {
  it('adds roles to an existing member, in the contract order, and audits before and after', async () => {
    const member = await newStaff(t.db, ['auditor']);
    const out = await grantRoles(t.db, { email: member.email, roles: ['finance_approver', 'finance_ops'], operator: 'Ops Lead', reason });
    expect(out).toEqual({ before: ['auditor'], after: ['finance_ops', 'finance_approver', 'auditor'] });
    expect((await staffRepository.byId(t.db, member.id))!.roles).toEqual(['finance_ops', 'finance_approver', 'auditor']);
    expect((await auditRows(t.db, 1))[0]).toMatchObject({
      actor: 'command:staff:grant (Ops Lead)',
      action: 'staff.grant',
      target: `staff:${member.id}`,
      outcome: 'ok',
      detail: { before: { roles: ['auditor'] }, after: { roles: ['finance_ops', 'finance_approver', 'auditor'] }, reason },
    });
  });

  it('never gives iam_admin, never a money role to an administrator, and only to existing staff', async () => {
    const member = await newStaff(t.db, ['support_agent']);
    await expect(grantRoles(t.db, { email: member.email, roles: ['iam_admin'], operator: 'Ops', reason })).rejects.toThrow(
      staffMessages.adminByCommand.en,
    );
    const admin = await newStaff(t.db, ['iam_admin']);
    await expect(grantRoles(t.db, { email: admin.email, roles: ['finance_ops'], operator: 'Ops', reason })).rejects.toThrow(
      staffMessages.adminWithMoney.en,
    );
    expect((await staffRepository.byId(t.db, admin.id))!.roles).toEqual(['iam_admin']);
    // An administrator may still be given a role without money rights, as on the web.
    await grantRoles(t.db, { email: admin.email, roles: ['auditor'], operator: 'Ops', reason });
    await expect(grantRoles(t.db, { email: 'nobody@test.example.om', roles: ['auditor'], operator: 'Ops', reason })).rejects.toThrow(
      /not a staff member/,
    );
  });
});
