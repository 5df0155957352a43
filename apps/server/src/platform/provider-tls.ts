import { createPrivateKey, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SettingProblem } from './provider-settings.ts';

/** Our client certificate for providers that require mutual TLS (decision 056), read from PEM files. */
export interface ProviderTls {
  cert: string;
  key: string;
  /** Extra certificate authorities to trust for the providers (their own CA); the system's otherwise. */
  ca?: string | undefined;
}

export interface ProviderTlsSettings {
  PROVIDER_TLS_CERT?: string | undefined;
  PROVIDER_TLS_KEY?: string | undefined;
  PROVIDER_TLS_CA?: string | undefined;
  BILLER_NETWORK: 'sandbox' | 'http';
  BILLER_NETWORK_URL?: string | undefined;
  WALLET_PROVIDER: 'sandbox' | 'http';
  WALLET_URL?: string | undefined;
  UTILITY_DATA: 'sandbox' | 'http';
  UTILITY_DATA_URL?: string | undefined;
}

/**
 * What is wrong with the mutual-TLS settings, checked at start (every mode) so a bad file stops the
 * start instead of failing every provider call: certificate and key come together, each is a readable
 * PEM file, the key is the certificate's, and at least one provider is reached over https.
 */
export function providerTlsProblems(s: ProviderTlsSettings): SettingProblem[] {
  const problems: SettingProblem[] = [];
  const refuse = (setting: string, problem: string) => problems.push({ setting, problem });
  if (!s.PROVIDER_TLS_CERT && !s.PROVIDER_TLS_KEY) {
    if (s.PROVIDER_TLS_CA)
      refuse('PROVIDER_TLS_CA', 'set without PROVIDER_TLS_CERT and PROVIDER_TLS_KEY; mutual TLS needs all of our side');
    return problems;
  }
  if (!s.PROVIDER_TLS_CERT) refuse('PROVIDER_TLS_CERT', 'unset, but PROVIDER_TLS_KEY is set: give the certificate of that key');
  if (!s.PROVIDER_TLS_KEY) refuse('PROVIDER_TLS_KEY', 'unset, but PROVIDER_TLS_CERT is set: give its private key');
  const files = readProviderTls(s, refuse);
  if (files) {
    try {
      if (!new X509Certificate(files.cert).checkPrivateKey(createPrivateKey(files.key)))
        refuse('PROVIDER_TLS_KEY', 'is not the private key of the certificate in PROVIDER_TLS_CERT');
    } catch (err) {
      refuse('PROVIDER_TLS_CERT', `not a PEM certificate and key pair (${(err as Error).message})`);
    }
    if (files.ca) {
      try {
        new X509Certificate(files.ca);
      } catch {
        refuse('PROVIDER_TLS_CA', 'not a PEM certificate');
      }
    }
  }
  const urls = [
    s.BILLER_NETWORK === 'http' ? s.BILLER_NETWORK_URL : undefined,
    s.WALLET_PROVIDER === 'http' ? s.WALLET_URL : undefined,
    s.UTILITY_DATA === 'http' ? s.UTILITY_DATA_URL : undefined,
  ];
  if (!urls.some((u) => u?.startsWith('https:')))
    refuse('PROVIDER_TLS_CERT', 'set, but no provider is reached over https://, so the certificate would never be shown');
  return problems;
}

/** The PEM files named by the settings; undefined when a file cannot be read (refused by name). */
export function readProviderTls(
  s: Pick<ProviderTlsSettings, 'PROVIDER_TLS_CERT' | 'PROVIDER_TLS_KEY' | 'PROVIDER_TLS_CA'>,
  refuse: (setting: string, problem: string) => void = (setting, problem) => {
    throw new Error(`${setting}: ${problem}`);
  },
): ProviderTls | undefined {
  if (!s.PROVIDER_TLS_CERT || !s.PROVIDER_TLS_KEY) return undefined;
  const read = (setting: string, path: string) => {
    try {
      return readFileSync(path, 'utf8');
    } catch (err) {
      refuse(setting, `cannot read ${path} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
      return undefined;
    }
  };
  const cert = read('PROVIDER_TLS_CERT', s.PROVIDER_TLS_CERT);
  const key = read('PROVIDER_TLS_KEY', s.PROVIDER_TLS_KEY);
  const ca = s.PROVIDER_TLS_CA ? read('PROVIDER_TLS_CA', s.PROVIDER_TLS_CA) : undefined;
  if (cert === undefined || key === undefined || (s.PROVIDER_TLS_CA && ca === undefined)) return undefined;
  return { cert, key, ca };
}
