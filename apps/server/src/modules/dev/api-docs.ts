import fs from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { serverPath } from '../../platform/paths.ts';

/**
 * The API document generated from the contract (docs/api, scripts/openapi.ts), browsable while
 * developing: /api/dev/docs, and the machine-readable /api/dev/openapi.json beside it. Only with the
 * demo routes, so production never serves it (decision 016).
 */
export function registerApiDocs(app: FastifyInstance): void {
  const file = (name: string) => serverPath('..', '..', 'docs', 'api', name);
  const send = (name: string, type: string) => async (_request: unknown, reply: FastifyReply) => {
    const body = await fs.readFile(file(name), 'utf8').catch(() => null);
    if (body === null) return reply.code(404).type('text/plain').send('docs/api is missing: run npm run api:doc');
    return reply.type(type).send(body);
  };
  app.get('/api/dev/docs', send('index.html', 'text/html; charset=utf-8'));
  app.get('/api/dev/openapi.json', send('openapi.json', 'application/json; charset=utf-8'));
}
