import fastifyStatic from '@fastify/static';
import { calls } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/calls.ts';
import type { Deps } from '../../platform/deps.ts';
import { ADS_URL_PREFIX, adsService } from './ads.ts';
import { dashboardService } from './service.ts';
import { serverPath } from '../../platform/paths.ts';

const ADS_DIR = serverPath('public/ads');

export function registerDashboard(app: FastifyInstance, deps: Deps) {
  const service = dashboardService(deps);
  const ads = adsService(deps);
  const s = deps.sessions;
  registerCall(app, s, calls.getLastMeterReading, (body, ctx) =>
    service.lastMeterReading(ctx.session, body.accountNo, body.customerInfo?.customerID),
  );
  registerCall(app, s, calls.getMeterReadings, (body, ctx) => service.meterReadings(ctx.session, body));
  registerCall(app, s, calls.getAlarms, (body, ctx) => service.alarms(ctx.session, body));
  registerCall(app, s, calls.getAds, () => ads());
  // Ad images come from our own origin, so the strict CSP (img-src 'self') allows them.
  void app.register(fastifyStatic, { root: ADS_DIR, prefix: ADS_URL_PREFIX, decorateReply: false, index: false, maxAge: '1d' });
  return { ads };
}
