import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/adapters/payment-gateway/payment-gateway.ts';
import { paymentInput, RETURN_URL, startGatewayFixture, TEST_CARDS, type GatewayFixture } from './gateway-fixture.ts';

let fx: GatewayFixture;
beforeAll(async () => {
  fx = await startGatewayFixture();
}, 60_000);
afterAll(() => fx.close());

const pay = async (number: string, extra: Record<string, unknown> = {}) =>
  fx.gateway.createPayment(paymentInput({ nonce: await fx.nonceFor(number), ...extra }));
const failure = (p: Promise<unknown>) =>
  p.then(
    () => expect.unreachable('should have failed'),
    (err: unknown) => err as GatewayError,
  );

describe('creating a payment', () => {
  it('authorizes the approving card and sends the customer straight back', async () => {
    const p = await pay(TEST_CARDS.approve, { reference: 'ps-approve' });
    expect(p).toMatchObject({ status: 'authorized', amount: 12_345, reference: 'ps-approve', redirectUrl: RETURN_URL, refundedAmount: 0 });
    expect(p.paymentId).toMatch(/^pay_[\w-]{32}$/);
    expect(p.card).toEqual({
      masked: '411111******1111',
      last4: '1111',
      brand: 'visa',
      expiry: `12/${new Date().getUTCFullYear() + 3}`,
      name: '',
    });
    expect(p.declineReason).toBeUndefined();
  });

  it('declines the declining card with the issuer’s reason', async () => {
    const p = await pay(TEST_CARDS.decline);
    expect(p).toMatchObject({ status: 'declined', declineReason: 'Card declined by issuer', redirectUrl: RETURN_URL });
  });

  it('declines the insufficient-funds card', async () => {
    const p = await pay(TEST_CARDS.insufficient);
    expect(p).toMatchObject({ status: 'declined', declineReason: 'Insufficient funds' });
  });

  it('sends the challenge card to the challenge page, in Arabic when asked', async () => {
    const p = await pay(TEST_CARDS.challenge);
    expect(p.status).toBe('requires_action');
    expect(p.redirectUrl).toBe(`${fx.origin}/challenge/${p.paymentId}`);
    const ar = await pay(TEST_CARDS.challenge, { lang: 'ar' });
    expect(ar.redirectUrl).toBe(`${fx.origin}/challenge/${ar.paymentId}?lang=ar`);
    expect((await fx.gateway.getPayment(ar.paymentId)).status).toBe('requires_action');
  });

  it('skips the challenge when asked (our own SMS code confirmed the customer)', async () => {
    const p = await pay(TEST_CARDS.challenge, { skipChallenge: true });
    expect(p).toMatchObject({ status: 'authorized', redirectUrl: RETURN_URL });
  });

  it('approves any other Luhn-valid card and carries the name given at tokenization', async () => {
    const p = await fx.gateway.createPayment(paymentInput({ nonce: await fx.nonceFor('5105105105105100', { name: 'SALIM AL HARTHY' }) }));
    expect(p).toMatchObject({ status: 'authorized', card: { masked: '510510******5100', brand: 'mastercard', name: 'SALIM AL HARTHY' } });
  });

  it('spends a nonce once: a second payment with it is refused', async () => {
    const nonce = await fx.nonceFor(TEST_CARDS.approve);
    await fx.gateway.createPayment(paymentInput({ nonce }));
    const err = await failure(fx.gateway.createPayment(paymentInput({ nonce })));
    expect(err).toBeInstanceOf(GatewayError);
    expect(err).toMatchObject({ code: 'nonce_invalid', gatewayCode: 'nonce_used', status: 422 });
  });

  it('lets a nonce expire after 10 minutes', async () => {
    const nonce = await fx.nonceFor(TEST_CARDS.approve);
    fx.advance(10 * 60_000 + 1_000);
    try {
      const err = await failure(fx.gateway.createPayment(paymentInput({ nonce })));
      expect(err).toMatchObject({ code: 'nonce_invalid', gatewayCode: 'nonce_expired' });
    } finally {
      fx.advance(-(10 * 60_000 + 1_000));
    }
    const fresh = await fx.nonceFor(TEST_CARDS.approve);
    fx.advance(9 * 60_000);
    try {
      expect((await fx.gateway.createPayment(paymentInput({ nonce: fresh }))).status).toBe('authorized');
    } finally {
      fx.advance(-9 * 60_000);
    }
  });

  it('refuses an unknown nonce, and a bad request before spending anything', async () => {
    expect(await failure(fx.gateway.createPayment(paymentInput({ nonce: 'nonce_never_issued' })))).toMatchObject({
      code: 'nonce_invalid',
      gatewayCode: 'nonce_invalid',
    });
    const nonce = await fx.nonceFor(TEST_CARDS.approve);
    for (const bad of [
      { amount: 0 },
      { amount: 12.5 },
      { currency: 840 },
      { returnUrl: 'javascript:alert(1)' },
      { vaultToken: 'vt_x', cvvNonce: 'n' },
    ]) {
      expect(await failure(fx.gateway.createPayment(paymentInput({ nonce, ...bad })))).toMatchObject({
        code: 'invalid_request',
        status: 400,
      });
    }
    expect((await fx.gateway.createPayment(paymentInput({ nonce }))).status).toBe('authorized');
  });

  it('answers a retried request with the same idempotency key with the first payment', async () => {
    const input = paymentInput({ nonce: await fx.nonceFor(TEST_CARDS.approve), reference: 'ps-idem', idempotencyKey: 'ps-idem:1' });
    const first = await fx.gateway.createPayment(input);
    const again = await fx.gateway.createPayment(input);
    expect(again.paymentId).toBe(first.paymentId);
    const conflict = await failure(fx.gateway.createPayment({ ...input, amount: 999 }));
    expect(conflict.code).toBe('idempotency_conflict');
  });

  it('reads a payment back, and says not_found for an unknown one', async () => {
    const p = await pay(TEST_CARDS.approve);
    expect(await fx.gateway.getPayment(p.paymentId)).toEqual(p);
    expect(await failure(fx.gateway.getPayment('pay_nope'))).toMatchObject({ code: 'not_found', status: 404 });
  });
});

describe('state transitions', () => {
  it('captures an authorized payment once, then refunds it in parts up to the amount', async () => {
    const p = await pay(TEST_CARDS.approve);
    expect((await fx.gateway.capture(p.paymentId)).status).toBe('captured');
    expect(await failure(fx.gateway.capture(p.paymentId))).toMatchObject({ code: 'invalid_state', status: 409 });
    expect(await failure(fx.gateway.void(p.paymentId))).toMatchObject({ code: 'invalid_state' });
    expect(await fx.gateway.refund(p.paymentId, 345)).toMatchObject({ status: 'refunded', refundedAmount: 345 });
    expect(await failure(fx.gateway.refund(p.paymentId, 12_001))).toMatchObject({ code: 'refund_too_large' });
    expect(await fx.gateway.refund(p.paymentId, 12_000)).toMatchObject({ status: 'refunded', refundedAmount: 12_345 });
    expect(await failure(fx.gateway.refund(p.paymentId, 1))).toMatchObject({ code: 'refund_too_large' });
    const events = await fx.db.query<{ from_status: string | null; to_status: string }>(
      'SELECT from_status, to_status FROM gw_payment_events WHERE payment_id = $1 ORDER BY id',
      [p.paymentId],
    );
    expect(events.map((e) => `${e.from_status ?? '∅'}→${e.to_status}`)).toEqual([
      '∅→authorized',
      'authorized→captured',
      'captured→refunded',
      'refunded→refunded',
    ]);
  });

  it('voids an authorized payment, after which nothing else is allowed', async () => {
    const p = await pay(TEST_CARDS.approve);
    expect((await fx.gateway.void(p.paymentId)).status).toBe('voided');
    for (const action of [
      () => fx.gateway.capture(p.paymentId),
      () => fx.gateway.void(p.paymentId),
      () => fx.gateway.refund(p.paymentId, 1),
    ]) {
      expect(await failure(action())).toMatchObject({ code: 'invalid_state' });
    }
  });

  it('refuses to capture, void or refund a declined payment', async () => {
    const p = await pay(TEST_CARDS.decline);
    expect(await failure(fx.gateway.capture(p.paymentId))).toMatchObject({ code: 'invalid_state' });
    expect(await failure(fx.gateway.void(p.paymentId))).toMatchObject({ code: 'invalid_state' });
    expect(await failure(fx.gateway.refund(p.paymentId, 100))).toMatchObject({ code: 'invalid_state' });
  });

  it('refuses to refund an authorized (uncaptured) payment or to capture one awaiting its challenge', async () => {
    const p = await pay(TEST_CARDS.approve);
    expect(await failure(fx.gateway.refund(p.paymentId, 100))).toMatchObject({ code: 'invalid_state' });
    const c = await pay(TEST_CARDS.challenge);
    expect(await failure(fx.gateway.capture(c.paymentId))).toMatchObject({ code: 'invalid_state' });
    expect((await fx.gateway.void(c.paymentId)).status).toBe('voided');
  });

  it('fails a challenge nobody answered within 15 minutes', async () => {
    const c = await pay(TEST_CARDS.challenge);
    fx.advance(16 * 60_000);
    try {
      expect(await fx.gateway.getPayment(c.paymentId)).toMatchObject({
        status: 'failed',
        declineReason: 'Authentication timed out',
        redirectUrl: RETURN_URL,
      });
    } finally {
      fx.advance(-16 * 60_000);
    }
  });

  it('captures concurrently requested once', async () => {
    const p = await pay(TEST_CARDS.approve);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => fx.gateway.capture(p.paymentId)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});
