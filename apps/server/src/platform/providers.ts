import type { FastifyBaseLogger } from 'fastify';
import type { BillerNetwork } from '../adapters/biller-network/biller-network.ts';
import { SandboxBillerNetwork } from '../adapters/biller-network/sandbox-biller-network.ts';
import { UnconnectedBillerNetwork } from '../adapters/biller-network/unconnected-biller-network.ts';
import type { EmailProvider } from '../adapters/email/email-provider.ts';
import { LogEmailProvider } from '../adapters/email/log-email-provider.ts';
import { SandboxMailProvider } from '../adapters/email/sandbox-mail-server.ts';
import { SmtpEmailProvider } from '../adapters/email/smtp-email-provider.ts';
import { HttpSmsProvider } from '../adapters/sms/http-sms-provider.ts';
import { OutboxSmsProvider } from '../adapters/sms/outbox-sms-provider.ts';
import type { SmsProvider } from '../adapters/sms/sms-provider.ts';
import { SandboxWallet } from '../adapters/wallet/sandbox-wallet.ts';
import { UnconnectedWallet } from '../adapters/wallet/unconnected-wallet.ts';
import type { Wallet } from '../adapters/wallet/wallet.ts';
import type { Config } from './config.ts';
import type { Db } from './db.ts';

/**
 * The outside world as configured (DESIGN §1): each service's sandbox, or its real provider. loadConfig
 * has already refused a real provider without its address, and production with any sandbox.
 */
export function chooseProviders(config: Config, db: Db, log: FastifyBaseLogger) {
  // The outbox is the demo's SMS provider: the only place its texts go, so /api/dev/outbox can show them.
  const demoOutbox = config.SMS_PROVIDER === 'outbox' ? new OutboxSmsProvider(db, log, !config.isProduction) : undefined;
  const sms: SmsProvider =
    demoOutbox ?? new HttpSmsProvider({ url: config.SMS_URL!, apiKey: config.SMS_API_KEY, sender: config.SMS_SENDER });

  let billers: BillerNetwork = new SandboxBillerNetwork(db);
  if (config.BILLER_NETWORK === 'http') {
    log.error('BILLER_NETWORK=http: this build has no biller network adapter yet; every inquiry and payment answers "unavailable"');
    billers = new UnconnectedBillerNetwork(config.BILLER_NETWORK_URL!);
  }
  let wallet: Wallet = new SandboxWallet(db);
  if (config.WALLET_PROVIDER === 'http') {
    log.error('WALLET_PROVIDER=http: this build has no wallet adapter yet; every wallet payment answers "unavailable"');
    wallet = new UnconnectedWallet(config.WALLET_URL!);
  }

  // The sandbox mail server is the demo's mailbox: the only place its mails go, so /api/dev/mailbox can show them.
  const demoMailbox = config.EMAIL_PROVIDER === 'sandbox' ? new SandboxMailProvider(db) : undefined;
  const email: EmailProvider =
    demoMailbox ??
    (config.EMAIL_PROVIDER === 'smtp'
      ? new SmtpEmailProvider({ url: config.SMTP_URL!, from: config.EMAIL_FROM! })
      : new LogEmailProvider(log));

  return { sms, demoOutbox, billers, wallet, email, demoMailbox };
}
