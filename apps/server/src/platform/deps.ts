import type { FastifyBaseLogger } from 'fastify';
import type { PaymentGateway } from '../adapters/payment-gateway/payment-gateway.ts';
import type { BillerNetwork } from '../adapters/biller-network/biller-network.ts';
import type { EmailProvider } from '../adapters/email/email-provider.ts';
import type { OutboxSmsProvider } from '../adapters/sms/outbox-sms-provider.ts';
import type { SmsProvider } from '../adapters/sms/sms-provider.ts';
import type { Wallet } from '../adapters/wallet/wallet.ts';
import type { UtilityData } from '../adapters/utility-data/utility-data.ts';
import type { Config } from './config.ts';
import type { Db } from './db.ts';
import { OneTimeCodes } from './one-time-codes.ts';
import { chooseProviders } from './providers.ts';
import { sharedSecret } from './secrets.ts';
import { Sessions } from './sessions.ts';
import { vaultFrom, type Vault } from './vault.ts';
import { Wakeup } from './wakeup.ts';
import { Metrics } from './metrics.ts';
import type { SandboxMailProvider } from '../adapters/email/sandbox-mail-server.ts';

/** What the modules share: built once per app, handed to each module's register function. */
export interface Deps {
  config: Config;
  db: Db;
  sessions: Sessions;
  codes: OneTimeCodes;
  /** Where texts go: the demo outbox or the real SMS provider (SMS_PROVIDER). */
  outbox: SmsProvider;
  /** Set only when the outbox is the SMS provider: what /api/dev/outbox reads. */
  demoOutbox: OutboxSmsProvider | undefined;
  email: EmailProvider;
  /** Set only when the sandbox mail server is the e-mail provider: what /api/dev/mailbox reads. */
  demoMailbox: SandboxMailProvider | undefined;
  /** Rung after a transaction queued notifications, so this process's worker sends them at once. */
  notices: Wakeup;
  /** Counters and gauges for GET /metrics (decision 017). */
  metrics: Metrics;
  billers: BillerNetwork;
  wallet: Wallet;
  gateway: PaymentGateway;
  utilityData: UtilityData;
  /** Seals what we must read back but not keep readable at rest (voucher codes). */
  vault: Vault;
}

export async function createDeps(config: Config, db: Db, log: FastifyBaseLogger, gateway: PaymentGateway): Promise<Deps> {
  const metrics = new Metrics(db);
  const { sms: outbox, demoOutbox, billers, wallet, utilityData, email, demoMailbox } = chooseProviders(config, db, log, metrics);
  const pepper = await sharedSecret(db, 'otp_pepper', config.OTP_PEPPER);
  return {
    config,
    db,
    sessions: new Sessions(db, config),
    codes: new OneTimeCodes(db, outbox, config, pepper, log),
    outbox,
    demoOutbox,
    email,
    demoMailbox,
    notices: new Wakeup(),
    metrics,
    billers,
    wallet,
    gateway,
    utilityData,
    vault: vaultFrom(pepper),
  };
}
