import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { scheduledJob } from '../../platform/scheduled-jobs.ts';
import { staffCallDeps } from '../back-office/index.ts';
import type { Notifications } from '../notifications/index.ts';
import { complaintClockJob, type ClockOutcome } from './complaint-clock-job.ts';
import { renderComplaintMessage } from './complaint-notify.ts';
import type { ComplaintRefunds } from './complaint-refunds.ts';
import { complaintService } from './complaint-service.ts';
import { complaintSettings } from './complaint-settings.ts';
import { registerComplaintCalls } from './customer-routes.ts';
import { registerComplaintStaffCalls } from './staff-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The complaint clock, for tests and the demo: runs once at the given time on this server. */
    complaintClock: (now: Date) => Promise<ClockOutcome>;
  }
}

/** Complaints (issue 33): the customer's calls, the staff's, the clock job and the outbox's messages. */
export function registerComplaints(app: FastifyInstance, deps: Deps, notifications: Notifications, refunds: ComplaintRefunds): void {
  const { config } = deps;
  const settings = complaintSettings(config);
  const callDeps = staffCallDeps(deps);
  const base = { db: deps.db, audit: callDeps.audit, settings, ring: () => deps.notices.ring(), now: () => new Date() };
  const service = complaintService(base);
  registerComplaintCalls(app, deps, service, settings);
  registerComplaintStaffCalls(app, callDeps, service, base.now);
  notifications.addRenderer('complaint', (row) => renderComplaintMessage(deps.db, row, `${config.PUBLIC_URL}/BackOffice/`));
  const run = complaintClockJob({ ...base, refunds, log: app.log });
  const job = scheduledJob({
    db: deps.db,
    log: app.log,
    name: 'complaint-clock',
    everyMs: config.COMPLAINT_CLOCK_EVERY_SECONDS * 1000,
    leaseMs: 15 * 60_000,
    run,
  });
  const stop = job.start(config.COMPLAINT_CLOCK_EVERY_SECONDS > 0 ? 60 : 0);
  app.decorate('complaintClock', run);
  app.addHook('onClose', async () => stop());
}

export { settlingComplaintRefunds, type ComplaintRefunds } from './complaint-refunds.ts';
