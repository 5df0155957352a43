import { DEV_GATEWAY_SECRET } from '../adapters/payment-gateway/sandbox/gateway-options.ts';
import { DEV_PROVIDER_SECRETS } from '../adapters/provider-protocol/start-sandbox-providers.ts';
import type { SettingProblem } from './provider-settings.ts';
import { weakSecretReason } from './secret-strength.ts';

/** The settings production depends on, as read from the environment (before any default is filled in). */
export interface ProductionSettings {
  GATEWAY_URL?: string | undefined;
  BILLER_NETWORK_URL?: string | undefined;
  WALLET_URL?: string | undefined;
  UTILITY_DATA_URL?: string | undefined;
  SMS_URL?: string | undefined;
  GATEWAY_SECRET?: string | undefined;
  BILLER_NETWORK: 'sandbox' | 'http';
  WALLET_PROVIDER: 'sandbox' | 'http';
  UTILITY_DATA: 'sandbox' | 'http';
  BILLER_NETWORK_API_KEY?: string | undefined;
  WALLET_API_KEY?: string | undefined;
  UTILITY_DATA_API_KEY?: string | undefined;
  SMS_PROVIDER: 'outbox' | 'http';
  EMAIL_PROVIDER: 'sandbox' | 'log' | 'smtp';
  OTP_PEPPER?: string | undefined;
  PUBLIC_URL?: string | undefined;
  DEMO_MODE?: boolean | undefined;
  DEV_ROUTES?: boolean | undefined;
  FAILPOINTS?: string | undefined;
  SANDBOX_STATEMENTS?: boolean | undefined;
  VISITOR_MESSAGES_PER_DAY?: number | undefined;
  COMPLAINTS_PER_CUSTOMER_DAY?: number | undefined;
  COMPLAINTS_PER_MINUTE?: number | undefined;
  COMPLAINT_CLOCK_EVERY_SECONDS?: number | undefined;
}

/** Production's bounds on the complaint settings (issue 33 §3, §6): the tests raise the limits far past them. */
export const COMPLAINT_BOUNDS = { perCustomerDay: 50, perMinute: 600, clockEverySecondsMax: 86_400 } as const;

/** The most receipts a day production sends to one visitor's unverified contact. */
export const MAX_VISITOR_MESSAGES_PER_DAY = 50;

/**
 * Why a NODE_ENV=production server must not start (issue 10, decision 016): every sandbox, demo
 * switch or development secret still in place, each named, so an operator fixes them all in one go.
 */
export function productionProblems(s: ProductionSettings): SettingProblem[] {
  const problems: SettingProblem[] = [];
  const refuse = (setting: string, problem: string) => problems.push({ setting, problem });

  if (!s.GATEWAY_URL)
    refuse('GATEWAY_URL', "unset, so the in-process sandbox gateway would take card payments; set the real gateway's API base URL");
  if (!s.GATEWAY_SECRET || s.GATEWAY_SECRET === DEV_GATEWAY_SECRET) {
    refuse(
      'GATEWAY_SECRET',
      'unset or the development merchant secret, which is public; set the secret the gateway issued to this merchant',
    );
  }
  if (s.BILLER_NETWORK === 'sandbox') {
    refuse(
      'BILLER_NETWORK',
      'the sandbox, which invents bills; set BILLER_NETWORK=http with BILLER_NETWORK_URL (and BILLER_NETWORK_API_KEY)',
    );
  }
  if (s.WALLET_PROVIDER === 'sandbox')
    refuse('WALLET_PROVIDER', 'the sandbox wallet; set WALLET_PROVIDER=http with WALLET_URL (and WALLET_API_KEY)');
  if (s.UTILITY_DATA === 'sandbox')
    refuse(
      'UTILITY_DATA',
      'the sandbox meter data, which invents reads; set UTILITY_DATA=http with UTILITY_DATA_URL and UTILITY_DATA_API_KEY',
    );
  // Plain http:// leaves a provider's answers (and our signed requests) open to whoever is on the path:
  // only a provider on this machine (a sidecar, a TLS-terminating proxy beside us) may be reached so.
  const providerUrls = [
    ['GATEWAY_URL', s.GATEWAY_URL, true],
    ['BILLER_NETWORK_URL', s.BILLER_NETWORK_URL, s.BILLER_NETWORK === 'http'],
    ['WALLET_URL', s.WALLET_URL, s.WALLET_PROVIDER === 'http'],
    ['UTILITY_DATA_URL', s.UTILITY_DATA_URL, s.UTILITY_DATA === 'http'],
    ['SMS_URL', s.SMS_URL, s.SMS_PROVIDER === 'http'],
  ] as const;
  for (const [setting, url, used] of providerUrls) {
    if (used && url && plainHttpOffMachine(url))
      refuse(setting, `plain http:// to ${new URL(url).host}; use https:// (http:// is taken only for a provider on this machine)`);
  }
  const providerKeys = [
    ['BILLER_NETWORK_API_KEY', s.BILLER_NETWORK_API_KEY, 'biller-switch'],
    ['WALLET_API_KEY', s.WALLET_API_KEY, 'wallet'],
    ['UTILITY_DATA_API_KEY', s.UTILITY_DATA_API_KEY, 'meter-data'],
  ] as const;
  for (const [setting, key, provider] of providerKeys) {
    if (!key) continue;
    // A signing secret anyone can read in this repository, or one guessable offline, signs nothing.
    if (key === DEV_PROVIDER_SECRETS[provider])
      refuse(setting, 'the sandbox development secret, which is public; set the secret the provider issued');
    else if (weakSecretReason(key))
      refuse(setting, `too weak to sign requests (${weakSecretReason(key)}); set the random secret the provider issued`);
  }
  if (s.SMS_PROVIDER === 'outbox') {
    refuse(
      'SMS_PROVIDER',
      'the demo outbox, which keeps codes and vouchers in the database and sends nothing; set SMS_PROVIDER=http with SMS_URL and SMS_API_KEY',
    );
  }
  if (s.EMAIL_PROVIDER !== 'smtp') {
    refuse(
      'EMAIL_PROVIDER',
      `${s.EMAIL_PROVIDER}, so receipts and reminders by e-mail would never leave; set EMAIL_PROVIDER=smtp with SMTP_URL and EMAIL_FROM`,
    );
  }
  const weakPepper = s.OTP_PEPPER ? weakSecretReason(s.OTP_PEPPER) : null;
  if (!s.OTP_PEPPER) {
    refuse(
      'OTP_PEPPER',
      'unset, so it would be generated into the database that holds the code hashes; set 16 or more random characters, the same on every server',
    );
  } else if (weakPepper) {
    refuse('OTP_PEPPER', `too weak (${weakPepper}); set a random value, e.g. from \`openssl rand -base64 32\`, the same on every server`);
  }
  if (!s.PUBLIC_URL) refuse('PUBLIC_URL', 'unset; set the address customers reach the portal at (the gateway sends them back there)');
  if (s.DEMO_MODE) refuse('DEMO_MODE', 'true, which seeds demo customers whose sign-in details are published; leave it unset');
  if (s.DEV_ROUTES) refuse('DEV_ROUTES', 'true, which opens /api/dev (every code in the outbox, fault switches); leave it unset');
  if ((s.VISITOR_MESSAGES_PER_DAY ?? 0) > MAX_VISITOR_MESSAGES_PER_DAY)
    refuse(
      'VISITOR_MESSAGES_PER_DAY',
      `${s.VISITOR_MESSAGES_PER_DAY}, so a visitor could make us text a stranger's mobile that often a day; set ${MAX_VISITOR_MESSAGES_PER_DAY} or less (default 10)`,
    );
  if ((s.COMPLAINTS_PER_CUSTOMER_DAY ?? 0) > COMPLAINT_BOUNDS.perCustomerDay)
    refuse(
      'COMPLAINTS_PER_CUSTOMER_DAY',
      `${s.COMPLAINTS_PER_CUSTOMER_DAY}: one customer could flood the queue; set ${COMPLAINT_BOUNDS.perCustomerDay} or less (default 5)`,
    );
  if ((s.COMPLAINTS_PER_MINUTE ?? 0) > COMPLAINT_BOUNDS.perMinute)
    refuse(
      'COMPLAINTS_PER_MINUTE',
      `${s.COMPLAINTS_PER_MINUTE} per address a minute; set ${COMPLAINT_BOUNDS.perMinute} or less (default 10)`,
    );
  if (
    s.COMPLAINT_CLOCK_EVERY_SECONDS !== undefined &&
    (s.COMPLAINT_CLOCK_EVERY_SECONDS <= 0 || s.COMPLAINT_CLOCK_EVERY_SECONDS > COMPLAINT_BOUNDS.clockEverySecondsMax)
  )
    refuse(
      'COMPLAINT_CLOCK_EVERY_SECONDS',
      `${s.COMPLAINT_CLOCK_EVERY_SECONDS}: the complaint clock must run (reminders, escalations and the automatic refund hang on it), at least once a day; set 1–${COMPLAINT_BOUNDS.clockEverySecondsMax} (default 3600)`,
    );
  if (s.SANDBOX_STATEMENTS) refuse('SANDBOX_STATEMENTS', "true, which makes statement files from the sandboxes' books; leave it unset");
  if (s.FAILPOINTS) refuse('FAILPOINTS', 'set, which makes the process kill itself at those steps (tests only); leave it empty');
  return problems;
}

/** http:// to any host but loopback (localhost, 127.0.0.0/8, ::1). */
export function plainHttpOffMachine(url: string): boolean {
  const u = new URL(url);
  if (u.protocol !== 'http:') return false;
  const host = u.hostname.replace(/^\[|\]$/g, '');
  return !(host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host));
}

/** One message for all of them, a line per setting; no stack trace, which would only hide it. */
export class SettingsRefused extends Error {
  constructor(problems: SettingProblem[], production: boolean) {
    const head = production ? 'Refusing to start with NODE_ENV=production; fix these settings:' : 'Invalid configuration:';
    super([head, ...problems.map((p) => `  - ${p.setting}: ${p.problem}`)].join('\n'));
    this.name = 'SettingsRefused';
    this.stack = `${this.name}: ${this.message}`;
  }
}
