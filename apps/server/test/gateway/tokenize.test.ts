import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAccessToken } from '../../src/adapters/payment-gateway/sandbox/access-tokens.ts';
import { createContext } from '../../src/adapters/payment-gateway/sandbox/gateway-options.ts';
import { card, startGatewayFixture, TEST_CARDS, type GatewayFixture } from './gateway-fixture.ts';

let fx: GatewayFixture;
beforeAll(async () => {
  fx = await startGatewayFixture();
}, 60_000);
afterAll(() => fx.close());

describe('POST /api/tokenize', () => {
  it.each(Object.entries(TEST_CARDS))('turns the %s test card into a one-time nonce with masked facts', async (_behaviour, number) => {
    const { status, json } = await fx.tokenize(card(number));
    expect(status).toBe(200);
    expect(json.nonce).toMatch(/^nonce_[\w-]{40,}$/);
    expect(json).toMatchObject({ last4: number.slice(-4), brand: 'visa', expiry: `12/${new Date().getUTCFullYear() + 3}` });
    expect(JSON.stringify(json)).not.toContain(number);
  });

  it('accepts Arabic-Indic and Extended Arabic-Indic digits, spaces included', async () => {
    const { status, json } = await fx.tokenize(card('٤١١١ ١١١١ ١١١١ ١١١١', { cvv: '۷۳۷', expiryMonth: '٠٥' }));
    expect(status).toBe(200);
    expect(json).toMatchObject({ last4: '1111', expiry: `05/${new Date().getUTCFullYear() + 3}` });
  });

  it('approves any other Luhn-valid number and names its brand', async () => {
    const { status, json } = await fx.tokenize(card('5555555555554444'));
    expect(status).toBe(200);
    expect(json).toMatchObject({ last4: '4444', brand: 'mastercard' });
  });

  it('refuses a Luhn-invalid number with a clear message', async () => {
    const { status, json } = await fx.tokenize(card('4111111111111112'));
    expect(status).toBe(422);
    expect(json.error).toMatchObject({ code: 'invalid_number', message: 'Card number is not valid', messageAr: 'رقم البطاقة غير صحيح' });
  });

  it.each([
    ['a 15-digit number', { number: '411111111111111' }, 'invalid_number'],
    ['a 17-digit number', { number: '41111111111111111' }, 'invalid_number'],
    ['month 13', { expiryMonth: '13' }, 'invalid_expiry'],
    ['a year past the ten offered', { expiryYear: String(new Date().getUTCFullYear() + 10) }, 'invalid_expiry'],
    ['last year', { expiryYear: String(new Date().getUTCFullYear() - 1) }, 'invalid_expiry'],
    ['a 4-digit CVV', { cvv: '1234' }, 'invalid_cvv'],
    ['a 2-digit CVV', { cvv: '12' }, 'invalid_cvv'],
    ['a non-English name', { name: 'محمد' }, 'invalid_name'],
  ])('refuses %s', async (_what, change, code) => {
    const { status, json } = await fx.tokenize(card(TEST_CARDS.approve, change));
    expect(status).toBe(422);
    expect((json.error as { code: string }).code).toBe(code);
  });

  it('refuses a card whose expiry month has passed this year', async () => {
    const now = new Date(Date.now() + 4 * 3600_000);
    if (now.getUTCMonth() === 0) return; // January: no earlier month this year
    const { status, json } = await fx.tokenize(card(TEST_CARDS.approve, { expiryMonth: '01', expiryYear: String(now.getUTCFullYear()) }));
    expect(status).toBe(422);
    expect((json.error as { code: string }).code).toBe('card_expired');
  });

  it('needs a valid, unexpired access token', async () => {
    const bogus = await fx.tokenize(card(TEST_CARDS.approve), { accessToken: 'at_made_up' });
    expect(bogus.status).toBe(401);
    expect((bogus.json.error as { code: string }).code).toBe('access_token_invalid');

    const token = await fx.gateway.createAccessToken();
    fx.advance(31 * 60_000);
    try {
      const late = await fx.tokenize(card(TEST_CARDS.approve), { accessToken: token });
      expect(late.status).toBe(401);
    } finally {
      fx.advance(-31 * 60_000);
    }
  });

  it('checks a token by its signature: the same token with a later expiry, or signed with another secret, is refused', async () => {
    const token = await fx.gateway.createAccessToken();
    const [expiry, rest] = [token.slice(3, token.indexOf('.')), token.slice(token.indexOf('.'))];
    expect((await fx.tokenize(card(TEST_CARDS.approve), { accessToken: token })).status).toBe(200);
    const later = `at_${(parseInt(expiry, 36) + 3600_000).toString(36)}${rest}`;
    const stretched = await fx.tokenize(card(TEST_CARDS.approve), { accessToken: later });
    expect(stretched.status).toBe(401);
    expect((stretched.json.error as { code: string }).code).toBe('access_token_invalid');
    const foreign = issueAccessToken(createContext({ db: fx.db, publicOrigin: fx.origin, secret: 'another-merchant-secret' })).accessToken;
    expect((await fx.tokenize(card(TEST_CARDS.approve), { accessToken: foreign })).status).toBe(401);
  });

  it('answers only the gateway’s own pages: another origin is refused', async () => {
    const { status, json } = await fx.tokenize(card(TEST_CARDS.approve), { origin: 'http://localhost:8080' });
    expect(status).toBe(403);
    expect((json.error as { code: string }).code).toBe('forbidden_origin');
    const res = await fetch(`${fx.origin}/api/tokenize`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'POST' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('makes a CVV nonce for a vaulted card, and refuses one for a deleted card', async () => {
    const vaulted = await fx.gateway.vaultCard(await fx.nonceFor(TEST_CARDS.approve));
    const { status, json } = await fx.tokenize({ vaultToken: vaulted.token, cvv: '٧٣٧' });
    expect(status).toBe(200);
    expect(json).toMatchObject({ last4: '1111', brand: 'visa' });
    expect(json.nonce).toMatch(/^nonce_/);

    expect((await fx.tokenize({ vaultToken: vaulted.token, cvv: '73' })).status).toBe(422);
    await fx.gateway.deleteVaultedCard(vaulted.token);
    const gone = await fx.tokenize({ vaultToken: vaulted.token, cvv: '737' });
    expect(gone.status).toBe(422);
    expect((gone.json.error as { code: string }).code).toBe('vault_token_invalid');
  });

  it('refuses a body that is neither a card nor a saved card’s CVV', async () => {
    const { status, json } = await fx.tokenize({ number: TEST_CARDS.approve });
    expect(status).toBe(400);
    expect((json.error as { code: string }).code).toBe('invalid_request');
  });
});
