import type { FastifyBaseLogger } from 'fastify';
import type { BillerNetwork } from '../adapters/biller-network/biller-network.ts';
import { SandboxBillerNetwork } from '../adapters/biller-network/sandbox-biller-network.ts';
import { HttpBillerNetwork } from '../adapters/biller-network/http-biller-network.ts';
import type { EmailProvider } from '../adapters/email/email-provider.ts';
import { LogEmailProvider } from '../adapters/email/log-email-provider.ts';
import { SandboxMailProvider } from '../adapters/email/sandbox-mail-server.ts';
import { SmtpEmailProvider } from '../adapters/email/smtp-email-provider.ts';
import { HttpSmsProvider } from '../adapters/sms/http-sms-provider.ts';
import { OutboxSmsProvider } from '../adapters/sms/outbox-sms-provider.ts';
import type { SmsProvider } from '../adapters/sms/sms-provider.ts';
import { SandboxWallet } from '../adapters/wallet/sandbox-wallet.ts';
import { HttpWallet } from '../adapters/wallet/http-wallet.ts';
import { SignedClient } from '../adapters/provider-protocol/signed-client.ts';
import { HttpUtilityData } from '../adapters/utility-data/http-utility-data.ts';
import { SandboxUtilityData } from '../adapters/utility-data/sandbox-utility-data.ts';
import type { UtilityData } from '../adapters/utility-data/utility-data.ts';
import type { Wallet } from '../adapters/wallet/wallet.ts';
import type { Config } from './config.ts';
import { readProviderTls } from './provider-tls.ts';
import type { Metrics } from './metrics.ts';
import type { Db } from './db.ts';

/**
 * The outside world as configured (DESIGN §1): each service's sandbox, or its real provider. loadConfig
 * has already refused a real provider without its address, and production with any sandbox.
 */
export function chooseProviders(config: Config, db: Db, log: FastifyBaseLogger, metrics?: Metrics) {
  // The outbox is the demo's SMS provider: the only place its texts go, so /api/dev/outbox can show them.
  const demoOutbox = config.SMS_PROVIDER === 'outbox' ? new OutboxSmsProvider(db, log, !config.isProduction) : undefined;
  const sms: SmsProvider =
    demoOutbox ?? new HttpSmsProvider({ url: config.SMS_URL!, apiKey: config.SMS_API_KEY, sender: config.SMS_SENDER });

  // `sandbox` here is the in-process shortcut (API tests); server.ts serves the sandboxes over HTTP instead.
  const clients: SignedClient[] = [];
  // Checked by loadConfig (provider-tls.ts); read once here for every client.
  const tls = readProviderTls(config);
  const client = (name: string, baseUrl: string, secret: string) => {
    const made = new SignedClient({
      name,
      baseUrl,
      secret,
      log,
      observe: metrics?.observeProvider,
      timeoutMs: config.PROVIDER_TIMEOUT_MS,
      retries: config.PROVIDER_RETRIES,
      breakAfter: config.PROVIDER_BREAKER_FAILURES,
      halfOpenAfterMs: config.PROVIDER_BREAKER_OPEN_MS,
      tls,
    });
    clients.push(made);
    return made;
  };
  const billers: BillerNetwork =
    config.BILLER_NETWORK === 'http'
      ? new HttpBillerNetwork(client('biller-switch', config.BILLER_NETWORK_URL!, config.BILLER_NETWORK_API_KEY!))
      : new SandboxBillerNetwork(db);
  const wallet: Wallet =
    config.WALLET_PROVIDER === 'http'
      ? new HttpWallet(client('wallet', config.WALLET_URL!, config.WALLET_API_KEY!))
      : new SandboxWallet(db);
  const utilityData: UtilityData =
    config.UTILITY_DATA === 'http'
      ? new HttpUtilityData(client('meter-data', config.UTILITY_DATA_URL!, config.UTILITY_DATA_API_KEY!))
      : new SandboxUtilityData();

  metrics?.gauge({
    name: 'portal_provider_breaker_open',
    help: "Each provider's circuit breaker: 0 closed, 0.5 half-open (one trial call), 1 open (calls refused without being sent)",
    labelNames: ['provider'] as const,
    collect: async (gauge) => {
      for (const c of clients) gauge.set({ provider: c.name }, { closed: 0, 'half-open': 0.5, open: 1 }[c.breakerState]);
    },
  });

  // The sandbox mail server is the demo's mailbox: the only place its mails go, so /api/dev/mailbox can show them.
  const demoMailbox = config.EMAIL_PROVIDER === 'sandbox' ? new SandboxMailProvider(db) : undefined;
  const email: EmailProvider =
    demoMailbox ??
    (config.EMAIL_PROVIDER === 'smtp'
      ? new SmtpEmailProvider({ url: config.SMTP_URL!, from: config.EMAIL_FROM! })
      : new LogEmailProvider(log));

  return { sms, demoOutbox, billers, wallet, utilityData, email, demoMailbox };
}
