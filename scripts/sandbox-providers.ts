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
import {
  startSandboxProvider,
  type ProviderName,
  type RunningProvider,
} from '../apps/server/src/adapters/provider-protocol/start-sandbox-providers.ts';
import { openPglite, openPostgres } from '../apps/server/src/platform/db.ts';

const env = process.env;
const db = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL) : await openPglite(env.DATA_DIR ?? './data-providers');
await migrate(db);
await seedSandboxWallets(db);
const production = env.NODE_ENV === 'production';
const host = env.PROVIDERS_HOST || '127.0.0.1';
/** A port setting: unset or blank is the default; anything but a whole number 0–65535 stops the start. */
function portOf(setting: string, fallback: number): number {
  const v = env[setting];
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${setting}: "${v}" is not a port (0–65535)`);
  return n;
}

const providers: { name: ProviderName; port: string; fallback: number; secret: string }[] = [
  { name: 'biller-switch', port: 'BILLER_NETWORK_PORT', fallback: 8091, secret: 'BILLER_NETWORK_API_KEY' },
  { name: 'wallet', port: 'WALLET_PORT', fallback: 8092, secret: 'WALLET_API_KEY' },
  { name: 'meter-data', port: 'UTILITY_DATA_PORT', fallback: 8093, secret: 'UTILITY_DATA_API_KEY' },
];

// One at a time, each kept as soon as it listens: when a later one fails (a port taken, a development
// secret in production), the ones already listening are closed rather than left holding their ports.
const running: RunningProvider[] = [];
try {
  for (const p of providers) {
    running.push(
      await startSandboxProvider({
        db,
        name: p.name,
        port: portOf(p.port, p.fallback),
        host,
        secret: env[p.secret] || undefined,
        production,
      }),
    );
  }
} catch (err) {
  console.error((err as Error).message);
  await Promise.all(running.map((p) => p.close()));
  await db.close();
  process.exit(1);
}
// One line a provider, machine-readable: tests read the URLs from here when the ports were 0.
for (const p of running) console.log(JSON.stringify({ provider: p.name, url: p.url }));

// SIGINT then SIGTERM (a terminal's Ctrl-C followed by a supervisor's stop) must not close twice.
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await Promise.all(running.map((p) => p.close()));
  await db.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
