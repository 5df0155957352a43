import { startSandboxProvider, type ProviderName } from '../../src/adapters/provider-protocol/start-sandbox-providers.ts';
import { openTestDb } from '../support/test-db.ts';

export interface ContractTarget {
  url: string;
  secret: string;
  close(): Promise<void>;
}

/**
 * What the contract suite runs against: the sandbox service of `name`, or, with PROVIDER_CONTRACT_URL
 * (and PROVIDER_CONTRACT_SECRET, PROVIDER_CONTRACT=<name>), an operator's own service. Only the suite of
 * the named provider runs against a given URL; the others are skipped.
 */
export async function contractTarget(name: ProviderName): Promise<ContractTarget | null> {
  const url = process.env.PROVIDER_CONTRACT_URL;
  if (url) {
    if (process.env.PROVIDER_CONTRACT !== name) return null;
    const secret = process.env.PROVIDER_CONTRACT_SECRET;
    if (!secret) throw new Error('PROVIDER_CONTRACT_URL needs PROVIDER_CONTRACT_SECRET, the secret the provider issued');
    return { url, secret, close: async () => {} };
  }
  const { db, dispose } = await openTestDb();
  const running = await startSandboxProvider({ db, name, port: 0 });
  return {
    url: running.url,
    secret: running.secret,
    async close() {
      await running.close();
      await dispose();
    },
  };
}

/** Test data the provider must hold; a real provider's test accounts are given by the environment. */
export const CONTRACT_DATA = {
  billingNo: process.env.PROVIDER_CONTRACT_BILLING_NO ?? '100234567',
  notFoundBillingNo: process.env.PROVIDER_CONTRACT_NOT_FOUND_BILLING_NO ?? 'NOTFOUND1',
  refusedBillingNo: process.env.PROVIDER_CONTRACT_REFUSED_BILLING_NO ?? 'FAILPOST1',
  fundedMobile: process.env.PROVIDER_CONTRACT_MOBILE ?? '96890000010',
  poorMobile: process.env.PROVIDER_CONTRACT_POOR_MOBILE ?? '96890000099',
  meterAccount: process.env.PROVIDER_CONTRACT_METER ?? '100234567',
  /** A banking day long over, whose acknowledgement file is complete (a Monday). */
  pastBankingDay: process.env.PROVIDER_CONTRACT_PAST_DAY ?? '2024-03-11',
};
