import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { AuditLog } from './audit-repository.ts';
import { registerStaffIdentity } from './identity-routes.ts';
import { registerStaffPayments } from './payment-routes.ts';
import { StaffSignIn } from './sign-in.ts';
import { StaffSessions } from './staff-session-repository.ts';
import type { StaffCallDeps } from './staff-call.ts';

export type { StaffCallDeps };

/** The back office's API (issue 31): staff identity apart from customers, the audit log, search and a payment's story. */
export function registerBackOffice(app: FastifyInstance, deps: Deps): void {
  const { db, config, vault } = deps;
  const callDeps = staffCallDeps(deps);
  registerStaffIdentity(app, callDeps, new StaffSignIn({ db, config, sessions: callDeps.sessions, audit: callDeps.audit, vault }), config);
  registerStaffPayments(app, callDeps);
}

/** What a staff call needs: other modules' back-office calls (settlement) register through it too. */
export function staffCallDeps({ db, config }: Pick<Deps, 'db' | 'config'>): StaffCallDeps {
  return { db, sessions: new StaffSessions(db, config), audit: new AuditLog(db), production: config.isProduction };
}

export { AuditLog, verifyAuditChain } from './audit-repository.ts';
export { registerStaffCall, type StaffContext } from './staff-call.ts';
export type { StaffRow } from './staff-repository.ts';
