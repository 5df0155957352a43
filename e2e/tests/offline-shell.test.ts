import { describe, expect, test } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { appUrl } from '../support/context.ts';

const browser = useBrowser();

describe('offline shell (service worker)', () => {
  test('the built client registers a worker for the base path that serves the shell offline and never caches API answers', async () => {
    const { context, page } = await browser.open('en', { serviceWorkers: 'allow' });
    await page.goto(appUrl('/'));
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();

    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/BillPaymentClient/');
    // The worker takes control of the open page (clientsClaim), so this visit's later requests pass through it.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // Load the page again under the worker: API calls (catalog, content) run while it is in control.
    // Online, the page is still the server's, drawn before any script, not the cached shell.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    expect(await page.locator('#root[data-prerendered]').count()).toBe(1);
    await page.goto(appUrl('/TermsAndCondition'));
    await page.getByRole('heading', { level: 2, name: 'Terms and Conditions' }).waitFor();

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/BillPaymentClient/index.html');
    expect(cached.some((p) => p.startsWith('/BillPaymentClient/assets/'))).toBe(true);
    expect(cached.filter((p) => p.startsWith('/api/'))).toEqual([]);

    // Offline, a deep link still opens the app from the worker: the shell renders, and since answers
    // are never cached, the content part says it could not be loaded instead of showing stale data.
    await context.setOffline(true);
    await page.goto(appUrl('/TermsAndCondition'));
    await page.getByText('Could not load this content. Please try again.').waitFor();
    await page.getByRole('link', { name: 'Privacy Policy' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    await context.setOffline(false);
  });
});
