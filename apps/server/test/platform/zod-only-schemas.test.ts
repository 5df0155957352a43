import Fastify, { type FastifySchema } from 'fastify';
import { describe, expect, test } from 'vitest';
import { zodOnlySchemas } from '../../src/platform/zod-only-schemas.ts';

describe('apps that check requests with zod only (issue 36)', () => {
  test('answer as before, errors included, without a JSON schema compiler', async () => {
    const app = Fastify({ schemaController: zodOnlySchemas });
    app.post('/echo', async (request) => ({ got: request.body }));
    // @fastify/static gives its routes a schema that only hides them from documentation.
    app.get('/hidden', { schema: { hide: true } as FastifySchema }, async () => 'ok');
    app.get('/fails', async () => {
      throw Object.assign(new Error('no such thing'), { statusCode: 404 });
    });
    const echo = await app.inject({ method: 'POST', url: '/echo', payload: { a: 1 } });
    expect(echo.json()).toEqual({ got: { a: 1 } });
    expect((await app.inject('/hidden')).body).toBe('ok');
    const fails = await app.inject('/fails');
    expect(fails.statusCode).toBe(404);
    expect(fails.json()).toMatchObject({ message: 'no such thing' });
    await app.close();
  });

  test.each([
    ['a body to validate', { body: { type: 'object' } }],
    ['an answer to serialise', { response: { 200: { type: 'object' } } }],
  ])('refuse a route that declares %s when it is registered', async (_what, schema) => {
    const app = Fastify({ schemaController: zodOnlySchemas });
    app.post('/typed', { schema }, async () => ({}));
    await expect(app.ready()).rejects.toThrow(/\/typed declares a JSON schema/);
    await app.close();
  });
});
