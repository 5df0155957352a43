import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LANGS, launchBrowser, PHONE, REACT_PROBLEM } from '../support/browser.ts';
import { appUrl } from '../support/context.ts';
import { t } from '../support/i18n.ts';
import { expectNoPageOverflow } from '../support/layout.ts';
import { saveScreenshot } from '../support/screenshots.ts';

/**
 * Login, QuickPayment and OneTimePayment are drawn on the server with the live catalog
 * (docs/how-a-page-starts.md): a phone shows them before any script has run, and React then hydrates them
 * without drawing them again. These tests look at the page with scripts off (the first paint), then with
 * them on; a page whose first render differs from the drawn one must be reported, not silently redrawn.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const MEDC = { en: 'Muscat Electricity Distribution Company', ar: 'شركة مسقط لتوزيع الكهرباء' };

describe.each(LANGS)('pages drawn on the server (%s)', (lang) => {
  test('before any script runs: the login page and the biller grid are drawn, styled, in the language, the form not yet usable', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(appUrl(`/?lang=${lang}`));
      const html = page.locator('html');
      expect(await html.getAttribute('lang')).toBe(lang);
      expect(await html.getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      expect(await page.title()).toBe(`${t(lang, 'auth.login.title')} | ${t(lang, 'app.name')}`);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(t(lang, 'app.description'));
      await page.getByRole('heading', { name: t(lang, 'payment.quick.panelTitle') }).waitFor();
      // The catalog is in the page: the first tiles are there before any call is made.
      await page.getByText(MEDC[lang], { exact: true }).waitFor();
      await page.getByRole('heading', { name: t(lang, 'auth.login.title') }).waitFor();
      // A tap now would be lost (or submit the form by the browser itself): the controls wait for the script.
      expect(await page.getByLabel(t(lang, 'auth.login.mobile')).isDisabled()).toBe(true);
      // Styled before any script: the heading has the brand colour, not the browser's default black.
      const colour = await page
        .getByRole('heading', { name: t(lang, 'payment.quick.panelTitle') })
        .evaluate((el) => getComputedStyle(el).color);
      expect(colour).not.toBe('rgb(0, 0, 0)');
      await expectNoPageOverflow(page, `login drawn on the server (${lang})`);
      await saveScreenshot(page, `drawn-pages/login-${lang}-phone-first-paint`, { asIs: true });

      await page.goto(appUrl(`/OneTimePayment?lang=${lang}`));
      await page.getByRole('heading', { level: 1, name: t(lang, 'payment.oneTime.title') }).waitFor();
      await page.goto(appUrl(`/QuickPayment?lang=${lang}`));
      await page.getByText(MEDC[lang], { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });

  test('the script takes the drawn page over without an error and without drawing it again; the language choice reaches the server', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
      page.on('console', (msg) => {
        if (msg.type() === 'error') problems.push(`console.error: ${msg.text()}`);
      });
      await page.goto(appUrl(`/?lang=${lang}`));
      // The server's own tile element: still the same node once the script has taken the page over.
      const tile = page.getByText(MEDC[lang], { exact: true });
      await tile.evaluate((el) => el.setAttribute('data-drawn-by-server', 'yes'));
      const mobile = page.getByLabel(t(lang, 'auth.login.mobile'));
      await expect.poll(() => mobile.isEnabled(), { timeout: 30_000 }).toBe(true);
      expect(await tile.getAttribute('data-drawn-by-server')).toBe('yes');
      await mobile.fill('90000001');
      expect(await mobile.inputValue()).toBe('90000001');
      // The grid is a <Suspense> part React hydrates after the form, and then answers: Show all opens it,
      // still the server's tiles.
      const showAll = page.getByRole('button', { name: t(lang, 'payment.quick.showAll', { count: 19 }), exact: true });
      await showAll.click();
      await showAll.waitFor({ state: 'detached' });
      expect(await tile.getAttribute('data-drawn-by-server')).toBe('yes');
      expect(problems).toEqual([]);

      // The server learns the language from a cookie the client keeps, so the next drawn page matches.
      const other = lang === 'en' ? 'ar' : 'en';
      await page.getByRole('button', { name: other === 'ar' ? /العربية/ : /English/ }).click();
      await page.getByRole('heading', { name: t(other, 'payment.quick.panelTitle') }).waitFor();
      // The page writes the cookie at once, but Chromium hands it to its cookie store on the way (a message
      // between processes): under load a request made at once can still carry the old one.
      await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe(other);
      // Asked past the service worker, which answers its own copy of the empty index.html (decision 008).
      const drawnNext = await (await context.request.get(appUrl('/'))).text();
      expect(drawnNext).toContain(`<html lang="${other}"`);
      await page.goto(appUrl('/'));
      await page.getByText(MEDC[other], { exact: true }).waitFor();
      await expect.poll(() => page.getByLabel(t(other, 'auth.login.mobile')).isEnabled(), { timeout: 30_000 }).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a first render that differs from the drawn page is reported (the check every browser test relies on)', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') problems.push(msg.text());
      });
      // The drawn page as the server sends it, with the form's heading spelt differently from what the
      // browser's first render draws.
      const title = t(lang, 'auth.login.title');
      await context.route(
        (url) => url.pathname === '/BillPaymentClient/',
        async (route) => {
          const response = await route.fetch();
          const html = (await response.text()).replace(`>${title}</h1>`, `>${title} (changed)</h1>`);
          expect(html).toContain('(changed)');
          await route.fulfill({ response, body: html });
        },
      );
      await page.goto(appUrl(`/?lang=${lang}`));
      await expect.poll(() => problems.some((p) => REACT_PROBLEM.test(p)), { timeout: 30_000 }).toBe(true);
      // React drew that part anew: the customer sees the right heading.
      await page.getByRole('heading', { name: title, exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });

  test('what later steps need (the contract, the dialog hosts) is fetched once the visitor starts on the page, not while it is taken over', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    try {
      // On the context: requests the service worker makes are not seen by the page (decision 033).
      const fetched: string[] = [];
      context.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      const later = () => fetched.filter((path) => /\/assets\/(schemas|overlays)-[^/]+\.js$/.test(path));
      const page = await context.newPage();
      await page.goto(appUrl(`/?lang=${lang}`));
      const mobile = page.getByLabel(t(lang, 'auth.login.mobile'));
      await expect.poll(() => mobile.isEnabled(), { timeout: 30_000 }).toBe(true);
      // Idle for longer than the idle callback's own 3 s limit: still nothing fetched.
      await page.waitForTimeout(3500);
      expect(later()).toEqual([]);
      await mobile.focus();
      await expect.poll(() => later().some((path) => path.includes('/overlays-')), { timeout: 15_000 }).toBe(true);
      expect(later().some((path) => path.includes('/schemas-'))).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('a page drawn in the browser', () => {
  test("shows the portal's frame (the header's place and the logo) before its script, and only until the page is drawn", async () => {
    const frame = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled });
      try {
        const page = await context.newPage();
        await page.goto(appUrl('/A2AeSh7an'));
        if (javaScriptEnabled) await page.getByRole('main').waitFor();
        const logo = page.locator('#boot-frame img');
        const width = (await page.locator('body').boundingBox())?.width;
        return { shown: await logo.isVisible(), box: await page.locator('#boot-frame').boundingBox(), width };
      } finally {
        await context.close();
      }
    };
    // Before any script: a 64 px header across the top with the logo in it, not a blank screen.
    const before = await frame(false);
    expect(before.shown).toBe(true);
    expect(before.box).toMatchObject({ x: 0, y: 0, height: 64, width: before.width });
    // Once the page is drawn, the frame is gone.
    expect((await frame(true)).shown).toBe(false);
  });
});
