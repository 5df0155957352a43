import { startFaultProxy, type FaultProxy, type WireFault } from '../support/fault-proxy.ts';
import { freePort } from '../support/server-process.ts';
import { seededRandom } from './chaos-options.ts';

/**
 * The wire between the portal and the biller switch, the wallet and the card gateway's /v1 API in the
 * chaos run (issue 34 §6): a TCP fault proxy each (test/support/fault-proxy.ts), in this process so it
 * outlives every kill. The sandbox providers and the sandbox gateway listen on ports fixed for the whole
 * run (a restarted server serves them at the same place) and the portal is told to reach them through
 * the proxies; customers' browsers still reach the gateway's pages directly. Each request meets a fault
 * with the chance given: the connection dropped, the answer cut, garbage, the request delayed within
 * the timeout, or the answer held past it (the provider acts, the portal never hears).
 */
export interface ChaosWire {
  /** Settings for the server process: where the sandboxes listen, and the way to them. */
  env: Record<string, string>;
  /** Where the sandbox gateway listens, the same for every start. */
  gatewayPort: number;
  /** Faults met so far, by kind, over all three. */
  injected(): Record<string, number>;
  /** No more faults from now on. */
  heal(): void;
  close(): Promise<void>;
}

/** Short, so a lost answer costs a journey seconds and not a minute; the late delay goes past it. */
export const CHAOS_PROVIDER_TIMEOUT_MS = 2_000;

const FAULTS: Array<(random: () => number) => WireFault & { label: string }> = [
  () => ({ kind: 'drop', label: 'drop' }),
  () => ({ kind: 'cut', label: 'cut' }),
  () => ({ kind: 'garbage', label: 'garbage' }),
  (random) => ({ kind: 'delay', ms: 100 + Math.floor(random() * 900), label: 'delay' }),
  () => ({ kind: 'late', ms: CHAOS_PROVIDER_TIMEOUT_MS + 500, label: 'late' }),
];

export async function startChaosWire(rate: number, seed: number): Promise<ChaosWire> {
  // Its own generator: the faults do not change which journeys the seed plans.
  const random = seededRandom(seed ^ 0x5eed);
  const counts: Record<string, number> = {};
  const pick = (): WireFault | null => {
    if (random() >= rate) return null;
    const { label, ...fault } = FAULTS[Math.floor(random() * FAULTS.length)]!(random);
    counts[label] = (counts[label] ?? 0) + 1;
    return fault as WireFault;
  };
  const billerPort = await freePort();
  const walletPort = await freePort();
  const gatewayPort = await freePort();
  const proxies: FaultProxy[] = [];
  try {
    proxies.push(await startFaultProxy(`http://127.0.0.1:${billerPort}`));
    proxies.push(await startFaultProxy(`http://127.0.0.1:${walletPort}`));
    proxies.push(await startFaultProxy(`http://127.0.0.1:${gatewayPort}`));
  } catch (err) {
    await Promise.all(proxies.map((p) => p.close()));
    throw err;
  }
  for (const p of proxies) p.otherwise(pick);
  const [billers, wallet, gateway] = proxies as [FaultProxy, FaultProxy, FaultProxy];
  return {
    env: {
      BILLER_NETWORK_PORT: String(billerPort),
      WALLET_PORT: String(walletPort),
      BILLER_NETWORK_URL: billers.url,
      WALLET_URL: wallet.url,
      SANDBOX_GATEWAY_API_URL: gateway.url,
      PROVIDER_TIMEOUT_MS: String(CHAOS_PROVIDER_TIMEOUT_MS),
      GATEWAY_TIMEOUT_MS: String(CHAOS_PROVIDER_TIMEOUT_MS),
    },
    gatewayPort,
    injected: () => ({ ...counts }),
    heal: () => {
      for (const p of proxies) p.otherwise(null);
    },
    close: async () => {
      await Promise.all(proxies.map((p) => p.close()));
    },
  };
}
