import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HttpWallet } from '../../src/adapters/wallet/http-wallet.ts';
import { ProviderCallError, SignedClient } from '../../src/adapters/provider-protocol/signed-client.ts';
import { ProcessReplayMemory } from '../../src/adapters/provider-protocol/replay-memory.ts';
import { signRequest, SignatureVerifier } from '../../src/adapters/provider-protocol/signing.ts';
import { walletOps } from '../../src/adapters/provider-protocol/wallet-protocol.ts';

const SECRET = 'client-test-secret-Rk29xLq7';

/** A wallet that misbehaves as told, one behaviour per request, and remembers each request's key and id. */
let behave: Array<(res: http.ServerResponse) => void> = [];
const seen: Array<{ key: string; requestId: string; signed: boolean }> = [];
const verifier = new SignatureVerifier(SECRET);
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', async () => {
    const signed = (await verifier.verify({ method: 'POST', path: req.url!, body, headers: req.headers })) === null;
    seen.push({ key: String(req.headers['idempotency-key']), requestId: String(req.headers['x-request-id']), signed });
    (behave.shift() ?? answer(200, { walletTrxId: 'WT1' }))(res);
  });
});
const answer = (status: number, json: unknown) => (res: http.ServerResponse) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
const cut = () => (res: http.ServerResponse) => res.socket?.destroy();
const silent = () => () => {};
let url = '';

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const client = (o: Partial<ConstructorParameters<typeof SignedClient>[0]> = {}) =>
  new SignedClient({ name: 'wallet', baseUrl: url, secret: SECRET, timeoutMs: 300, backoffMs: 5, ...o });
const debit = { mobile: '96890000001', amount: 1_000, reference: 'P1:1:debit' };

describe('the signed client under trouble', () => {
  test('a lost answer is retried with the same key and a fresh, signed request id', async () => {
    behave = [cut(), answer(500, { oops: true }), answer(200, { walletTrxId: 'WT9' })];
    seen.length = 0;
    expect(await client().call(walletOps.debit, debit)).toEqual({ ok: true, body: { walletTrxId: 'WT9' } });
    expect(seen.map((s) => s.key)).toEqual(['P1:1:debit', 'P1:1:debit', 'P1:1:debit']);
    expect(new Set(seen.map((s) => s.requestId)).size).toBe(3);
    expect(seen.every((s) => s.signed)).toBe(true);
  });

  test('a refusal is an answer, not retried', async () => {
    behave = [answer(422, { error: { code: 'insufficient_funds', message: { en: 'Too little', ar: 'غير كاف' } } })];
    seen.length = 0;
    const r = await client().call(walletOps.debit, debit);
    expect(r).toMatchObject({ ok: false, status: 422, error: { code: 'insufficient_funds' } });
    expect(seen).toHaveLength(1);
  });

  test('no answer in time, garbage, or a cut connection each time: outcome unknown', async () => {
    for (const bad of [silent, () => answer(200, { walletTrxId: 42 }), cut]) {
      behave = [bad(), bad(), bad()];
      const err = await client()
        .call(walletOps.debit, debit)
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ProviderCallError);
      expect((err as ProviderCallError).kind).toBe('unknown');
    }
  });

  test('nobody listening: unavailable, and the wallet adapter tells the customer so without taking money', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const nobody = client({ baseUrl: `http://127.0.0.1:${port}`, retries: 0 });
    const err = await nobody.call(walletOps.debit, debit).catch((e: unknown) => e);
    expect((err as ProviderCallError).kind).toBe('unavailable');
    const result = await new HttpWallet(nobody).debit(debit);
    expect(result).toMatchObject({ ok: false, reason: 'unavailable' });
  });

  test('the wallet adapter throws on a lost debit answer, so the payment looks it up by key', async () => {
    behave = [cut()];
    await expect(new HttpWallet(client({ retries: 0 })).debit(debit)).rejects.toBeInstanceOf(ProviderCallError);
  });

  test('consecutive failures open the breaker: later calls are not sent until it half-opens', async () => {
    const c = client({ retries: 0, breakAfter: 2, halfOpenAfterMs: 200 });
    behave = [cut(), cut()];
    seen.length = 0;
    for (let i = 0; i < 2; i++) await c.call(walletOps.debit, debit).catch(() => undefined);
    expect(c.breakerState).toBe('open');
    const err = await c.call(walletOps.debit, debit).catch((e: unknown) => e);
    expect((err as ProviderCallError).kind).toBe('unavailable');
    expect(seen).toHaveLength(2);
    await new Promise((r) => setTimeout(r, 250));
    expect(await c.call(walletOps.debit, debit)).toMatchObject({ ok: true });
    expect(c.breakerState).toBe('closed');
  });
});

describe('the provider side of signing', () => {
  test('a timestamp beyond five minutes either way is stale; a request id seen before is replayed', async () => {
    let now = 1_800_000_000_000;
    const v = new SignatureVerifier(SECRET, new ProcessReplayMemory(), () => now);
    const sign = (at: number, requestId: string) =>
      signRequest(SECRET, { method: 'POST', path: '/v1/debits', body: '{}', key: 'k', now: new Date(at), requestId });
    const check = (headers: Record<string, string>, body = '{}') => v.verify({ method: 'POST', path: '/v1/debits', body, headers });
    const ok = sign(now, 'a');
    expect(await check(ok)).toBeNull();
    expect(await check(ok)).toBe('replayed');
    expect(await check(sign(now, 'b'), '{"a":1}')).toBe('bad_signature');
    expect(await check(sign(now - 301_000, 'c'))).toBe('stale');
    expect(await check(sign(now + 301_000, 'd'))).toBe('stale');
    // Eleven minutes on, the first id is forgotten, but its timestamp is stale by then anyway.
    now += 11 * 60_000;
    expect(await check(ok)).toBe('stale');
  });
});
