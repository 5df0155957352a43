import type { FastifyInstance } from 'fastify';
import { backOfficeCalls as c } from '@portal/contract/back-office';
import { registerStaffCall, type StaffCallDeps } from './staff-call.ts';
import type { StaffInvitations } from './invitations.ts';
import { requireFreshFactor } from './sign-in.ts';
import type { StaffAdmin } from './staff-admin.ts';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';

// The contract checks the JSON's shape; the library's type is wider.
const asEnrolment = (p: { name: string; response: unknown }) => ({ name: p.name, response: p.response as RegistrationResponseJSON });

/** Staff administration for `iam_admin` and the invitee's two public steps (issue 31 §1). */
export function registerStaffAdmin(
  app: FastifyInstance,
  deps: StaffCallDeps,
  admin: StaffAdmin,
  invitations: StaffInvitations,
  perIp: { rateLimitPerMinute: number },
): void {
  registerStaffCall(app, deps, c.listStaff, async () => ({ staff: await admin.list(), invitations: await invitations.recent() }));

  registerStaffCall(app, deps, c.inviteStaff, async (body, { staff, session, ip }) => {
    // An invitation grants roles: the same fresh factor as a role change.
    await requireFreshFactor(session, deps.audit, staff, 'staff.invite', ip);
    return invitations.invite(staff, body, ip);
  });

  registerStaffCall(app, deps, c.setStaffRoles, (body, { staff, session, ip }) =>
    admin.setRoles(staff, session, body.staffId, body.roles, ip),
  );

  registerStaffCall(app, deps, c.setStaffDisabled, (body, { staff, ip }) => admin.setDisabled(staff, body.staffId, body.disabled, ip));

  registerStaffCall(app, deps, c.openInvitation, (body) => invitations.open(body.token), perIp);

  registerStaffCall(
    app,
    deps,
    c.acceptInvitation,
    async (body, { ip }) => {
      await invitations.accept(body.token, body.password, body.code, ip, body.passkey && asEnrolment(body.passkey));
      return null;
    },
    perIp,
  );

  registerStaffCall(app, deps, c.invitationPasskeyOptions, (body) => invitations.passkeyOptions(body.token), perIp);
}
