import { z } from 'zod';
import { providerTlsProblems } from './provider-tls.ts';

/** A URL setting where an empty value (a blank line in an env file) means unset. */
export const optionalUrl = () =>
  z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined));
const optionalText = () =>
  z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined));

/**
 * Which implementation stands behind each outside service (DESIGN §1): the sandbox in the repo, or
 * the real provider reached over the network. Choosing the real one is one setting plus its address.
 */
export const PROVIDER_SETTINGS = {
  BILLER_NETWORK: z.enum(['sandbox', 'http']).default('sandbox'),
  BILLER_NETWORK_URL: optionalUrl(),
  BILLER_NETWORK_API_KEY: optionalText(),
  WALLET_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
  WALLET_URL: optionalUrl(),
  WALLET_API_KEY: optionalText(),
  /** The utilities' meter data (dashboard, usage, meter alarms): `http` with UTILITY_DATA_URL and its key. */
  UTILITY_DATA: z.enum(['sandbox', 'http']).default('sandbox'),
  UTILITY_DATA_URL: optionalUrl(),
  UTILITY_DATA_API_KEY: optionalText(),
  /** The signed provider clients (decision 050): per-attempt timeout, retries of calls safe to repeat, breaker. */
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  PROVIDER_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  PROVIDER_BREAKER_FAILURES: z.coerce.number().int().positive().default(5),
  PROVIDER_BREAKER_OPEN_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * Mutual TLS towards the providers that require it (decision 056): our client certificate and its key,
   * and optionally the providers' own CA, as paths to PEM files. Shown on every https:// provider call.
   */
  PROVIDER_TLS_CERT: optionalText(),
  PROVIDER_TLS_KEY: optionalText(),
  PROVIDER_TLS_CA: optionalText(),
  /** Where the sandbox providers listen when they run beside the portal (docs/providers); 0 picks a free port. */
  BILLER_NETWORK_PORT: z.coerce.number().int().min(0).max(65535).default(8091),
  WALLET_PORT: z.coerce.number().int().min(0).max(65535).default(8092),
  UTILITY_DATA_PORT: z.coerce.number().int().min(0).max(65535).default(8093),
  /** `outbox` keeps every text in the database for the demo to show; `http` hands it to an SMS provider. */
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_URL: optionalUrl(),
  SMS_API_KEY: optionalText(),
  /** The sender name the provider shows, when it lets us choose one. */
  SMS_SENDER: optionalText(),
  /**
   * `sandbox` (the demo) sends over SMTP to a mail server inside the process that keeps every mail for
   * /api/dev/mailbox; `log` only logs who and what subject; `smtp` sends through SMTP_URL.
   */
  EMAIL_PROVIDER: z.enum(['sandbox', 'log', 'smtp']).default('sandbox'),
  /** nodemailer's connection URL, e.g. smtps://user:password@smtp.example.om:465. */
  SMTP_URL: optionalUrl(),
  EMAIL_FROM: optionalText(),
};

type ProviderSettings = z.infer<z.ZodObject<typeof PROVIDER_SETTINGS>>;

export interface SettingProblem {
  setting: string;
  problem: string;
}

/** A real provider chosen without its address: refused in every mode, or it would fail at its first call. */
export function providerProblems(s: ProviderSettings): SettingProblem[] {
  const problems: SettingProblem[] = [];
  const need = (chosen: boolean, setting: string, value: string | undefined, why: string) => {
    if (chosen && !value) problems.push({ setting, problem: `unset, but ${why}` });
  };
  need(s.BILLER_NETWORK === 'http', 'BILLER_NETWORK_URL', s.BILLER_NETWORK_URL, "BILLER_NETWORK=http needs the switch's address");
  need(s.WALLET_PROVIDER === 'http', 'WALLET_URL', s.WALLET_URL, "WALLET_PROVIDER=http needs the wallet's address");
  need(s.UTILITY_DATA === 'http', 'UTILITY_DATA_URL', s.UTILITY_DATA_URL, "UTILITY_DATA=http needs the meter-data service's address");
  // The key is the HMAC secret every request is signed with (docs/providers): without it nothing can be signed.
  need(s.BILLER_NETWORK === 'http', 'BILLER_NETWORK_API_KEY', s.BILLER_NETWORK_API_KEY, 'BILLER_NETWORK=http signs every request with it');
  need(s.WALLET_PROVIDER === 'http', 'WALLET_API_KEY', s.WALLET_API_KEY, 'WALLET_PROVIDER=http signs every request with it');
  need(s.UTILITY_DATA === 'http', 'UTILITY_DATA_API_KEY', s.UTILITY_DATA_API_KEY, 'UTILITY_DATA=http signs every request with it');
  need(s.SMS_PROVIDER === 'http', 'SMS_URL', s.SMS_URL, "SMS_PROVIDER=http needs the provider's send URL");
  need(s.EMAIL_PROVIDER === 'smtp', 'SMTP_URL', s.SMTP_URL, "EMAIL_PROVIDER=smtp needs the mail server's URL");
  need(s.EMAIL_PROVIDER === 'smtp', 'EMAIL_FROM', s.EMAIL_FROM, 'EMAIL_PROVIDER=smtp needs a From address');
  return [...problems, ...providerTlsProblems(s)];
}
