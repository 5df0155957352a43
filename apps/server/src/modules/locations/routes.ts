import { calls } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { MeterLocations } from '../../adapters/meter-locations/meter-locations.ts';
import { sandboxMeterLocations } from '../../adapters/meter-locations/sandbox-meter-locations.ts';
import { registerCall } from '../../platform/calls.ts';
import type { Deps } from '../../platform/deps.ts';
import { locationsService } from './service.ts';

/** Location details and branch details (spec 01 §7 LocationDetails/*). A real meter feed replaces the sandbox here. */
export function registerLocations(app: FastifyInstance, deps: Deps, meters: MeterLocations = sandboxMeterLocations): void {
  const service = locationsService(deps, meters);
  const s = deps.sessions;
  registerCall(app, s, calls.getLocationDetails, (body, ctx) => service.accountLocations(ctx.session, body));
  registerCall(app, s, calls.getBrancheDetails, () => service.branches());
  registerCall(app, s, calls.getMapSettings, async () => service.mapSettings());
}
