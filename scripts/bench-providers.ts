/**
 * The latency the signed HTTP path adds per payment (issue 34): a wallet debit and a biller posting,
 * the provider calls one wallet payment makes, each done N times in-process against the sandbox and
 * over HTTP against the same sandbox served as its protocol, on one migrated PGlite database.
 *
 *   node --import tsx scripts/bench-providers.ts [N]
 */
import { randomUUID } from 'node:crypto';
import { HttpBillerNetwork } from '../apps/server/src/adapters/biller-network/http-biller-network.ts';
import { SandboxBillerNetwork } from '../apps/server/src/adapters/biller-network/sandbox-biller-network.ts';
import { SignedClient } from '../apps/server/src/adapters/provider-protocol/signed-client.ts';
import { startSandboxProvider } from '../apps/server/src/adapters/provider-protocol/start-sandbox-providers.ts';
import { HttpWallet } from '../apps/server/src/adapters/wallet/http-wallet.ts';
import { SandboxWallet, seedSandboxWallets } from '../apps/server/src/adapters/wallet/sandbox-wallet.ts';
import type { BillerNetwork } from '../apps/server/src/adapters/biller-network/biller-network.ts';
import type { Wallet } from '../apps/server/src/adapters/wallet/wallet.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { openPglite } from '../apps/server/src/platform/db.ts';

const N = Number(process.argv[2] ?? 200);
const db = await openPglite();
await migrate(db);
await seedSandboxWallets(db);
await db.query(`UPDATE sandbox_wallet_accounts SET balance_baisa = 1000000000 WHERE mobile = '96890000010'`);
const [walletService, switchService] = await Promise.all([
  startSandboxProvider({ db, name: 'wallet', port: 0 }),
  startSandboxProvider({ db, name: 'biller-switch', port: 0 }),
]);
const http = {
  wallet: new HttpWallet(new SignedClient({ name: 'wallet', baseUrl: walletService.url, secret: walletService.secret })),
  billers: new HttpBillerNetwork(new SignedClient({ name: 'biller-switch', baseUrl: switchService.url, secret: switchService.secret })),
};
const local = { wallet: new SandboxWallet(db), billers: new SandboxBillerNetwork(db) };

async function payment({ wallet, billers }: { wallet: Wallet; billers: BillerNetwork }) {
  const id = randomUUID();
  const debit = await wallet.debit({ mobile: '96890000010', amount: 1_000, reference: `${id}:1:debit` });
  const post = await billers.post({
    reference: `${id}:1:post`,
    billerId: 11,
    serviceId: 111,
    billingNo: '100234567',
    amount: 1_000,
    method: 'Wallet',
  });
  if (!debit.ok || !post.ok) throw new Error('bench payment failed');
}

async function timed(label: string, paths: typeof local) {
  for (let i = 0; i < 20; i++) await payment(paths); // warm-up
  const times: number[] = [];
  for (let i = 0; i < N; i++) {
    const t = performance.now();
    await payment(paths);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
  console.log(`${label}: median ${at(0.5)} ms, p95 ${at(0.95)} ms per payment (debit + posting), N=${N}`);
  return Number(at(0.5));
}

const inProcess = await timed('in-process', local);
const overHttp = await timed('signed HTTP', http);
console.log(`overhead of the HTTP path: ${(overHttp - inProcess).toFixed(2)} ms per payment (median)`);
await walletService.close();
await switchService.close();
await db.close();
