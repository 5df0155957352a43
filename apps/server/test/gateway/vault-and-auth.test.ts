import net from 'node:net';
import { once } from 'node:events';
import { MockAgent } from 'undici';
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
    // A port nobody listens on: the connection is refused.
    const closed = net.createServer().listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as net.AddressInfo).port;
    closed.close();
    const down = new HttpPaymentGateway({ baseUrl: `http://127.0.0.1:${port}`, secret: 'x' });
    const err = await failure(down.createAccessToken());
    expect(err).toBeInstanceOf(GatewayError);
    expect(err).toMatchObject({ code: 'unavailable', retryable: true });
    expect(err.message).toBe('gateway unreachable: ECONNREFUSED');
  });

  it('turns a gateway that takes the call and never answers into GatewayError timeout', async () => {
    const silent = net.createServer(() => undefined).listen(0, '127.0.0.1');
    await once(silent, 'listening');
    try {
      const port = (silent.address() as net.AddressInfo).port;
      const slow = new HttpPaymentGateway({ baseUrl: `http://127.0.0.1:${port}`, secret: 'x', timeoutMs: 50 });
      const started = performance.now();
      const err = await failure(slow.getPayment('pay_x'));
      expect(err).toMatchObject({ code: 'timeout', retryable: true });
      expect(err.message).toBe('gateway did not answer GET /v1/payments/pay_x within 50 ms');
      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      silent.close();
    }
  });

  it('turns an answer it cannot read into bad_response, and a proxy 502 into unavailable', async () => {
    // undici's own stand-in for the network: these answers come from no gateway at all.
    const wire = new MockAgent();
    wire.disableNetConnect();
    const at = wire.get(fx.origin);
    at.intercept({ path: '/v1/payments/pay_x', method: 'GET' }).reply(200, '<html>proxy error page</html>');
    at.intercept({ path: '/v1/payments/pay_x', method: 'GET' }).reply(502, 'oops');
    const odd = new HttpPaymentGateway({ baseUrl: fx.origin, secret: 'x', dispatcher: wire });
    try {
      expect(await failure(odd.getPayment('pay_x'))).toMatchObject({ code: 'bad_response', status: 200 });
      expect(await failure(odd.getPayment('pay_x'))).toMatchObject({ code: 'unavailable', status: 502 });
      wire.assertNoPendingInterceptors();
    } finally {
      await wire.close();
    }
  });

  it('uses the public origin for browsers and the base URL for itself', () => {
    expect(fx.gateway.publicOrigin).toBe(fx.origin);
  });
});
