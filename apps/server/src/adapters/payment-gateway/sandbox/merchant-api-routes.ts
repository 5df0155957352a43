import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { issueAccessToken } from './access-tokens.ts';
import type { GatewayContext } from './gateway-options.ts';
import { checkMerchantSecret } from './merchant-auth.ts';
import { consumeCardNonce } from './nonce-store.ts';
import { parseInput } from './parse-input.ts';
import { capture, createPayment, getPayment, paymentByKey, refund, voidPayment } from './payments-service.ts';
import { GwError } from './gateway-error.ts';
import { sandboxFaults, SandboxFaultError, type SandboxFaultPoint } from '../../sandbox-faults/sandbox-faults.ts';
import { paymentView } from './payment-view.ts';
import { deleteVaultCard, insertVaultCard, vaultView } from './vault-store.ts';

const token = z.string().min(1).max(200);
const CreatePaymentBody = z
  .object({
    amount: z.number().int().positive().max(1_000_000_000_000),
    currency: z.literal(512),
    reference: z.string().min(1).max(100),
    returnUrl: z
      .string()
      .max(2000)
      .refine((u) => URL.canParse(u) && /^https?:$/.test(new URL(u).protocol), 'must be an http(s) URL'),
    nonce: token.optional(),
    vaultToken: token.optional(),
    cvvNonce: token.optional(),
    skipChallenge: z.boolean().optional(),
    lang: z.enum(['en', 'ar']).optional(),
  })
  .refine((b) => Boolean(b.nonce) !== Boolean(b.vaultToken), { message: 'give exactly one of nonce or vaultToken', path: ['nonce'] })
  .refine((b) => !b.vaultToken || Boolean(b.cvvNonce), { message: 'a vaultToken needs a cvvNonce', path: ['cvvNonce'] });
const IdParams = z.object({ id: token });
const RefundBody = z.object({ amount: z.number().int().positive() });
const VaultBody = z.object({
  nonce: token,
  name: z
    .string()
    .trim()
    .max(50)
    .regex(/^[A-Za-z0-9 .'-]*$/)
    .optional(),
});
const IdempotencyKey = z.string().min(1).max(200).optional();
const KeyQuery = z.object({ idempotencyKey: z.string().min(1).max(200) });

/** A fault armed in the sandbox switch answers 503, before or after the work is done (sandbox-faults.ts). */
async function faulty<T>(point: SandboxFaultPoint, work: () => Promise<T>): Promise<T> {
  try {
    return await sandboxFaults.around(point, work);
  } catch (err) {
    if (err instanceof SandboxFaultError) throw new GwError(503, 'unavailable', 'The gateway is not available; try again');
    throw err;
  }
}

/** The server-to-server API, for the merchant (our server) only. */
export function registerMerchantApi(app: FastifyInstance, ctx: GatewayContext): void {
  void app.register(
    async (v1) => {
      v1.addHook('onRequest', async (req, reply) => {
        reply.header('cache-control', 'no-store');
        checkMerchantSecret(req, ctx.secret);
      });

      v1.post('/access-tokens', async (_req, reply) => reply.status(201).send(issueAccessToken(ctx)));

      v1.post('/payments', async (req, reply) => {
        const body = parseInput(CreatePaymentBody, req.body);
        const idempotencyKey = parseInput(IdempotencyKey, req.headers['idempotency-key'], 'Idempotency-Key');
        const row = await faulty('gateway.create', () => createPayment(ctx, { ...body, currency: 512, idempotencyKey }));
        return reply.status(201).send(paymentView(ctx, row));
      });

      // GET /v1/payments?idempotencyKey=…: what a create with that key made (404 when it never arrived).
      v1.get('/payments', async (req) =>
        paymentView(ctx, await paymentByKey(ctx, parseInput(KeyQuery, req.query, 'query').idempotencyKey)),
      );
      v1.get('/payments/:id', async (req) => paymentView(ctx, await getPayment(ctx, parseInput(IdParams, req.params, 'params').id)));
      v1.post('/payments/:id/capture', async (req) => {
        const { id } = parseInput(IdParams, req.params, 'params');
        const key = parseInput(IdempotencyKey, req.headers['idempotency-key'], 'Idempotency-Key');
        return paymentView(ctx, await faulty('gateway.capture', () => capture(ctx, id, key)));
      });
      v1.post('/payments/:id/void', async (req) => {
        const { id } = parseInput(IdParams, req.params, 'params');
        const key = parseInput(IdempotencyKey, req.headers['idempotency-key'], 'Idempotency-Key');
        return paymentView(ctx, await faulty('gateway.void', () => voidPayment(ctx, id, key)));
      });
      v1.post('/payments/:id/refund', async (req) => {
        const { id } = parseInput(IdParams, req.params, 'params');
        const key = parseInput(IdempotencyKey, req.headers['idempotency-key'], 'Idempotency-Key');
        return paymentView(ctx, await faulty('gateway.refund', () => refund(ctx, id, parseInput(RefundBody, req.body).amount, key)));
      });

      v1.post('/vault', async (req, reply) => {
        const body = parseInput(VaultBody, req.body);
        const row = await ctx.db.tx(async (q) => {
          const now = ctx.now();
          const card = await consumeCardNonce(q, body.nonce, now);
          return insertVaultCard(q, body.name ? { ...card, name: body.name } : card, now);
        });
        return reply.status(201).send(vaultView(row));
      });

      v1.delete('/vault/:id', async (req, reply) => {
        await deleteVaultCard(ctx.db, parseInput(IdParams, req.params, 'params').id, ctx.now());
        return reply.status(204).send();
      });
    },
    { prefix: '/v1' },
  );
}
