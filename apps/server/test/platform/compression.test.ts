import zlib from 'node:zlib';
import { describe, expect, test, vi } from 'vitest';
import { deviceInfo } from '../support/api.ts';
import { useTestApp } from '../support/test-app.ts';

describe('compressed answers', () => {
  const t = useTestApp();

  test('a large API answer (the whole catalog) is sent with brotli when the browser accepts it, and decodes to the same JSON', async () => {
    const body = { deviceInfo, categoryInfo: { categoryId: 0 } };
    const plain = await t.app.inject({ method: 'POST', url: '/api/Common/GetBillers', payload: body });
    const br = await t.app.inject({
      method: 'POST',
      url: '/api/Common/GetBillers',
      payload: body,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  test('the catalog is compressed once, not per request: every encoding answers the bytes made before, and says it varies by encoding', async () => {
    const body = { deviceInfo, categoryInfo: { categoryId: 0 } };
    const call = (encoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Common/GetBillers',
        payload: body,
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const plain = await call();
    // The copies are made in the background once the answer is first asked for.
    await vi.waitFor(async () => expect((await call('gzip')).headers['content-encoding']).toBe('gzip'));
    const perRequest = [vi.spyOn(zlib, 'createBrotliCompress'), vi.spyOn(zlib, 'createGzip')];
    // Until the background brotli (best quality, slow on a loaded machine) is ready, @fastify/compress
    // answers br itself: wait for an answer that compressed nothing on the way.
    await vi.waitFor(
      async () => {
        perRequest.forEach((spy) => spy.mockClear());
        expect((await call('br')).headers['content-encoding']).toBe('br');
        expect(perRequest.map((spy) => spy.mock.calls.length)).toEqual([0, 0]);
      },
      { timeout: 10_000, interval: 100 },
    );
    perRequest.forEach((spy) => spy.mockClear());
    try {
      const answers = await Promise.all(['br', 'br, gzip', 'gzip', 'gzip, deflate, br;q=0.5'].map(call));
      expect(answers.map((a) => a.headers['content-encoding'])).toEqual(['br', 'br', 'gzip', 'gzip']);
      expect(answers[0]!.rawPayload.equals(answers[1]!.rawPayload)).toBe(true);
      expect(JSON.parse(zlib.gunzipSync(answers[2]!.rawPayload).toString())).toEqual(plain.json());
      // Header tokens are case-insensitive; named once (precompressed.test.ts: also while the copies are made).
      expect(
        answers.map(
          (a) =>
            String(a.headers.vary)
              .toLowerCase()
              .match(/accept-encoding/g)?.length,
        ),
      ).toEqual([1, 1, 1, 1]);
      expect(perRequest.map((spy) => spy.mock.calls.length)).toEqual([0, 0]);
    } finally {
      for (const spy of perRequest) spy.mockRestore();
    }
  });

  test('a compressed request body is not inflated: it is refused as unreadable, in both languages', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/Common/GetBillers',
      payload: zlib.gzipSync(JSON.stringify({ deviceInfo, categoryInfo: { categoryId: 0 } })),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    // The envelope every unreadable request gets (901), as the client shows it; nothing was read from the body.
    const { result, details } = r.json() as { result: { errorCode: number; errorEDesc: string; errorADesc: string }; details: unknown };
    expect(result).toEqual({
      errorCode: 901,
      errorEDesc: expect.stringMatching(/could not be read/),
      errorADesc: expect.stringMatching(/[\u0600-\u06ff]/),
    });
    expect(details).toBeNull();
  });

  test('a small answer is left as it is', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.json()).toEqual({ status: 'ok' });
  });
});
