import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { AuditLog } from './audit-repository.ts';
import { registerStaffIdentity } from './identity-routes.ts';
import { registerStaffPayments } from './payment-routes.ts';
import { StaffSignIn } from './sign-in.ts';
import { StaffSessions } from './staff-session-repository.ts';

/** The back office's API (issue 31): staff identity apart from customers, the audit log, search and a payment's story. */
export function registerBackOffice(app: FastifyInstance, deps: Deps): void {
  const { db, config, vault } = deps;
  const audit = new AuditLog(db);
  const sessions = new StaffSessions(db, config);
  const callDeps = { db, sessions, audit, production: config.isProduction };
  registerStaffIdentity(app, callDeps, new StaffSignIn({ db, config, sessions, audit, vault }), config);
  registerStaffPayments(app, callDeps);
}

export { AuditLog, verifyAuditChain } from './audit-repository.ts';
