import { calls } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/calls.ts';
import type { Deps } from '../../platform/deps.ts';
import { commonService } from './service.ts';

export function registerCommon(app: FastifyInstance, deps: Deps): void {
  const service = commonService(deps);
  registerCall(app, deps.sessions, calls.getLookUp, (body) => service.getLookUp(body.lookupsInfo.code));
  registerCall(app, deps.sessions, calls.getGeneralSettings, (body) => service.getGeneralSetting(body.generalSettingsInfo.code));
}
