import type { FastifyInstance } from 'fastify';

/**
 * Every API answer carries `Cache-Control: no-store` (OWASP ASVS §8.2.1): answers hold account data,
 * codes' challenges and receipts that no browser or proxy cache should keep. Set on send, so refusals
 * (429, 404, errors) carry it too. The built client's files keep their own caching (spa.ts).
 */
export function installNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.toLowerCase().startsWith('/api/')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
