import { calls } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/calls.ts';
import type { Deps } from '../../platform/deps.ts';
import { profileService } from './profile-service.ts';
import { personalProfileService } from './service.ts';

export function registerPersonalProfile(app: FastifyInstance, deps: Deps): void {
  const service = personalProfileService(deps);
  registerCall(app, deps.sessions, calls.addCustomer, (body, ctx) => service.addCustomer(body, ctx));
  registerCall(app, deps.sessions, calls.checkCustomer, (body) => service.checkCustomer(body));
  registerCall(app, deps.sessions, calls.createPassword, (body) => service.createPassword(body));
  const profile = profileService(deps);
  registerCall(app, deps.sessions, calls.getCustomer, (body, ctx) => profile.getCustomer(body, ctx));
  registerCall(app, deps.sessions, calls.editCustomer, (body, ctx) => profile.editCustomer(body, ctx));
}
