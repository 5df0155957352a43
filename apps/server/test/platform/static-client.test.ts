import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serveSpa } from '../../src/platform/spa.ts';

/** A built client in miniature: a page, a hashed bundle with its .br/.gz twins, and the worker. */
function fakeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  const bundle = 'console.log("portal");\n'.repeat(200);
  fs.writeFileSync(path.join(dir, 'assets/index-abc123.js'), bundle);
  fs.writeFileSync(path.join(dir, 'assets/index-abc123.js.br'), zlib.brotliCompressSync(bundle));
  fs.writeFileSync(path.join(dir, 'assets/index-abc123.js.gz'), zlib.gzipSync(bundle));
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.skipWaiting();');
  return dir;
}

describe('serving the built client', () => {
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = fakeDist();
    app = Fastify();
    await serveSpa(app, dist);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  test('bundles go out pre-compressed as the browser accepts, and are cached for good', async () => {
    const br = await app.inject({ url: '/BillPaymentClient/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('console.log("portal")');

    const gz = await app.inject({ url: '/BillPaymentClient/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await app.inject({ url: '/BillPaymentClient/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log("portal")');
  });

  test('the service worker is revalidated on every visit, and a deep link gets the page, never cached', async () => {
    const sw = await app.inject({ url: '/BillPaymentClient/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');

    const deep = await app.inject({ url: '/BillPaymentClient/Dashboard' });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['cache-control']).toBe('no-store');
    expect(deep.body).toContain('<div id="root">');
  });
});
