import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ProviderCallError, SignedClient } from '../../src/adapters/provider-protocol/signed-client.ts';
import { walletOps } from '../../src/adapters/provider-protocol/wallet-protocol.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { makeTestPki, type TestPki } from '../support/test-certificates.ts';

/**
 * Decision 056: mutual TLS towards a provider that requires it. A wallet over https that asks every
 * caller for a certificate of its CA; certificates made at test time (test-certificates.ts).
 */
let pki: TestPki;
let server: https.Server;
let url = '';
const SECRET = 'mtls-test-secret-Jq82vLx5Tz';

beforeAll(async () => {
  pki = makeTestPki();
  const read = (p: string) => fs.readFileSync(p, 'utf8');
  server = https.createServer(
    { cert: read(pki.serverCert), key: read(pki.serverKey), ca: read(pki.ca), requestCert: true, rejectUnauthorized: true },
    (req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ balance: 1_234 })));
    },
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server?.closeAllConnections();
  server?.close();
  pki?.remove();
});

const tlsOf = (cert: string, key: string) => ({
  cert: fs.readFileSync(cert, 'utf8'),
  key: fs.readFileSync(key, 'utf8'),
  ca: fs.readFileSync(pki.ca, 'utf8'),
});
const client = (tls?: ReturnType<typeof tlsOf>) => new SignedClient({ name: 'wallet', baseUrl: url, secret: SECRET, retries: 0, tls });

describe('mutual TLS to a provider', () => {
  test('our certificate from its CA is let in and the call answered', async () => {
    const answer = await client(tlsOf(pki.clientCert, pki.clientKey)).call(walletOps.balance, { mobile: '96890000010' });
    expect(answer).toEqual({ ok: true, body: { balance: 1_234 } });
  });

  test('a certificate it did not issue is turned away before any request (as is a client without ours): the call fails', async () => {
    await expect(
      client(tlsOf(pki.strangerCert, pki.strangerKey)).call(walletOps.balance, { mobile: '96890000010' }),
    ).rejects.toBeInstanceOf(ProviderCallError);
    await expect(client().call(walletOps.balance, { mobile: '96890000010' })).rejects.toBeInstanceOf(ProviderCallError);
  });
});

describe('the mutual-TLS settings', () => {
  const env = (o: Record<string, string>) => ({
    NODE_ENV: 'test',
    WALLET_PROVIDER: 'http',
    WALLET_URL: 'https://wallet.example.om/api',
    WALLET_API_KEY: SECRET,
    ...o,
  });
  const named = (o: Record<string, string>) => {
    try {
      loadConfig(env(o));
      return [];
    } catch (err) {
      return [...(err as Error).message.matchAll(/^ {2}- (\w+):/gm)].map((m) => m[1]);
    }
  };

  test('a certificate, its key and a CA are taken', () => {
    expect(named({ PROVIDER_TLS_CERT: pki.clientCert, PROVIDER_TLS_KEY: pki.clientKey, PROVIDER_TLS_CA: pki.ca })).toEqual([]);
  });

  test('half a pair, a key of another certificate, a file that is not there and a CA alone are refused by name', () => {
    expect(named({ PROVIDER_TLS_CERT: pki.clientCert })).toEqual(['PROVIDER_TLS_KEY']);
    expect(named({ PROVIDER_TLS_KEY: pki.clientKey })).toEqual(['PROVIDER_TLS_CERT']);
    expect(named({ PROVIDER_TLS_CERT: pki.clientCert, PROVIDER_TLS_KEY: pki.strangerKey })).toEqual(['PROVIDER_TLS_KEY']);
    expect(named({ PROVIDER_TLS_CERT: `${pki.dir}/missing.pem`, PROVIDER_TLS_KEY: pki.clientKey })).toEqual(['PROVIDER_TLS_CERT']);
    expect(named({ PROVIDER_TLS_CERT: pki.clientCert, PROVIDER_TLS_KEY: pki.clientKey, PROVIDER_TLS_CA: pki.clientKey })).toEqual([
      'PROVIDER_TLS_CA',
    ]);
    expect(named({ PROVIDER_TLS_CA: pki.ca })).toEqual(['PROVIDER_TLS_CA']);
  });

  test('a certificate with no provider over https is refused: it would never be shown', () => {
    expect(named({ WALLET_URL: 'http://127.0.0.1:8092', PROVIDER_TLS_CERT: pki.clientCert, PROVIDER_TLS_KEY: pki.clientKey })).toEqual([
      'PROVIDER_TLS_CERT',
    ]);
  });
});
