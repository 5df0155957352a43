import zlib from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { installCompression } from '../../src/platform/compression.ts';
import { Precompressed } from '../../src/platform/precompressed.ts';

const TEXT = JSON.stringify({ billers: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Biller ${i}` })) });

/** How many times an answer's Vary names accept-encoding, in any case. */
const timesVaried = (vary: unknown) =>
  String(vary)
    .toLowerCase()
    .match(/accept-encoding/g)?.length ?? 0;

describe('Precompressed', () => {
  test('an answer asked for before its copies exist is compressed on the way, and says accept-encoding once in Vary', async () => {
    const app = Fastify();
    await installCompression(app);
    // A fresh one per request: its background copies cannot be ready in the tick it is sent in.
    app.get('/fresh', (request, reply) => new Precompressed(TEXT, 'application/json; charset=utf-8').send(request, reply));
    const kept = new Precompressed(TEXT, 'application/json; charset=utf-8');
    app.get('/kept', (request, reply) => kept.send(request, reply));
    try {
      const fresh = await app.inject({ url: '/fresh', headers: { 'accept-encoding': 'br' } });
      expect(fresh.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(fresh.rawPayload).toString()).toBe(TEXT);
      expect(timesVaried(fresh.headers.vary)).toBe(1);

      await expect
        .poll(async () => (await app.inject({ url: '/kept', headers: { 'accept-encoding': 'gzip' } })).rawPayload)
        .toEqual(zlib.gzipSync(TEXT, { level: 9 }));
      for (const encoding of ['br', 'gzip', 'identity']) {
        const answer = await app.inject({ url: '/kept', headers: { 'accept-encoding': encoding } });
        expect(timesVaried(answer.headers.vary), encoding).toBe(1);
      }
    } finally {
      await app.close();
    }
  });
});
