import { calls } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/calls.ts';
import type { Deps } from '../../platform/deps.ts';
import type { invoiceService } from '../invoices/index.ts';
import { notificationRenderer } from './render-notification.ts';
import { notificationWorker } from './notification-worker.ts';
import { billWatch } from './bill-watch.ts';
import { scheduledJob } from '../../platform/scheduled-jobs.ts';
import { eventLoopBusy } from '../../platform/event-loop-busy.ts';
import { notificationsService } from './notifications-service.ts';
import { notificationRepository } from './notification-repository.ts';
import type { Notifications, OtherRenderers } from './other-renderers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    notifier: ReturnType<typeof notificationWorker>;
    billWatch: { runOnce: ReturnType<typeof billWatch>['runOnce']; runIfDue: (now?: Date) => Promise<boolean> };
  }
}

/**
 * The event loop utilisation above which receipt e-mails wait (decision 074); 1: never. PGlite runs the
 * database on this event loop: its utilisation says little of customers waiting for a core there, and
 * holding receipts gained nothing measurable.
 */
export const receiptsWaitAbove = (config: Pick<Deps['config'], 'NOTIFY_PDF_WAIT_ABOVE_BUSY' | 'DATABASE_URL'>): number =>
  config.NOTIFY_PDF_WAIT_ABOVE_BUSY ?? (config.DATABASE_URL ? 0.8 : 1);

/**
 * The notifications outbox's worker in this process (decision 020): woken by the modules that queue
 * messages, and polling every NOTIFY_EVERY_SECONDS for what other servers queued or a retry that fell
 * due. It stops, and finishes what it holds, when the app closes.
 */
export function registerNotifications(app: FastifyInstance, deps: Deps, invoices: ReturnType<typeof invoiceService>): Notifications {
  const { config } = deps;
  const renderers: OtherRenderers = {};
  deps.metrics.gauge({
    name: 'portal_outbox_backlog',
    help: 'Notifications queued or being sent, by channel; and the oldest one waiting, in seconds',
    labelNames: ['channel'],
    async collect(gauge) {
      gauge.reset();
      gauge.set({ channel: 'sms' }, 0);
      gauge.set({ channel: 'email' }, 0);
      for (const r of await notificationRepository.backlogByChannel(deps.db)) gauge.set({ channel: r.channel }, r.n);
    },
  });
  deps.metrics.gauge({
    name: 'portal_outbox_oldest_seconds',
    help: 'Age of the oldest notification due and not yet delivered',
    async collect(gauge) {
      gauge.set(await notificationRepository.oldestDueSeconds(deps.db));
    },
  });
  const waitAbove = receiptsWaitAbove(config);
  const worker = notificationWorker({
    db: deps.db,
    sms: deps.outbox,
    email: deps.email,
    log: app.log,
    wakeup: deps.notices,
    render: notificationRenderer({
      db: deps.db,
      vault: deps.vault,
      billers: deps.billers,
      receiptPdf: invoices.receiptPdf,
      portalUrl: `${config.PUBLIC_URL}/BillPaymentClient/`,
      renderers,
    }),
    counted: (channel, outcome) => deps.metrics.notifications.inc({ channel, outcome }),
    busy: waitAbove < 1 ? eventLoopBusy({ threshold: waitAbove }) : undefined,
    settings: {
      maxAttempts: config.NOTIFY_MAX_ATTEMPTS,
      dailyCap: config.NOTIFY_DAILY_CAP,
      batch: 50,
      concurrency: config.NOTIFY_CONCURRENCY,
      // One rendering and one waiting per PDF worker: more would fill the pool's queue, which Print shares.
      withPdfAtOnce: config.PDF_WORKERS * 2,
    },
  });
  const stop = worker.start(config.NOTIFY_EVERY_SECONDS);
  const watch = billWatch(deps);
  const watchJob = scheduledJob({
    db: deps.db,
    log: app.log,
    name: 'bill-watch',
    everyMs: config.BILL_WATCH_EVERY_SECONDS * 1000,
    leaseMs: 15 * 60_000,
    run: async (now) => {
      await watch.runOnce(now);
      deps.notices.ring();
    },
  });
  const stopWatch = watchJob.start(config.BILL_WATCH_EVERY_SECONDS > 0 ? 60 : 0);
  app.decorate('notifier', worker);
  const service = notificationsService(deps);
  registerCall(app, deps.sessions, calls.getNotificationPreferences, (_body, ctx) => service.preferences(ctx.session));
  registerCall(app, deps.sessions, calls.setNotificationPreferences, (body, ctx) => service.save(ctx.session, body));
  registerCall(app, deps.sessions, calls.resendReceipt, (body, ctx) => service.resendReceipt(ctx.session, body.referenceNumber));
  app.decorate('billWatch', { runOnce: watch.runOnce, runIfDue: watchJob.runIfDue });
  app.addHook('onClose', async () => {
    stop();
    stopWatch();
    await worker.settled();
    await deps.email.close?.();
  });
  return {
    addRenderer(kind, render) {
      renderers[kind] = render;
    },
  };
}
