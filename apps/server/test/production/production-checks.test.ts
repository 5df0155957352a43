import { describe, expect, test } from 'vitest';
import { DEV_GATEWAY_SECRET } from '../../src/adapters/payment-gateway/sandbox/gateway-options.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { productionProblems } from '../../src/platform/production-checks.ts';
import { productionEnv, REQUIRED_IN_PRODUCTION, without } from './production-env.ts';

const named = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    return [...(err as Error).message.matchAll(/^ {2}- (\w+):/gm)].map((m) => m[1]);
  }
};

describe('productionProblems', () => {
  test('complete production settings pass: no demo, no dev routes', () => {
    const config = loadConfig(productionEnv());
    expect(config.isProduction).toBe(true);
    expect(config.DEMO_MODE).toBe(false);
    expect(config.DEV_ROUTES).toBe(false);
  });

  test.each(REQUIRED_IN_PRODUCTION)('without %s production refuses, naming it and nothing else', (setting) => {
    expect(named(without(productionEnv(), setting))).toEqual([setting]);
  });

  test('the same settings also when unset rather than blank', () => {
    for (const setting of REQUIRED_IN_PRODUCTION) {
      const { [setting]: _, ...env } = productionEnv();
      expect(named(env), setting).toEqual([setting]);
    }
  });

  test('nothing set: every one is named in one message', () => {
    expect(named({ NODE_ENV: 'production' })).toEqual([...REQUIRED_IN_PRODUCTION]);
  });

  test('the development gateway secret is refused, and so are demo switches turned on by hand', () => {
    expect(named(productionEnv({ GATEWAY_SECRET: DEV_GATEWAY_SECRET }))).toEqual(['GATEWAY_SECRET']);
    expect(named(productionEnv({ DEMO_MODE: 'true', DEV_ROUTES: '1', FAILPOINTS: 'capture.done' }))).toEqual([
      'DEMO_MODE',
      'DEV_ROUTES',
      'FAILPOINTS',
    ]);
  });

  test('complaint limits past their bounds, and the complaint clock turned off, are refused', () => {
    expect(
      named(productionEnv({ COMPLAINTS_PER_CUSTOMER_DAY: '100', COMPLAINTS_PER_MINUTE: '10000', COMPLAINT_CLOCK_EVERY_SECONDS: '0' })),
    ).toEqual(['COMPLAINTS_PER_CUSTOMER_DAY', 'COMPLAINTS_PER_MINUTE', 'COMPLAINT_CLOCK_EVERY_SECONDS']);
    expect(
      named(productionEnv({ COMPLAINTS_PER_CUSTOMER_DAY: '50', COMPLAINTS_PER_MINUTE: '600', COMPLAINT_CLOCK_EVERY_SECONDS: '86400' })),
    ).toEqual([]);
  });

  test("a visitor's daily receipts above 50 are refused; the default and 50 are taken", () => {
    expect(named(productionEnv({ VISITOR_MESSAGES_PER_DAY: '100000' }))).toEqual(['VISITOR_MESSAGES_PER_DAY']);
    expect(named(productionEnv({ VISITOR_MESSAGES_PER_DAY: '50' }))).toEqual([]);
    expect(loadConfig(productionEnv()).VISITOR_MESSAGES_PER_DAY).toBe(10);
  });

  test.each([
    ['16 repeated characters', 'p'.repeat(16)],
    ['a short word repeated', 'pepper'.repeat(4)],
    ['the alphabet in order', 'abcdefghijklmnopqrstuvwxyz'],
    ['digits in order', '0123456789012345678901234567890'],
    ['two characters taking turns', 'ab'.repeat(16)],
  ])('a pepper of %s is refused, however long (issue 30)', (_, pepper) => {
    expect(named(productionEnv({ OTP_PEPPER: pepper }))).toEqual(['OTP_PEPPER']);
  });

  test('a random pepper is taken', () => {
    for (const pepper of ['kR3x9-Lq2Vz7Wm4Tn8Ys', 'c2FsdGVkLXBlcHBlci1mb3ItdGVzdHMtb25seQ==', 'a-pepper-of-at-least-sixteen-characters']) {
      expect(named(productionEnv({ OTP_PEPPER: pepper })), pepper).toEqual([]);
    }
  });

  test('a real provider without its address is refused in every mode', () => {
    expect(named(productionEnv({ SMS_URL: '' }))).toEqual(['SMS_URL']);
    expect(named({ NODE_ENV: 'development', SMS_PROVIDER: 'http', EMAIL_PROVIDER: 'smtp' })).toEqual(['SMS_URL', 'SMTP_URL', 'EMAIL_FROM']);
  });

  test('a provider signing secret that is the sandbox one or weak is refused', () => {
    expect(named(productionEnv({ WALLET_API_KEY: 'dev-wallet-secret-not-for-production' }))).toEqual(['WALLET_API_KEY']);
    expect(named(productionEnv({ BILLER_NETWORK_API_KEY: 'aaaaaaaaaaaaaaaaaaaa' }))).toEqual(['BILLER_NETWORK_API_KEY']);
    expect(named(productionEnv({ UTILITY_DATA_API_KEY: '' }))).toEqual(['UTILITY_DATA_API_KEY']);
  });

  test('plain http:// to a provider off this machine is refused by name; to loopback (a sidecar) it is taken', () => {
    expect(
      named(
        productionEnv({
          GATEWAY_URL: 'http://gateway.example.om',
          BILLER_NETWORK_URL: 'http://switch.example.om/api',
          WALLET_URL: 'http://10.0.0.5:8092',
          UTILITY_DATA_URL: 'http://meters.example.om',
          SMS_URL: 'http://sms.example.om/send',
        }),
      ),
    ).toEqual(['GATEWAY_URL', 'BILLER_NETWORK_URL', 'WALLET_URL', 'UTILITY_DATA_URL', 'SMS_URL']);
    expect(
      named(
        productionEnv({
          BILLER_NETWORK_URL: 'http://127.0.0.1:8091',
          WALLET_URL: 'http://localhost:8092',
          UTILITY_DATA_URL: 'http://[::1]:8093',
        }),
      ),
    ).toEqual([]);
    // Outside production a test switch on the network is the integrator's business.
    expect(
      named({ NODE_ENV: 'test', BILLER_NETWORK: 'http', BILLER_NETWORK_URL: 'http://switch.test', BILLER_NETWORK_API_KEY: 'k' }),
    ).toEqual([]);
  });

  test('the pure function sees what it is given', () => {
    const problems = productionProblems({
      BILLER_NETWORK: 'http',
      WALLET_PROVIDER: 'http',
      UTILITY_DATA: 'http',
      SMS_PROVIDER: 'http',
      EMAIL_PROVIDER: 'smtp',
      GATEWAY_URL: 'https://g.example',
      GATEWAY_SECRET: 'x'.repeat(20),
      OTP_PEPPER: 'Qm8v1-Zr4Tx9Lc2Wj7Hs',
      PUBLIC_URL: 'https://pay.example.om',
    });
    expect(problems).toEqual([]);
  });
});

describe('outside production', () => {
  test('NODE_ENV unset (npm start) is the demo: demo data and dev routes on, sandboxes allowed', () => {
    const config = loadConfig({});
    expect(config.NODE_ENV).toBe('development');
    expect(config.DEMO_MODE).toBe(true);
    expect(config.DEV_ROUTES).toBe(true);
    expect(config.SMS_PROVIDER).toBe('outbox');
  });

  test('the switches can be turned off', () => {
    const config = loadConfig({ NODE_ENV: 'test', DEMO_MODE: 'false', DEV_ROUTES: '0' });
    expect(config.DEMO_MODE).toBe(false);
    expect(config.DEV_ROUTES).toBe(false);
  });
});
