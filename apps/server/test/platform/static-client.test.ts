import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adsPageAnswers } from '../../src/modules/dashboard/ads.ts';
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

describe('a page drawn in the browser, with the public answers it starts with', () => {
  let app: FastifyInstance;
  let dist: string;
  let adsCalls = 0;
  const ad = (id: number, name: string) => ({
    id,
    title: `Ad ${id}`,
    titleAr: `إعلان ${id}`,
    imageUrl: `/ads/${name}-en.svg`,
    imageUrlAr: `/ads/${name}-ar.svg`,
    link: null,
    isDefault: false,
  });
  beforeAll(async () => {
    dist = fakeDist();
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
    );
    app = Fastify();
    const ads = async () => {
      adsCalls++;
      return { ads: [ad(1, 'bulk</script>'), ad(2, 'cards')] };
    };
    await serveSpa(app, dist, { answers: async () => ({}), cacheSeconds: 60, pageAnswers: adsPageAnswers(ads, 60) });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const dataOf = (html: string) =>
    JSON.parse(/<script type="application\/json" id="prerender-data">(.*?)<\/script>/.exec(html)![1]!) as {
      drawnAt: number;
      data: { ads: { imageUrl: string }[] };
    };

  test('the Dashboard carries the ads by name (never a client query key) and preloads the first banner in the language', async () => {
    const en = await app.inject({ url: '/BillPaymentClient/Dashboard' });
    expect(en.statusCode).toBe(200);
    expect(en.headers['cache-control']).toBe('no-store');
    const { data } = dataOf(en.body);
    expect(Object.keys(data)).toEqual(['ads']);
    expect(data.ads.map((a) => a.imageUrl)).toEqual(['/ads/bulk</script>-en.svg', '/ads/cards-en.svg']);
    // Nothing in the data can close its element; the preload's address is escaped for its attribute.
    expect(en.body.match(/<\/script>/g)).toHaveLength(1);
    expect(en.body).toContain('<link rel="preload" as="image" href="/ads/bulk&lt;/script>-en.svg" fetchpriority="high">');

    const ar = await app.inject({ url: '/BillPaymentClient/dashboard', headers: { cookie: 'lang=ar' } });
    expect(ar.body).toContain('href="/ads/bulk&lt;/script>-ar.svg"');
    // One read of the ads for both pages: they are kept for the catalog's cache time.
    expect(adsCalls).toBe(1);
  });

  test('any other page is index.html as it was built', async () => {
    const other = await app.inject({ url: '/BillPaymentClient/TransactionHistory' });
    expect(other.body).toBe('<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');
  });
});
