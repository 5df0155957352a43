import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpPaymentGateway } from '../../src/adapters/payment-gateway/http-payment-gateway.ts';
import { GatewayError } from '../../src/adapters/payment-gateway/payment-gateway.ts';
import { paymentInput, RETURN_URL, startGatewayFixture, TEST_CARDS, type GatewayFixture } from './gateway-fixture.ts';

let fx: GatewayFixture;
beforeAll(async () => {
  fx = await startGatewayFixture();
}, 60_000);
afterAll(() => fx.close());

const failure = (p: Promise<unknown>) =>
  p.then(
    () => expect.unreachable('should have failed'),
    (err: unknown) => err as GatewayError,
  );
const cvvNonce = async (vaultToken: string) => (await fx.tokenize({ vaultToken, cvv: '321' })).json.nonce as string;

describe('the vault', () => {
  it('keeps a card behind a token with the masked number, expiry and name', async () => {
    const card = await fx.gateway.vaultCard(await fx.nonceFor(TEST_CARDS.approve), 'AISHA AL BALUSHI');
    expect(card).toEqual({
      token: expect.stringMatching(/^vt_/),
      masked: '411111******1111',
      last4: '1111',
      brand: 'visa',
      expiry: `12/${new Date().getUTCFullYear() + 3}`,
      name: 'AISHA AL BALUSHI',
    });
  });

  it('spends the nonce it vaults', async () => {
    const nonce = await fx.nonceFor(TEST_CARDS.approve);
    await fx.gateway.vaultCard(nonce);
    expect(await failure(fx.gateway.vaultCard(nonce))).toMatchObject({ code: 'nonce_invalid', gatewayCode: 'nonce_used' });
    expect(await failure(fx.gateway.createPayment(paymentInput({ nonce })))).toMatchObject({ code: 'nonce_invalid' });
  });

  it('pays with a vaulted card and a CVV nonce made for it', async () => {
    const card = await fx.gateway.vaultCard(await fx.nonceFor(TEST_CARDS.approve));
    const p = await fx.gateway.createPayment(paymentInput({ vaultToken: card.token, cvvNonce: await cvvNonce(card.token) }));
    expect(p).toMatchObject({ status: 'authorized', redirectUrl: RETURN_URL, card: { masked: '411111******1111' } });
  });

  it('keeps the test card’s behaviour with the vaulted card', async () => {
    const declining = await fx.gateway.vaultCard(await fx.nonceFor(TEST_CARDS.decline));
    expect(
      await fx.gateway.createPayment(paymentInput({ vaultToken: declining.token, cvvNonce: await cvvNonce(declining.token) })),
    ).toMatchObject({ status: 'declined', declineReason: 'Card declined by issuer' });
    const challenged = await fx.gateway.vaultCard(await fx.nonceFor(TEST_CARDS.challenge));
    expect(
      (await fx.gateway.createPayment(paymentInput({ vaultToken: challenged.token, cvvNonce: await cvvNonce(challenged.token) }))).status,
    ).toBe('requires_action');
    expect(
      (
        await fx.gateway.createPayment(
          paymentInput({ vaultToken: challenged.token, cvvNonce: await cvvNonce(challenged.token), skipChallenge: true }),
        )
      ).status,
    ).toBe('authorized');
  });

  it('refuses a CVV nonce made for another card, or a card nonce in its place', async () => {
    const a = await fx.gateway.vaultCard(await fx.nonceFor(TEST_CARDS.approve));
    const b = await fx.gateway.vaultCard(await fx.nonceFor(TEST_CARDS.approve));
    expect(await failure(fx.gateway.createPayment(paymentInput({ vaultToken: a.token, cvvNonce: await cvvNonce(b.token) })))).toMatchObject(
      { code: 'nonce_invalid' },
    );
    expect(
      await failure(fx.gateway.createPayment(paymentInput({ vaultToken: a.token, cvvNonce: await fx.nonceFor(TEST_CARDS.approve) }))),
    ).toMatchObject({ code: 'nonce_invalid' });
  });

  it('deletes a card: later payments and deletes say so', async () => {
    const card = await fx.gateway.vaultCard(await fx.nonceFor(TEST_CARDS.approve));
    const nonce = await cvvNonce(card.token);
    await fx.gateway.deleteVaultedCard(card.token);
    expect(await failure(fx.gateway.createPayment(paymentInput({ vaultToken: card.token, cvvNonce: nonce })))).toMatchObject({
      code: 'nonce_invalid',
      gatewayCode: 'vault_token_invalid',
    });
    expect(await failure(fx.gateway.deleteVaultedCard(card.token))).toMatchObject({ code: 'not_found', status: 404 });
  });
});

describe('the merchant secret', () => {
  it('is required on every /v1 call', async () => {
    const wrong = new HttpPaymentGateway({ baseUrl: fx.origin, secret: 'not-the-secret' });
    for (const call of [
      () => wrong.createAccessToken(),
      () => wrong.getPayment('pay_x'),
      () => wrong.vaultCard('nonce_x'),
      () => wrong.deleteVaultedCard('vt_x'),
    ]) {
      expect(await failure(call())).toMatchObject({ code: 'unauthorized', status: 401 });
    }
    for (const headers of [{}, { authorization: 'Basic abc' }, { authorization: 'Bearer ' }] as Record<string, string>[]) {
      const res = await fetch(`${fx.origin}/v1/access-tokens`, { method: 'POST', headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: { code: 'unauthorized' } });
    }
  });

  it('opens the API with the right one', async () => {
    const res = await fetch(`${fx.origin}/v1/access-tokens`, { method: 'POST', headers: { authorization: `Bearer ${fx.running.secret}` } });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ accessToken: expect.stringMatching(/^at_/), expiresAt: expect.any(String) });
  });
});

describe('the HTTP adapter', () => {
  it('turns an unreachable gateway into GatewayError unavailable, saying why', async () => {
    const down = new HttpPaymentGateway({ baseUrl: 'http://127.0.0.1:9', secret: 'x' });
    const err = await failure(down.createAccessToken());
    expect(err).toBeInstanceOf(GatewayError);
    expect(err).toMatchObject({ code: 'unavailable', retryable: true });
    // fetch's own words are only "fetch failed"; its cause (here undici's "bad port") comes after.
    expect(err.message).toMatch(/^gateway unreachable: fetch failed \(\w[^)]*\)$/);
  });

  it('turns a slow gateway into GatewayError timeout', async () => {
    const slowFetch: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error)));
    const slow = new HttpPaymentGateway({ baseUrl: fx.origin, secret: 'x', timeoutMs: 50, fetch: slowFetch });
    expect(await failure(slow.getPayment('pay_x'))).toMatchObject({ code: 'timeout', retryable: true });
  });

  it('turns an answer it cannot read into bad_response', async () => {
    const odd = new HttpPaymentGateway({
      baseUrl: fx.origin,
      secret: 'x',
      fetch: async () => new Response('<html>proxy error page</html>', { status: 200 }),
    });
    expect(await failure(odd.getPayment('pay_x'))).toMatchObject({ code: 'bad_response' });
    const broken = new HttpPaymentGateway({ baseUrl: fx.origin, secret: 'x', fetch: async () => new Response('oops', { status: 502 }) });
    expect(await failure(broken.getPayment('pay_x'))).toMatchObject({ code: 'unavailable', status: 502 });
  });

  it('uses the public origin for browsers and the base URL for itself', () => {
    expect(fx.gateway.publicOrigin).toBe(fx.origin);
  });
});
