import type { FastifyInstance } from 'fastify';

/**
 * Every API answer carries `Cache-Control: no-store` (OWASP ASVS §8.2.1): answers hold account data,
 * codes' challenges and receipts that no browser or proxy cache should keep. Set on send, so refusals
 * (429, 404, errors) carry it too. The built client's files keep their own caching (spa.ts).
 */
export function installNoStore(app: FastifyInstance): void {
  // A callback hook, not an async one: every answer passes here, and a promise each is work for nothing.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (API_PREFIX.test(request.url)) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}

const API_PREFIX = /^\/api\//i;
