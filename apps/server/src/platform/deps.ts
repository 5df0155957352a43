import type { FastifyBaseLogger } from 'fastify';
import type { PaymentGateway } from '../adapters/payment-gateway/payment-gateway.ts';
import type { BillerNetwork } from '../adapters/biller-network/biller-network.ts';
import { SandboxBillerNetwork } from '../adapters/biller-network/sandbox-biller-network.ts';
import { OutboxSmsProvider } from '../adapters/sms/outbox-sms-provider.ts';
import { SandboxWallet } from '../adapters/wallet/sandbox-wallet.ts';
import type { Wallet } from '../adapters/wallet/wallet.ts';
import { SandboxUtilityData } from '../adapters/utility-data/sandbox-utility-data.ts';
import type { UtilityData } from '../adapters/utility-data/utility-data.ts';
import type { Config } from './config.ts';
import type { Db } from './db.ts';
import { OneTimeCodes } from './one-time-codes.ts';
import { sharedSecret } from './secrets.ts';
import { Sessions } from './sessions.ts';

/** What the modules share: built once per app, handed to each module's register function. */
export interface Deps {
  config: Config;
  db: Db;
  sessions: Sessions;
  codes: OneTimeCodes;
  outbox: OutboxSmsProvider;
  billers: BillerNetwork;
  wallet: Wallet;
  gateway: PaymentGateway;
  utilityData: UtilityData;
}

export async function createDeps(config: Config, db: Db, log: FastifyBaseLogger, gateway: PaymentGateway): Promise<Deps> {
  const outbox = new OutboxSmsProvider(db, log, config.devOutbox);
  const pepper = await sharedSecret(db, 'otp_pepper', config.OTP_PEPPER);
  return {
    config,
    db,
    sessions: new Sessions(db, config),
    codes: new OneTimeCodes(db, outbox, config, pepper, log),
    outbox,
    billers: new SandboxBillerNetwork(db),
    wallet: new SandboxWallet(db),
    gateway,
    utilityData: new SandboxUtilityData(),
  };
}
