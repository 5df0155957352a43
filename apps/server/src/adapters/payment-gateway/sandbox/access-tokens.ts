import { randomBytes } from 'node:crypto';
import { hmac, safeEqualHex } from '../../../platform/crypto.ts';
import { GwError } from './gateway-error.ts';
import { ACCESS_TOKEN_TTL_MS, type GatewayContext } from './gateway-options.ts';

/**
 * Short-lived client tokens: our server asks for one (with the merchant secret) and hands it to the
 * browser, whose hosted fields must show it to tokenize. A token is signed, not stored
 * (`at_<expiry>.<random>.<mac>`, the MAC keyed by the merchant secret): every instance sharing the
 * secret can check it, and a card payment costs the gateway's database no write and no read for it
 * (decision 078). Migration 066 dropped the table they were kept in.
 */
export function issueAccessToken(ctx: GatewayContext): { accessToken: string; expiresAt: string } {
  const expiresAt = new Date(ctx.now().getTime() + ACCESS_TOKEN_TTL_MS);
  const body = `${expiresAt.getTime().toString(36)}.${randomBytes(16).toString('base64url')}`;
  return { accessToken: `at_${body}.${signature(ctx, body)}`, expiresAt: expiresAt.toISOString() };
}

export function checkAccessToken(ctx: GatewayContext, accessToken: string): void {
  const [, body, mac] = /^at_([0-9a-z]+\.[\w-]+)\.([0-9a-f]{32})$/.exec(accessToken) ?? [];
  const expires = body ? parseInt(body.slice(0, body.indexOf('.')), 36) : NaN;
  if (!body || !mac || !safeEqualHex(mac, signature(ctx, body)) || !(expires > ctx.now().getTime())) {
    throw new GwError(
      401,
      'access_token_invalid',
      'The payment page has expired; reload it and try again',
      'انتهت صلاحية صفحة الدفع؛ أعد تحميلها وحاول مرة أخرى',
    );
  }
}

/**
 * 128 bits of HMAC-SHA256, keyed apart from the secret's other use (the merchant's bearer token), so
 * neither can stand for the other; the whole token stays within the 100 characters tokenize accepts.
 */
const signature = (ctx: GatewayContext, body: string) => hmac(`access-token:${ctx.secret}`, body).slice(0, 32);
