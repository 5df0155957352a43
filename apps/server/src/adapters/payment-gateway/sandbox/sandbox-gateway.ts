import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { zodOnlySchemas } from '../../../platform/zod-only-schemas.ts';
import { registerChallenge } from './challenge-routes.ts';
import { GwError } from './gateway-error.ts';
import { createContext, type GatewayContext, type SandboxGatewayOptions } from './gateway-options.ts';
import { registerHostedFields } from './hosted-fields-routes.ts';
import { registerMerchantApi } from './merchant-api-routes.ts';
import { registerTokenize } from './tokenize-route.ts';

declare module 'fastify' {
  interface FastifyInstance {
    gateway: GatewayContext;
  }
}

/**
 * The sandbox card gateway as its own Fastify app (no listen): a stand-in for the national card
 * gateway, on its own origin. Browsers get the SDK, the field iframes, /api/tokenize and the challenge
 * page; our server gets the /v1 merchant API. See README.md beside this file.
 */
export async function buildSandboxGateway(options: SandboxGatewayOptions): Promise<FastifyInstance> {
  const ctx = createContext(options);
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 16 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
    schemaController: zodOnlySchemas,
  });
  app.decorate('gateway', ctx);

  // The challenge page posts a plain HTML form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof GwError) return reply.status(err.status).send(err.toJSON());
    const status = (err as { statusCode?: number }).statusCode ?? 500;
    if (status < 500) return reply.status(status).send({ error: { code: 'invalid_request', message: (err as Error).message } });
    req.log.error({ err }, 'sandbox gateway failure');
    return reply.status(500).send({ error: { code: 'internal', message: 'The gateway failed; try again' } });
  });
  app.setNotFoundHandler((_req, reply) => reply.status(404).send({ error: { code: 'not_found', message: 'Not found' } }));

  // Defaults for every answer; the SDK, field and challenge routes widen what they need.
  app.addHook('onSend', async (_req, reply, payload) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    if (!reply.hasHeader('cross-origin-resource-policy')) reply.header('cross-origin-resource-policy', 'same-origin');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    return payload;
  });

  await app.register(rateLimit, { global: false });
  app.get('/healthz', async () => {
    await ctx.db.query('SELECT 1');
    return { status: 'ok' };
  });
  app.get('/favicon.ico', async (_req, reply) => reply.status(204).send());
  registerHostedFields(app, ctx);
  registerTokenize(app, ctx);
  registerChallenge(app, ctx);
  registerMerchantApi(app, ctx);
  return app;
}
