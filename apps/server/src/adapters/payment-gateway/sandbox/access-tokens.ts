import { randomToken, sha256 } from '../../../platform/crypto.ts';
import { GwError } from './gateway-error.ts';
import { ACCESS_TOKEN_TTL_MS, type GatewayContext } from './gateway-options.ts';

/**
 * Short-lived client tokens: our server asks for one (with the merchant secret) and hands it to the
 * browser, whose hosted fields must show it to tokenize. Only a hash is stored.
 */
export async function issueAccessToken(ctx: GatewayContext): Promise<{ accessToken: string; expiresAt: string }> {
  const accessToken = `at_${randomToken()}`;
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_MS);
  await ctx.db.query('INSERT INTO gw_access_tokens (token_hash, created_at, expires_at) VALUES ($1, $2, $3)', [
    sha256(accessToken),
    now,
    expiresAt,
  ]);
  return { accessToken, expiresAt: expiresAt.toISOString() };
}

export async function checkAccessToken(ctx: GatewayContext, accessToken: string): Promise<void> {
  const rows = await ctx.db.query('SELECT 1 FROM gw_access_tokens WHERE token_hash = $1 AND expires_at > $2', [
    sha256(accessToken),
    ctx.now(),
  ]);
  if (!rows.length) {
    throw new GwError(
      401,
      'access_token_invalid',
      'The payment page has expired; reload it and try again',
      'انتهت صلاحية صفحة الدفع؛ أعد تحميلها وحاول مرة أخرى',
    );
  }
}
