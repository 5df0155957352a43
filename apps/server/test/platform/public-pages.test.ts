import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serveSpa } from '../../src/platform/spa.ts';

/**
 * A built client with a renderer in miniature: the renderer answers which page, language and catalog
 * it drew and how many times it has drawn, or fails for a page named "broken" (the real renderer,
 * apps/web/src/prerender.tsx, is exercised by the browser tests: e2e/tests/drawn-pages.test.ts).
 */
function fakeBuild(): { root: string; dist: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pages-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'renderer'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, '.vite/manifest.json'), '{}');
  fs.writeFileSync(
    path.join(dist, 'renderer/prerender.js'),
    `let drawn = 0;
export const LANGUAGES = ['en', 'ar'];
export const PRERENDERED_PAGES = [{ name: 'login', path: '/' }, { name: 'quick-payment', path: '/QuickPayment' }, { name: 'dashboard', path: '/Dashboard' }, { name: 'broken', path: '/Broken' }];
export async function renderDocument(shell, manifest, routePath, lang, answers) {
  if (routePath === '/Broken') throw new Error('cannot draw');
  drawn += 1;
  return '<html lang="' + lang + '">drawn ' + routePath + ' ' + JSON.stringify(answers) + ' #' + drawn + '</html>';
}
`,
  );
  return { root, dist };
}

describe('public pages drawn on the server (decision 028)', () => {
  let app: FastifyInstance;
  let build: { root: string; dist: string };
  let clock = 1_000_000;
  let catalogReads = 0;
  beforeAll(async () => {
    build = fakeBuild();
    app = Fastify();
    const answers = async () => ({ billers: ['MEDC'], read: ++catalogReads });
    // A page's own public answers: the Dashboard's ads, in the page's language (modules/dashboard/ads.ts).
    const pageAnswers = async (routePath: string, lang: string) =>
      routePath === '/dashboard' ? { data: { ads: [`banner-${lang}`] }, preloadImages: [`/ads/a-${lang}.svg`] } : null;
    await serveSpa(app, build.dist, { answers, pageAnswers, cacheSeconds: 60, now: () => clock });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(build.root, { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string) => app.inject({ url, headers: cookie ? { cookie } : {} });

  test('the address picks the page and ?lang= or the lang cookie its language, English otherwise', async () => {
    const login = await get('/BillPaymentClient/');
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-type']).toContain('text/html');
    expect(login.headers['cache-control']).toBe('no-store');
    expect(login.headers.vary).toContain('Cookie');
    expect(login.body).toMatch(
      /^<html lang="en">drawn \/ \{"data":\{"billers":\["MEDC"\],"read":\d+\},"preloadImages":\[\]\} #\d+<\/html>$/,
    );

    expect((await get('/BillPaymentClient/?lang=ar')).body).toContain('<html lang="ar">drawn / ');
    expect((await get('/BillPaymentClient/quickpayment/', 'theme=x; lang=ar')).body).toContain('<html lang="ar">drawn /QuickPayment ');
    // The query names the language a link asked for, over the cookie; an unknown language is English.
    expect((await get('/BillPaymentClient/QuickPayment?lang=en', 'lang=ar')).body).toContain('<html lang="en">drawn /QuickPayment ');
    expect((await get('/BillPaymentClient/QuickPayment', 'lang=fr')).body).toContain('<html lang="en">drawn /QuickPayment ');
  });

  test("the Dashboard's signed-in frame is drawn with the catalog and its own public answers, in the language asked for (decision 038)", async () => {
    const ar = (await get('/BillPaymentClient/dashboard', 'lang=ar')).body;
    // By name only: where the ads go in the client's cache is the client's business.
    expect(ar).toMatch(
      /^<html lang="ar">drawn \/Dashboard \{"data":\{"billers":\["MEDC"\],"read":\d+,"ads":\["banner-ar"\]\},"preloadImages":\["\/ads\/a-ar.svg"\]\}/,
    );
    // Only the page that has answers of its own gets them.
    expect((await get('/BillPaymentClient/QuickPayment')).body).not.toContain('"ads"');
  });

  test('other addresses get the empty index.html the browser draws, and the renderer itself is not served', async () => {
    for (const url of ['/BillPaymentClient/OTPLogin', '/BillPaymentClient/QuickPayment/more', '/BillPaymentClient/Payments']) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe('<!doctype html><div id="root"></div>');
    }
    // By its own name, or by a path that walks back into it.
    for (const url of ['/BillPaymentClient/renderer/prerender.js', '/BillPaymentClient/assets/../renderer/prerender.js']) {
      const renderer = await get(url);
      expect(renderer.statusCode).toBe(404);
      expect(renderer.body).not.toContain('renderDocument');
    }
  });

  test('a drawn page is reused for the cache time, then drawn again with the catalog read again', async () => {
    clock += 120_000;
    const first = (await get('/BillPaymentClient/?lang=ar')).body;
    const readsAfterFirst = catalogReads;
    clock += 59_000;
    expect((await get('/BillPaymentClient/?lang=ar')).body).toBe(first);
    expect(catalogReads).toBe(readsAfterFirst);
    clock += 1_000;
    const again = (await get('/BillPaymentClient/?lang=ar')).body;
    expect(again).not.toBe(first);
    expect(catalogReads).toBe(readsAfterFirst + 1);
  });

  test('a page that cannot be drawn falls back to index.html, not an error', async () => {
    const page = await get('/BillPaymentClient/Broken');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe('<!doctype html><div id="root"></div>');
  });

  test('a build without the renderer serves index.html everywhere', async () => {
    fs.rmSync(path.join(build.dist, 'renderer'), { recursive: true });
    const bare = Fastify();
    await serveSpa(bare, build.dist);
    await bare.ready();
    expect((await bare.inject({ url: '/BillPaymentClient/' })).body).toBe('<!doctype html><div id="root"></div>');
    await bare.close();
  });
});
