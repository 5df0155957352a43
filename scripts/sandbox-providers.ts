/**
 * The sandbox biller switch, wallet and meter data as their own process (npm run sandbox:providers),
 * for a portal run with BILLER_NETWORK=http, WALLET_PROVIDER=http and UTILITY_DATA=http pointed at
 * them (README, "Providers as their own processes"). They keep their state in DATABASE_URL (or the
 * PGlite DATA_DIR) in the sandbox_* tables, migrated here; each signs with its own secret:
 * BILLER_NETWORK_API_KEY, WALLET_API_KEY, UTILITY_DATA_API_KEY (the development ones unless set, refused
 * when NODE_ENV=production). Ports: BILLER_NETWORK_PORT, WALLET_PORT, UTILITY_DATA_PORT; host
 * PROVIDERS_HOST (loopback unless set).
 */
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedSandboxWallets } from '../apps/server/src/adapters/wallet/sandbox-wallet.ts';
import { startSandboxProvider, type RunningProvider } from '../apps/server/src/adapters/provider-protocol/start-sandbox-providers.ts';
import { openPglite, openPostgres } from '../apps/server/src/platform/db.ts';

const env = process.env;
const db = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL) : await openPglite(env.DATA_DIR ?? './data-providers');
await migrate(db);
await seedSandboxWallets(db);
const production = env.NODE_ENV === 'production';
const host = env.PROVIDERS_HOST || '127.0.0.1';
const port = (v: string | undefined, fallback: number) => (v === undefined || v === '' ? fallback : Number(v));

const running: RunningProvider[] = [];
try {
  running.push(
    await startSandboxProvider({
      db,
      name: 'biller-switch',
      port: port(env.BILLER_NETWORK_PORT, 8091),
      host,
      secret: env.BILLER_NETWORK_API_KEY || undefined,
      production,
    }),
    await startSandboxProvider({
      db,
      name: 'wallet',
      port: port(env.WALLET_PORT, 8092),
      host,
      secret: env.WALLET_API_KEY || undefined,
      production,
    }),
    await startSandboxProvider({
      db,
      name: 'meter-data',
      port: port(env.UTILITY_DATA_PORT, 8093),
      host,
      secret: env.UTILITY_DATA_API_KEY || undefined,
      production,
    }),
  );
} catch (err) {
  console.error((err as Error).message);
  await Promise.all(running.map((p) => p.close()));
  await db.close();
  process.exit(1);
}
// One line a provider, machine-readable: tests read the URLs from here when the ports were 0.
for (const p of running) console.log(JSON.stringify({ provider: p.name, url: p.url }));

const stop = async () => {
  await Promise.all(running.map((p) => p.close()));
  await db.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
