import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { staffCallDeps } from '../back-office/index.ts';
import { registerSettlementCalls } from './settlement-routes.ts';

/** Settlement and reconciliation (issue 32): the back office's finance half, behind the same staff calls. */
export function registerSettlement(app: FastifyInstance, deps: Deps): void {
  const { config } = deps;
  registerSettlementCalls(app, staffCallDeps(deps), { sandbox: !config.isProduction && config.BILLER_NETWORK !== 'http' });
}
