import { describe, expect, test } from 'vitest';
import { signInIndividual } from '../support/auth.ts';
import { useBrowser } from '../support/browser.ts';
import { appUrl } from '../support/context.ts';

const browser = useBrowser();

describe('content security policy', () => {
  test('the login page, the dashboard with its charts and the map pages run without one CSP violation', async () => {
    const { context, page } = await browser.open('en');
    // Recorded in every page of the context before its own scripts run.
    await context.addInitScript(() => {
      const w = window as unknown as { __cspViolations: string[] };
      w.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    const violations = () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

    await page.goto(appUrl('/'));
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    expect(await violations()).toEqual([]);

    await signInIndividual(page, 'en');
    await page
      .getByTestId('total-outstanding')
      .filter({ hasText: /\d+\.\d{3}/ })
      .waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByTestId('usage-gauge').locator('svg path').first().waitFor();
    expect(await violations()).toEqual([]);

    // Same document (client-side navigation), so the record carries on.
    await page.getByRole('link', { name: 'Branch Details' }).click();
    await page.locator('.leaflet-container').waitFor();
    expect(await violations()).toEqual([]);
  });
});
