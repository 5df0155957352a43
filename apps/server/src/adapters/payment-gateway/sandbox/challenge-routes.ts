import type { FastifyInstance, FastifyReply } from 'fastify';
import { normalizeDigits } from '@portal/contract';
import { z } from 'zod';
import { renderChallengeNotFound, renderChallengePage } from './challenge-page.ts';
import { GwError } from './gateway-error.ts';
import { MAX_CHALLENGE_ATTEMPTS, type GatewayContext } from './gateway-options.ts';
import { pageCsp, sendHtml } from './html.ts';
import { answerChallenge, cancelChallenge, getPayment } from './payments-service.ts';
import type { PaymentRow } from './payment-store.ts';

const Lang = z.enum(['en', 'ar']).catch('en');
const ChallengeQuery = z.object({ lang: Lang.optional(), error: z.string().optional() });
const ChallengeForm = z.object({
  lang: Lang.optional(),
  otp: z.string().max(20).optional(),
  action: z.enum(['submit', 'cancel']).catch('submit'),
});

/**
 * The 3-D-Secure-style challenge. A plain form POST (no script), answered by a 303 back to the
 * merchant's returnUrl once the payment is decided, or back to this page after a wrong code.
 * The payment id in the path is long and random, which is what keeps strangers out.
 */
export function registerChallenge(app: FastifyInstance, ctx: GatewayContext): void {
  const csp = (payment?: PaymentRow) =>
    pageCsp({
      frameAncestors: ["'self'", ...ctx.frameAncestors],
      // Chromium checks form-action against the redirect too, so the merchant's origin must be allowed.
      formAction: ["'self'", ...(payment ? [new URL(payment.return_url).origin] : [])],
      script: false,
    });

  const load = async (id: string) => {
    try {
      return await getPayment(ctx, id);
    } catch (err) {
      if (err instanceof GwError && err.status === 404) return undefined;
      throw err;
    }
  };
  const notFound = (reply: FastifyReply, lang: 'en' | 'ar') => sendHtml(reply, renderChallengeNotFound(lang), csp(), 404);
  const backToMerchant = (reply: FastifyReply, payment: PaymentRow) =>
    reply.header('cache-control', 'no-store').redirect(payment.return_url, 303);

  app.get<{ Params: { id: string } }>('/challenge/:id', async (req, reply) => {
    const query = ChallengeQuery.parse(req.query ?? {});
    const lang = query.lang ?? 'en';
    const payment = await load(req.params.id);
    if (!payment) return notFound(reply, lang);
    // Refresh or Back after the payment was decided: the merchant's page shows the outcome.
    if (payment.status !== 'requires_action') return backToMerchant(reply, payment);
    const html = renderChallengePage({
      payment,
      lang,
      merchant: ctx.merchantName[lang],
      attemptsLeft: MAX_CHALLENGE_ATTEMPTS - payment.challenge_attempts,
      wrongCode: query.error === 'wrong_code' && payment.challenge_attempts > 0,
    });
    return sendHtml(reply, html, csp(payment));
  });

  app.post<{ Params: { id: string } }>('/challenge/:id', async (req, reply) => {
    const form = ChallengeForm.parse(req.body ?? {});
    const lang = form.lang ?? 'en';
    const payment = await load(req.params.id);
    if (!payment) return notFound(reply, lang);
    if (form.action === 'cancel') return backToMerchant(reply, await cancelChallenge(ctx, payment.id));
    const { row, outcome } = await answerChallenge(ctx, payment.id, normalizeDigits((form.otp ?? '').trim()));
    if (outcome !== 'wrong_code') return backToMerchant(reply, row);
    return reply.redirect(`/challenge/${encodeURIComponent(row.id)}?lang=${lang}&error=wrong_code`, 303);
  });
}
