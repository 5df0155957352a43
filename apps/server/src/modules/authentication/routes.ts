import { calls } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/calls.ts';
import type { Deps } from '../../platform/deps.ts';
import { authenticationService } from './service.ts';

export function registerAuthentication(app: FastifyInstance, deps: Deps): void {
  const service = authenticationService(deps);
  registerCall(app, deps.sessions, calls.login, (body, ctx) => service.login(body, ctx));
  registerCall(app, deps.sessions, calls.forgotPassword, (body, ctx) => service.forgotPassword(body, ctx));
  registerCall(app, deps.sessions, calls.forceChangePassword, (body, ctx) => service.forceChangePassword(body, ctx));
  registerCall(app, deps.sessions, calls.changePassword, (body, ctx) => service.changePassword(body, ctx));
  // The session was resolved (and its idle clock restarted) before the handler runs.
  registerCall(app, deps.sessions, calls.keepAlive, async () => null);
  registerCall(app, deps.sessions, calls.logout, (_body, ctx) => service.logout(ctx));
}
