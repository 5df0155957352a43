import { calls } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/calls.ts';
import type { Deps } from '../../platform/deps.ts';
import { cardManagementService } from './service.ts';

export function registerCardManagement(app: FastifyInstance, deps: Deps): void {
  const service = cardManagementService(deps);
  registerCall(app, deps.sessions, calls.getAllCards, (body, ctx) => service.list(ctx.session, body.customerInfo.customerID));
  registerCall(app, deps.sessions, calls.getAllCardsList, (body, ctx) => service.list(ctx.session, body.customerInfo.customerID));
  registerCall(app, deps.sessions, calls.saveCard, (body, ctx) => service.save(ctx.session, body));
  registerCall(app, deps.sessions, calls.deleteCard, (body, ctx) => service.remove(ctx.session, body.creditCardInfo.creditCardID));
}
