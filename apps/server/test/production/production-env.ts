/**
 * Fake but complete production settings: every required one set, none pointing at a sandbox or a
 * development secret. The real-process test replaces the URLs with servers of its own.
 */
export const REQUIRED_IN_PRODUCTION = [
  'GATEWAY_URL',
  'GATEWAY_SECRET',
  'BILLER_NETWORK',
  'WALLET_PROVIDER',
  'UTILITY_DATA',
  'SMS_PROVIDER',
  'EMAIL_PROVIDER',
  'OTP_PEPPER',
  'PUBLIC_URL',
] as const;

export function productionEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    GATEWAY_URL: 'https://gateway.example.om',
    GATEWAY_SECRET: 'merchant-secret-from-the-gateway-0001',
    BILLER_NETWORK: 'http',
    BILLER_NETWORK_URL: 'https://switch.example.om/api',
    WALLET_PROVIDER: 'http',
    BILLER_NETWORK_API_KEY: 'switch-signing-secret-7Qx2vN9pLk4',
    WALLET_URL: 'https://wallet.example.om/api',
    WALLET_API_KEY: 'wallet-signing-secret-Hd83mZq1Wr6',
    UTILITY_DATA: 'http',
    UTILITY_DATA_URL: 'https://meters.example.om/api',
    UTILITY_DATA_API_KEY: 'meter-signing-secret-Tb5yKc8Jn2u',
    SMS_PROVIDER: 'http',
    SMS_URL: 'https://sms.example.om/send',
    SMS_API_KEY: 'sms-key',
    EMAIL_PROVIDER: 'smtp',
    SMTP_URL: 'smtp://mail.example.om:587',
    EMAIL_FROM: 'Bill Payment <no-reply@example.om>',
    OTP_PEPPER: 'a-pepper-of-at-least-sixteen-characters',
    PUBLIC_URL: 'https://pay.example.om',
    ...overrides,
  };
}

/** The environment without one setting: unset outright, or blank as in an env file's `NAME=` line. */
export function without(env: Record<string, string>, setting: string): Record<string, string> {
  // The sandbox values are what an unset provider setting defaults to.
  const sandbox: Record<string, string> = {
    BILLER_NETWORK: 'sandbox',
    WALLET_PROVIDER: 'sandbox',
    UTILITY_DATA: 'sandbox',
    SMS_PROVIDER: 'outbox',
    EMAIL_PROVIDER: 'sandbox',
  };
  return { ...env, [setting]: sandbox[setting] ?? '' };
}
