import { buildApp } from './app.ts';
import { HttpPaymentGateway } from './adapters/payment-gateway/http-payment-gateway.ts';
import { startSandboxGateway, type RunningSandboxGateway } from './adapters/payment-gateway/sandbox/start-sandbox-gateway.ts';
import { serveSandboxProviders } from './adapters/provider-protocol/start-sandbox-providers.ts';
import { loadConfig, type Config } from './platform/config.ts';
import { openDatabase } from './platform/database.ts';
import { runtimeWarning } from './platform/runtime-support.ts';

const settings = loadConfig();
const db = await openDatabase(settings);
// The sandbox providers listen on their own ports and the portal reaches them as it would real ones.
const providers = await serveSandboxProviders(settings, db);
const config: Config = {
  ...settings,
  ...(providers.settings as Partial<Config>),
  // Served here, on this database: its statement files can be made from its own books (issue 32).
  SANDBOX_STATEMENTS: settings.SANDBOX_STATEMENTS ?? settings.BILLER_NETWORK === 'sandbox',
};

// Without GATEWAY_URL the sandbox gateway runs beside the portal on its own origin (GATEWAY_PORT).
let sandbox: RunningSandboxGateway | undefined;
if (!config.GATEWAY_URL) {
  sandbox = await startSandboxGateway({
    db,
    port: config.GATEWAY_PORT,
    secret: config.GATEWAY_SECRET,
    publicOrigin: config.GATEWAY_PUBLIC_ORIGIN,
    allowedFrameAncestors: [...new Set([new URL(config.PUBLIC_URL).origin, 'http://localhost:8080', 'http://127.0.0.1:8080'])],
    logger: { level: config.LOG_LEVEL },
  });
}
const gateway = new HttpPaymentGateway({
  baseUrl: config.GATEWAY_URL ?? config.SANDBOX_GATEWAY_API_URL ?? sandbox!.origin,
  publicOrigin: config.GATEWAY_PUBLIC_ORIGIN ?? sandbox?.origin,
  secret: config.GATEWAY_SECRET,
  timeoutMs: config.GATEWAY_TIMEOUT_MS,
});
const app = await buildApp({ config, db, gateway });
const stopReconciler = app.reconciler.start(config.RECONCILE_EVERY_SECONDS);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  stopReconciler();
  await app.close();
  await sandbox?.close();
  await providers.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`portal at ${config.PUBLIC_URL}/BillPaymentClient/ (${db.kind}); card gateway at ${gateway.publicOrigin}`);
for (const p of providers.running) app.log.info(`sandbox ${p.name} at ${p.url} (docs/providers/${p.name}.json)`);
const outdated = config.isProduction ? runtimeWarning(process.versions.node, new Date()) : undefined;
if (outdated) app.log.warn({ node: process.versions.node }, outdated);
