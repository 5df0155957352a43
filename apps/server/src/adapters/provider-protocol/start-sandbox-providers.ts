import type { Db } from '../../platform/db.ts';
import { billerProtocol } from './biller-protocol.ts';
import { meterProtocol } from './meter-protocol.ts';
import type { ProviderProtocol } from './operation.ts';
import { buildProviderService, type OperationHandler } from './provider-service.ts';
import { billerHandlers, meterHandlers, walletHandlers } from './sandbox-handlers.ts';
import { walletProtocol } from './wallet-protocol.ts';
import { DatabaseReplayMemory } from './replay-memory.ts';
import { SignatureVerifier } from './signing.ts';

/**
 * The development secrets of the sandbox providers: published here, so refused in production (by the
 * portal's settings check and by these services when NODE_ENV=production).
 */
export const DEV_PROVIDER_SECRETS = {
  'biller-switch': 'dev-biller-switch-secret-not-for-production',
  wallet: 'dev-wallet-secret-not-for-production',
  'meter-data': 'dev-meter-data-secret-not-for-production',
} as const;

export type ProviderName = ProviderProtocol['name'];

export interface RunningProvider {
  name: ProviderName;
  url: string;
  secret: string;
  close(): Promise<void>;
}

export interface StartProviderOptions {
  db: Db;
  name: ProviderName;
  /** 0 picks a free port. */
  port: number;
  host?: string | undefined;
  secret?: string | undefined;
  production?: boolean | undefined;
}

const PROTOCOLS: Record<ProviderName, { protocol: ProviderProtocol; handlers: (db: Db) => Record<string, OperationHandler> }> = {
  'biller-switch': { protocol: billerProtocol, handlers: billerHandlers },
  wallet: { protocol: walletProtocol, handlers: walletHandlers },
  'meter-data': { protocol: meterProtocol, handlers: () => meterHandlers() },
};

/** One sandbox provider listening on its own port (loopback unless a host is given). */
export async function startSandboxProvider(o: StartProviderOptions): Promise<RunningProvider> {
  const secret = o.secret ?? DEV_PROVIDER_SECRETS[o.name];
  if (o.production && secret === DEV_PROVIDER_SECRETS[o.name]) {
    throw new Error(`${o.name}: the sandbox refuses its development secret when NODE_ENV=production`);
  }
  const { protocol, handlers } = PROTOCOLS[o.name];
  // The request ids live in the database, so instances of one provider on one database refuse each other's replays.
  const app = buildProviderService(protocol, secret, handlers(o.db), new SignatureVerifier(secret, new DatabaseReplayMemory(o.db, o.name)));
  const host = o.host ?? '127.0.0.1';
  await app.listen({ port: o.port, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : o.port;
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return { name: o.name, url: `http://${shown}:${port}`, secret, close: () => app.close() };
}

interface SandboxChoice {
  BILLER_NETWORK: 'sandbox' | 'http';
  WALLET_PROVIDER: 'sandbox' | 'http';
  UTILITY_DATA: 'sandbox' | 'http';
  BILLER_NETWORK_PORT: number;
  WALLET_PORT: number;
  UTILITY_DATA_PORT: number;
  /** With the provider left as `sandbox`: where the portal reaches it, when not straight at its port (a proxy in between). */
  BILLER_NETWORK_URL?: string | undefined;
  WALLET_URL?: string | undefined;
  UTILITY_DATA_URL?: string | undefined;
}

/**
 * Each provider left as `sandbox` is served beside the portal on its own port, and the settings that
 * point the portal's HTTP adapters at it are answered: the demo pays over the same signed wire a
 * deployment does (decision 050). Its URL setting, when given, is kept: the portal goes that way to it.
 */
export async function serveSandboxProviders(config: SandboxChoice, db: Db) {
  const wanted = [
    ['biller-switch', config.BILLER_NETWORK, config.BILLER_NETWORK_PORT],
    ['wallet', config.WALLET_PROVIDER, config.WALLET_PORT],
    ['meter-data', config.UTILITY_DATA, config.UTILITY_DATA_PORT],
  ] as const;
  const running: RunningProvider[] = [];
  for (const [name, choice, port] of wanted) if (choice === 'sandbox') running.push(await startSandboxProvider({ db, name, port }));
  const settings: Record<string, string> = {};
  for (const p of running) {
    const [kind, url, key] = SETTING_NAMES[p.name];
    // A URL given for a sandbox is the way to it that the portal takes (the chaos run's fault proxy).
    const via = config[url];
    Object.assign(settings, { [kind]: 'http', [url]: via ?? p.url, [key]: p.secret });
  }
  return { running, settings, close: () => Promise.all(running.map((p) => p.close())) };
}

const SETTING_NAMES: Record<ProviderName, readonly [string, 'BILLER_NETWORK_URL' | 'WALLET_URL' | 'UTILITY_DATA_URL', string]> = {
  'biller-switch': ['BILLER_NETWORK', 'BILLER_NETWORK_URL', 'BILLER_NETWORK_API_KEY'],
  wallet: ['WALLET_PROVIDER', 'WALLET_URL', 'WALLET_API_KEY'],
  'meter-data': ['UTILITY_DATA', 'UTILITY_DATA_URL', 'UTILITY_DATA_API_KEY'],
};
