import Fastify, { type FastifyInstance } from 'fastify';
import type { PaymentGateway } from './adapters/payment-gateway/payment-gateway.ts';
import { unconfiguredGateway } from './adapters/payment-gateway/unconfigured-gateway.ts';
import type { Config } from './platform/config.ts';
import type { Db } from './platform/db.ts';
import { createDeps, type Deps } from './platform/deps.ts';
import { installCompression } from './platform/compression.ts';
import { requestSerializer } from './platform/log-redaction.ts';
import { OneLinePerRequest } from './platform/request-log.ts';
import { frameworkErrors, installErrorHandling } from './platform/error-handler.ts';
import { installNoStore } from './platform/no-store.ts';
import { installMetrics } from './platform/metrics.ts';
import { rateLimitBackend } from './platform/rate-limit-store.ts';
import { startTableUpkeep } from './platform/table-upkeep.ts';
import { installSqlCount } from './platform/sql-count.ts';
import { zodOnlySchemas } from './platform/zod-only-schemas.ts';
import { installSecurity } from './platform/security.ts';
import { serveSpa } from './platform/spa.ts';
import { serveBackOffice } from './platform/back-office-client.ts';
import { registerAuthentication } from './modules/authentication/routes.ts';
import { registerBillInquiry } from './modules/bill-inquiry/routes.ts';
import { registerCatalog } from './modules/catalog/routes.ts';
import { registerCommon } from './modules/common/routes.ts';
import { registerDevRoutes } from './modules/dev/routes.ts';
import { registerPersonalProfile } from './modules/personal-profile/routes.ts';
import { registerPayments } from './modules/payments/routes.ts';
import { registerCardManagement } from './modules/card-management/routes.ts';
import { registerInvoices } from './modules/invoices/routes.ts';
import { paymentMessages } from './modules/notifications/index.ts';
import { registerNotifications } from './modules/notifications/register.ts';
import { registerRegisteredBills } from './modules/registered-bills/routes.ts';
import { registerBulkPayments } from './modules/bulk-payments/routes.ts';
import { registerTransactionHistory } from './modules/transaction-history/routes.ts';
import { registerDashboard } from './modules/dashboard/routes.ts';
import { adsPageAnswers } from './modules/dashboard/ads.ts';
import { registerLocations } from './modules/locations/routes.ts';
import { registerBackOffice, staffCallDeps } from './modules/back-office/index.ts';
import { registerRefunds, withRefunds } from './modules/refunds/index.ts';
import { registerSettlement } from './modules/settlement/index.ts';
import { registerComplaints, settlingComplaintRefunds } from './modules/complaints/index.ts';

export interface BuildOptions {
  config: Config;
  db: Db;
  /** Serve the built web client (off in API tests). */
  serveClient?: boolean;
  /** The card gateway; without one, card calls answer that the gateway is unavailable. */
  gateway?: PaymentGateway;
  /** Where the log goes instead of stdout (tests read what the server logs). */
  logStream?: { write(line: string): void };
}

/** Builds the app without listening, so tests call app.inject and server.ts calls listen. */
declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    reconciler: { runOnce(now?: Date): Promise<{ looked: number; settled: number }>; start(everySeconds: number): () => void };
  }
}

export async function buildApp({
  config,
  db,
  serveClient = true,
  gateway = unconfiguredGateway,
  logStream,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: ['req.headers["x-sessionid"]', 'req.headers.authorization'], remove: true },
      serializers: { req: requestSerializer },
      ...(logStream ? { stream: logStream } : prettyInTerminal(config)),
    },
    logController: new OneLinePerRequest(),
    // A hop count as Fastify's own number form means: believe the nearest n proxies.
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    return503OnClosing: true,
    frameworkErrors,
    schemaController: zodOnlySchemas,
  });
  // Harmless by itself (the next query opens another), but an operator watching a failover wants to see it.
  db.onIdleConnectionLost?.((err) =>
    app.log.warn({ err: err.message }, 'the database closed a kept idle connection; the next query opens another'),
  );
  installSqlCount(app, db);
  installErrorHandling(app);
  installNoStore(app);
  const gatewayOrigin = gateway.publicOrigin ? [gateway.publicOrigin] : [];
  const limits = await rateLimitBackend(config, db, app.log);
  app.addHook('onReady', () => limits.ready());
  app.addHook('onClose', () => limits.close());
  await installSecurity(app, config, limits, { script: gatewayOrigin, frame: gatewayOrigin });
  await installCompression(app);

  const deps = await createDeps(config, db, app.log, gateway);
  app.decorate('deps', deps);
  installMetrics(app, config, deps.metrics);
  // Texts still on their way to the SMS provider leave before the database closes.
  app.addHook('onClose', () => deps.codes.settled());
  const stopUpkeep = await startTableUpkeep(db, app.log, config.TABLE_UPKEEP_EVERY_SECONDS);
  app.addHook('onClose', async () => stopUpkeep());
  app.get('/healthz', async () => {
    await db.query('SELECT 1');
    return { status: 'ok' };
  });
  registerAuthentication(app, deps);
  registerPersonalProfile(app, deps);
  registerCommon(app, deps);
  const catalog = registerCatalog(app, deps);
  registerBillInquiry(app, deps);
  registerCardManagement(app, deps);
  const invoices = registerInvoices(app, deps);
  const notifications = registerNotifications(app, deps, invoices);
  registerRegisteredBills(app, deps);
  const payments = registerPayments(app, deps, paymentMessages({ visitorMessagesPerDay: config.VISITOR_MESSAGES_PER_DAY }));
  registerBulkPayments(app, payments);
  registerTransactionHistory(app, deps);
  const dashboard = registerDashboard(app, deps);
  registerLocations(app, deps);
  const refunds = registerRefunds(app, deps, staffCallDeps(deps));
  registerBackOffice(app, deps, notifications, payments.reconciler, refunds.request);
  registerSettlement(app, deps);
  app.decorate('reconciler', withRefunds(payments.reconciler, refunds, app.log));
  // A complaint's automatic refund is of a line the biller never took: the payment's own settlement gives it back (decision 053).
  registerComplaints(
    app,
    deps,
    notifications,
    settlingComplaintRefunds((id, now) => payments.reconciler.settleNow(id, now)),
  );
  registerDevRoutes(app, deps);
  if (serveClient) serveBackOffice(app, config.BACKOFFICE_DIST);
  if (serveClient)
    await serveSpa(app, config.WEB_DIST, {
      answers: catalog.answers,
      cacheSeconds: config.CATALOG_CACHE_SECONDS,
      pageAnswers: adsPageAnswers(dashboard.ads, config.CATALOG_CACHE_SECONDS),
    });
  return app;
}

const trustHops =
  (hops: number) =>
  (_address: string, hop: number): boolean =>
    hop < hops;

/**
 * A person reading the log in a terminal during development gets lines meant for eyes (pino-pretty);
 * production, tests and anything piped stay JSON lines, one object each, for machines to read.
 */
function prettyInTerminal(config: Config) {
  if (config.isProduction || config.NODE_ENV === 'test' || !process.stdout.isTTY) return {};
  return { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } };
}
