import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import type { invoiceService } from '../invoices/invoice-service.ts';
import { notificationRenderer } from './render-notification.ts';
import { notificationWorker } from './notification-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    notifier: ReturnType<typeof notificationWorker>;
  }
}

/**
 * The notifications outbox's worker in this process (decision 020): woken by the modules that queue
 * messages, and polling every NOTIFY_EVERY_SECONDS for what other servers queued or a retry that fell
 * due. It stops, and finishes what it holds, when the app closes.
 */
export function registerNotifications(app: FastifyInstance, deps: Deps, invoices: ReturnType<typeof invoiceService>): void {
  const { config } = deps;
  const worker = notificationWorker({
    db: deps.db,
    sms: deps.outbox,
    email: deps.email,
    log: app.log,
    wakeup: deps.notices,
    render: notificationRenderer({ db: deps.db, vault: deps.vault, receiptPdf: invoices.receiptPdf }),
    settings: { maxAttempts: config.NOTIFY_MAX_ATTEMPTS, dailyCap: config.NOTIFY_DAILY_CAP, batch: 20 },
  });
  const stop = worker.start(config.NOTIFY_EVERY_SECONDS);
  app.decorate('notifier', worker);
  app.addHook('onClose', async () => {
    stop();
    await worker.settled();
    await deps.demoMailbox?.close();
  });
}
