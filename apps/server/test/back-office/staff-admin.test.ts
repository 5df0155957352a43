import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@portal/contract';
import { backOfficeCalls as c, staffMessages } from '@portal/contract/back-office';
import { StaffSessions } from '../../src/modules/back-office/staff-session-repository.ts';
import { useTestApp } from '../support/test-app.ts';
import { auditRows, newStaff, nextCode, signInStaff, staffCall, STAFF_PASSWORD } from '../support/staff.ts';

const t = useTestApp();

async function signedIn(roles: Parameters<typeof newStaff>[1]) {
  const staff = await newStaff(t.db, roles);
  return { staff, client: await signInStaff(t.app, staff) };
}

describe('BackOffice/ListStaff, SetStaffRoles and SetStaffDisabled', () => {
  it('are refused, and audited, for a role without staff.manage', async () => {
    const { staff, client } = await signedIn(['auditor']);
    const list = await staffCall(t.app, c.listStaff, {}, { client });
    expect(list.result).toMatchObject({ errorCode: ErrorCode.Unauthorized, errorEDesc: staffMessages.notAllowed.en });
    expect((await auditRows(t.db, 1))[0]).toMatchObject({
      actor: staff.email,
      action: 'permission.refused',
      target: 'BackOffice/ListStaff',
      detail: { permission: 'staff.manage' },
    });
  });

  it('lists staff with their roles and state for an iam_admin', async () => {
    const { client } = await signedIn(['iam_admin']);
    const agent = await newStaff(t.db, ['support_agent']);
    const list = await staffCall(t.app, c.listStaff, {}, { client });
    expect(list.details!.staff.find((s) => s.id === agent.id)).toMatchObject({ roles: ['support_agent'], disabled: false, locked: false });
  });

  it('grants only roles the administrator holds, never to itself, and no iam_admin beside money rights; each change audited before and after', async () => {
    const { staff: admin, client } = await signedIn(['iam_admin', 'support_agent', 'auditor']);
    const agent = await newStaff(t.db, ['support_agent']);

    const granted = await staffCall(t.app, c.setStaffRoles, { staffId: agent.id, roles: ['support_agent', 'auditor'] }, { client });
    expect(granted.details).toMatchObject({ id: agent.id, roles: ['support_agent', 'auditor'] });
    expect((await auditRows(t.db, 1))[0]).toMatchObject({
      actor: admin.email,
      action: 'staff.roles',
      target: `staff:${agent.id}`,
      outcome: 'ok',
      detail: { before: { roles: ['support_agent'] }, after: { roles: ['support_agent', 'auditor'] } },
    });

    const notHeld = await staffCall(t.app, c.setStaffRoles, { staffId: agent.id, roles: ['finance_approver'] }, { client });
    expect(notHeld.result).toMatchObject({
      errorCode: ErrorCode.Unauthorized,
      errorEDesc: staffMessages.roleNotHeld.en,
      errorADesc: staffMessages.roleNotHeld.ar,
    });
    expect((await auditRows(t.db, 1))[0]).toMatchObject({
      action: 'staff.roles',
      outcome: 'refused',
      detail: { before: { roles: ['support_agent', 'auditor'] } },
    });

    // Taking a role away needs no holding of it.
    const lead = await newStaff(t.db, ['support_lead', 'finance_ops']);
    expect((await staffCall(t.app, c.setStaffRoles, { staffId: lead.id, roles: ['support_lead'] }, { client })).details!.roles).toEqual([
      'support_lead',
    ]);
    const moneyAdmin = await staffCall(t.app, c.setStaffRoles, { staffId: lead.id, roles: ['support_lead', 'iam_admin'] }, { client });
    expect(moneyAdmin.result).toMatchObject({ errorCode: ErrorCode.Unauthorized, errorEDesc: staffMessages.adminWithMoney.en });

    for (const roles of [['iam_admin', 'support_agent'], ['support_agent']] as const) {
      const own = await staffCall(t.app, c.setStaffRoles, { staffId: admin.id, roles: [...roles] }, { client });
      expect(own.result).toMatchObject({ errorCode: ErrorCode.Unauthorized, errorEDesc: staffMessages.ownAccount.en });
    }
    const missing = await staffCall(t.app, c.setStaffRoles, { staffId: 999_999, roles: ['support_agent'] }, { client });
    expect(missing.result.errorCode).toBe(ErrorCode.NotFound);
    const [row] = await t.db.query<{ roles: string[] }>('SELECT roles FROM staff WHERE id = $1', [admin.id]);
    expect(row!.roles).toEqual(['iam_admin', 'support_agent', 'auditor']);
  });

  it('asks for a fresh factor for a role change older than five minutes, and takes it after a step-up', async () => {
    const { staff: admin, client } = await signedIn(['iam_admin', 'support_agent']);
    const agent = await newStaff(t.db, ['support_agent']);
    await t.db.query(`UPDATE staff_sessions SET factor_at = now() - interval '301 seconds' WHERE staff_id = $1`, [admin.id]);
    const stale = await staffCall(t.app, c.setStaffRoles, { staffId: agent.id, roles: ['support_agent', 'iam_admin'] }, { client });
    expect(stale.result).toMatchObject({ errorCode: ErrorCode.OtpRequired, errorADesc: staffMessages.freshFactor.ar });
    expect((await auditRows(t.db, 1))[0]).toMatchObject({
      action: 'staff.roles',
      outcome: 'refused',
      detail: { why: 'factor older than 5 minutes' },
    });
    expect((await staffCall(t.app, c.staffStepUp, { code: await nextCode(admin) }, { client })).result.errorCode).toBe(0);
    const fresh = await staffCall(t.app, c.setStaffRoles, { staffId: agent.id, roles: ['support_agent', 'iam_admin'] }, { client });
    expect(fresh.details!.roles).toEqual(['support_agent', 'iam_admin']);
  });

  it('disabling ends every session of that staff member at once; enabling lets them in again and unlocks', async () => {
    const { staff: admin, client } = await signedIn(['iam_admin']);
    const agent = await newStaff(t.db, ['support_agent']);
    // A second session opened straight in the table: each sign-in spends an authenticator step, and the test needs one more later.
    const other = await new StaffSessions(t.db, t.config).create(agent.id, '10.0.0.2');
    const sessions = [await signInStaff(t.app, agent), { cookie: `bo_session=${other.id}`, csrf: other.csrfToken }];
    for (const s of sessions) expect((await staffCall(t.app, c.staffMe, {}, { client: s })).result.errorCode).toBe(0);

    const off = await staffCall(t.app, c.setStaffDisabled, { staffId: agent.id, disabled: true }, { client });
    expect(off.details).toMatchObject({ disabled: true });
    for (const s of sessions)
      expect((await staffCall(t.app, c.staffMe, {}, { client: s })).result.errorCode).toBe(ErrorCode.SessionTimeOut);
    const live = await t.db.query('SELECT 1 FROM staff_sessions WHERE staff_id = $1 AND ended_at IS NULL', [agent.id]);
    expect(live).toHaveLength(0);
    const refused = await staffCall(t.app, c.staffSignIn, { email: agent.email, password: STAFF_PASSWORD });
    expect(refused.result.errorCode).toBe(ErrorCode.Unauthorized);

    await t.db.query('UPDATE staff SET locked_at = now(), failed_passwords = 10 WHERE id = $1', [agent.id]);
    const on = await staffCall(t.app, c.setStaffDisabled, { staffId: agent.id, disabled: false }, { client });
    expect(on.details).toMatchObject({ disabled: false, locked: false });
    expect((await auditRows(t.db, 1))[0]).toMatchObject({
      action: 'staff.enable',
      detail: { before: { disabled: true, locked: true }, after: { disabled: false, locked: false } },
    });
    expect((await staffCall(t.app, c.staffMe, {}, { client: await signInStaff(t.app, agent) })).result.errorCode).toBe(0);

    const self = await staffCall(t.app, c.setStaffDisabled, { staffId: admin.id, disabled: true }, { client });
    expect(self.result).toMatchObject({ errorCode: ErrorCode.Unauthorized, errorEDesc: staffMessages.ownAccount.en });
  });
});
