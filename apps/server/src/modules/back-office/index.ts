import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { AuditLog } from './audit-repository.ts';
import { registerStaffIdentity } from './identity-routes.ts';
import { registerStaffOperations } from './operations-routes.ts';
import { registerStaffPayments } from './payment-routes.ts';
import type { StuckActionDeps } from './stuck-actions.ts';
import { StaffSignIn } from './sign-in.ts';
import { StaffSessions } from './staff-session-repository.ts';

/** The back office's API (issue 31): staff identity apart from customers, the audit log, search, a payment's story, stuck payments and the export. */
export function registerBackOffice(app: FastifyInstance, deps: Deps, reconciler: StuckActionDeps['reconciler']): void {
  const { db, config, vault } = deps;
  const audit = new AuditLog(db);
  const sessions = new StaffSessions(db, config);
  const callDeps = { db, sessions, audit, production: config.isProduction };
  registerStaffIdentity(app, callDeps, new StaffSignIn({ db, config, sessions, audit, vault }), config);
  registerStaffPayments(app, callDeps);
  registerStaffOperations(app, callDeps, { gateway: deps.gateway, reconciler });
}

export { AuditLog, verifyAuditChain } from './audit-repository.ts';
