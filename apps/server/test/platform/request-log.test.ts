import { expect, test } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { openTestDb } from '../support/test-db.ts';
import { TEST_DEFAULTS, TEST_ENV } from '../support/test-app.ts';

/** Issue 36: one log line per request at `info`, with what both of Fastify's lines carried. */
test('a request writes one line at info when it is answered: the request, its status and its time', async () => {
  const { db, dispose } = await openTestDb();
  const lines: Array<Record<string, unknown>> = [];
  const app = await buildApp({
    config: loadConfig(TEST_ENV, { ...TEST_DEFAULTS, LOG_LEVEL: 'info' }),
    db,
    serveClient: false,
    logStream: { write: (l) => void lines.push(JSON.parse(l) as Record<string, unknown>) },
  });
  try {
    await app.ready();
    await app.inject({ method: 'GET', url: '/healthz?token=secret' });
    await app.inject({ method: 'GET', url: '/no/such/page' });
    const perRequest = lines.filter((l) => l.reqId !== undefined);
    expect(perRequest.map((l) => l.msg)).toEqual(['request completed', 'request completed']);
    expect(perRequest[0]).toMatchObject({
      req: { method: 'GET', url: '/healthz?token=[redacted]' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(perRequest[1]).toMatchObject({ req: { url: '/no/such/page' }, res: { statusCode: 404 } });
  } finally {
    await app.close();
    await dispose();
  }
}, 60_000);
