import { calls } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/calls.ts';
import type { Deps } from '../../platform/deps.ts';
import { transactionHistoryService } from './service.ts';

export function registerTransactionHistory(app: FastifyInstance, deps: Deps): void {
  const service = transactionHistoryService(deps);
  registerCall(app, deps.sessions, calls.getAllTransactionHistory, (body, ctx) => service.list(ctx.session, body));
  registerCall(app, deps.sessions, calls.getHistoryCategories, () => service.categories());
}
