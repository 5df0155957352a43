import zlib from 'node:zlib';
import { describe, expect, test } from 'vitest';
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

  test('a small answer is left as it is', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.json()).toEqual({ status: 'ok' });
  });
});
