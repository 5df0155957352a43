import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { AuditLog } from './audit-repository.ts';
import { registerStaffIdentity } from './identity-routes.ts';
import type { Notifications } from '../notifications/index.ts';
import { renderInvitation } from './invitation-message.ts';
import { StaffInvitations } from './invitations.ts';
import { registerStaffOperations } from './operations-routes.ts';
import { registerStaffPayments } from './payment-routes.ts';
import { StaffAdmin } from './staff-admin.ts';
import { registerStaffAdmin } from './staff-admin-routes.ts';
import type { StuckActionDeps } from './stuck-actions.ts';
import { StaffSignIn } from './sign-in.ts';
import { StaffPasskeys } from './passkeys.ts';
import { PasskeyRegistrations } from './passkey-registration.ts';
import { registerStaffPasskeys } from './passkey-routes.ts';
import { PasskeyEnrolment } from './passkey-enrolment.ts';
import { relyingParty } from '../../platform/passkey-settings.ts';
import { StaffSessions } from './staff-session-repository.ts';
import type { StaffCallDeps } from './staff-call.ts';

export type { StaffCallDeps };

/** The back office's API (issue 31): staff identity apart from customers, the audit log, search, a payment's story, stuck payments and the export. */
export function registerBackOffice(
  app: FastifyInstance,
  deps: Deps,
  notifications: Notifications,
  reconciler: StuckActionDeps['reconciler'],
  refundLine?: StuckActionDeps['refundLine'],
): void {
  const { db, config, vault } = deps;
  const callDeps = staffCallDeps(deps);
  const signIn = new StaffSignIn({ db, config, sessions: callDeps.sessions, audit: callDeps.audit, vault });
  registerStaffIdentity(app, callDeps, signIn, config);
  registerStaffPayments(app, callDeps);
  const { audit, sessions } = callDeps;
  const rp = relyingParty(config);
  const invitations = new StaffInvitations({ db, vault, audit, notices: deps.notices, passkeys: new PasskeyEnrolment({ db, rp, audit }) });
  const backOfficeUrl = `${config.PUBLIC_URL}/BackOffice/`;
  notifications.addRenderer('staff_invitation', (row) =>
    renderInvitation({ db, vault, backOfficeUrl }, Number(row.subject.invitationId), row.lang),
  );
  registerStaffAdmin(app, callDeps, new StaffAdmin({ db, audit, sessions }), invitations, {
    rateLimitPerMinute: config.STAFF_SIGN_IN_PER_MINUTE,
  });
  registerStaffOperations(app, callDeps, { gateway: deps.gateway, reconciler, ...(refundLine ? { refundLine } : {}) });
  const passkeys = new StaffPasskeys({ db, audit, sessions, signIn, rp });
  registerStaffPasskeys(app, callDeps, passkeys, new PasskeyRegistrations({ db, audit, rp }), config);
}

/** What a staff call needs: other modules' back-office calls (settlement) register through it too. */
export function staffCallDeps({ db, config }: Pick<Deps, 'db' | 'config'>): StaffCallDeps {
  return { db, sessions: new StaffSessions(db, config), audit: new AuditLog(db), production: config.isProduction };
}

export { AuditLog, verifyAuditChain } from './audit-repository.ts';
export { StaffInvitations } from './invitations.ts';
export { registerStaffCall, type StaffContext } from './staff-call.ts';
export { requireFreshFactor } from './sign-in.ts';
export type { StaffRow } from './staff-repository.ts';
export { paymentTarget } from './payment-story.ts';
