import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { checkAccessToken } from './access-tokens.ts';
import { checkCard, checkCvv } from './card-input.ts';
import { GwError } from './gateway-error.ts';
import type { GatewayContext } from './gateway-options.ts';
import { issueCardNonce, issueCvvNonce } from './nonce-store.ts';
import { parseInput } from './parse-input.ts';
import { findVaultCard } from './vault-store.ts';

const text = z.string().max(100);
const TokenizeBody = z.union([
  z.object({ accessToken: text, number: text, expiryMonth: text, expiryYear: text, cvv: text, name: text.optional() }),
  z.object({ accessToken: text, vaultToken: text, cvv: text }),
]);

/**
 * Turns the card typed into the hosted fields into a one-time nonce. Only the gateway's own field
 * pages call it (same origin), so a request from any other origin is refused and no CORS is offered.
 * From here on only the card's facts exist: the number and CVV are dropped with the request.
 */
export function registerTokenize(app: FastifyInstance, ctx: GatewayContext): void {
  app.post('/api/tokenize', { config: { rateLimit: { max: ctx.tokenizePerMinute, timeWindow: '1 minute' } } }, async (req, reply) => {
    assertSameOrigin(req, ctx);
    const body = parseInput(TokenizeBody, req.body);
    checkAccessToken(ctx, body.accessToken);
    const now = ctx.now();
    reply.header('cache-control', 'no-store');
    if ('vaultToken' in body) {
      checkCvv(body.cvv);
      const card = await findVaultCard(ctx.db, body.vaultToken).catch(() => {
        throw new GwError(422, 'vault_token_invalid', 'This saved card is no longer available', 'هذه البطاقة المحفوظة لم تعد متاحة');
      });
      const nonce = await issueCvvNonce(ctx.db, card.token, now);
      return { nonce, last4: card.last4, brand: card.brand, expiry: `${card.exp_month}/${card.exp_year}` };
    }
    const card = checkCard(body, now);
    const nonce = await issueCardNonce(ctx.db, card, now);
    return { nonce, last4: card.last4, brand: card.brand, expiry: `${card.expMonth}/${card.expYear}` };
  });
}

function assertSameOrigin(req: FastifyRequest, ctx: GatewayContext): void {
  const site = req.headers['sec-fetch-site'];
  if (req.headers.origin !== ctx.publicOrigin || (site !== undefined && site !== 'same-origin')) {
    throw new GwError(403, 'forbidden_origin', "Tokenize is only available to the gateway's own card fields");
  }
}
