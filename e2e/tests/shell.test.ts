import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { LANGS, PHONE, untilInteractive, useBrowser, type Lang } from '../support/browser.ts';
import { appUrl, LOGIN_URL, pathPattern, serverUrl } from '../support/context.ts';
import { t as translate } from '../support/i18n.ts';
import { saveScreenshot } from '../support/screenshots.ts';

const text = {
  en: {
    terms: 'Terms and Conditions',
    notFound: 'The page you are looking for does not exist.',
    toDashboard: 'Go to the dashboard',
    back: 'Back',
    // The start's own words (apps/web/src/app/start-notice.ts), not in the strings files.
    startNotice: 'The page could not finish loading.',
  },
  ar: {
    terms: 'الشروط والأحكام',
    notFound: 'الصفحة التي تبحث عنها غير موجودة.',
    toDashboard: 'الذهاب إلى لوحة التحكم',
    back: 'رجوع',
    startNotice: 'تعذّر إكمال تحميل الصفحة.',
  },
} satisfies Record<Lang, Record<string, string>>;

const browser = useBrowser();

describe.each(LANGS)('portal shell (%s)', (lang) => {
  const t = text[lang];

  test('a deep link to /TermsAndCondition loads the terms directly, and survives a refresh', async () => {
    const { page } = await browser.open(lang);
    const response = await page.goto(appUrl('/TermsAndCondition'));
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 2, name: t.terms }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: t.terms }).waitFor();
    expect(page.url()).toMatch(pathPattern('/TermsAndCondition'));
    await expectNoSeriousA11yViolations(page);
  });

  test('a page whose strings and code could not be fetched as it loaded finishes loading once the connection is back', async () => {
    const { page, context } = await browser.open(lang);
    // The connection drops as the login page loads: it comes drawn by the server, but neither its
    // language's strings nor its route's code arrive (on the context: the service worker's requests too).
    const needed = new RegExp(`/assets/(strings-${lang}|login-route)-[\\w-]+\\.js$`);
    const asked: number[] = [];
    await context.route(needed, (route) => {
      asked.push(Date.now());
      return route.abort('internetdisconnected');
    });
    // The base address: its login page comes drawn by the server (decision 028), in the language the
    // cookie names, as on a return visit.
    await context.addCookies([{ name: 'lang', value: lang, url: serverUrl() }]);
    await page.goto(appUrl('/'));
    await page.getByRole('heading', { level: 1, name: translate(lang, 'auth.login.title') }).waitFor();
    // Asked for again about 2 s after the first failure, and failing again: the page stays drawn, taking no input yet.
    await expect.poll(() => asked.some((at) => at - asked[0]! >= 1500), { timeout: 10_000 }).toBe(true);
    expect(await page.locator('.hydration-gate[disabled]').count()).toBe(1);
    // Meanwhile the page says why it does not answer, in its language, with no strings file to read it from.
    const notice = page.getByRole('alert').filter({ hasText: t.startNotice });
    await notice.waitFor();
    expect(await notice.getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');

    // Back online: fetched at once, and the page is taken over.
    await context.unroute(needed);
    await context.setOffline(true);
    await context.setOffline(false);
    await untilInteractive(page);
    const mobile = page.getByRole('textbox', { name: new RegExp(`^${translate(lang, 'auth.login.mobile')}`) });
    await mobile.fill('90000001');
    expect(await mobile.inputValue()).toBe('90000001');
    expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    expect(await notice.count()).toBe(0);
  });

  test('a page the browser draws itself, whose strings and code could not be fetched, says so and loads once back online', async () => {
    const { page, context } = await browser.open(lang, { viewport: PHONE });
    const needed = new RegExp(`/assets/(strings-${lang}|login-route)-[\\w-]+\\.js$`);
    await context.route(needed, (route) => route.abort('internetdisconnected'));
    // /Login typed in: not drawn by the server, only index.html's frame until the code comes.
    await page.goto(appUrl('/Login'));
    const notice = page.getByRole('alert').filter({ hasText: t.startNotice });
    await notice.waitFor();
    expect(await notice.getAttribute('lang')).toBe(lang);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await saveScreenshot(page, `start-notice-phone-${lang}`);
    await expectNoSeriousA11yViolations(page, `the start's notice (${lang})`);

    await context.unroute(needed);
    await context.setOffline(true);
    await context.setOffline(false);
    await page.getByRole('heading', { level: 1, name: translate(lang, 'auth.login.title') }).waitFor();
    expect(await notice.count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('an unknown address shows the 404 page with a link to the dashboard', async () => {
    const { page } = await browser.open(lang);
    await page.goto(appUrl('/no-such-page'));
    await page.getByRole('heading', { level: 1, name: '404' }).waitFor();
    await page.getByText(t.notFound).waitFor();
    const link = page.getByRole('link', { name: t.toDashboard });
    expect(await link.getAttribute('href')).toBe('/BillPaymentClient/Dashboard');
    await expectNoSeriousA11yViolations(page);
    // Not signed in: the dashboard is protected, so following the link ends on the login page.
    await link.click();
    await page.waitForURL(LOGIN_URL);
  });
});

describe('portal address', () => {
  test('the base address /BillPaymentClient/ (and the server root) open the login page', async () => {
    const { page } = await browser.open('en');
    const response = await page.goto(appUrl('/'));
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await page.goto(serverUrl());
    await page.waitForURL(LOGIN_URL);
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
  });
});

describe('language switch', () => {
  test('switching to Arabic flips the page to right-to-left and back, and is remembered', async () => {
    const { page } = await browser.open('en');
    await page.goto(appUrl('/TermsAndCondition'));
    const html = page.locator('html');
    await page.getByRole('heading', { level: 2, name: text.en.terms }).waitFor();
    expect(await html.getAttribute('dir')).toBe('ltr');

    await page.getByRole('button', { name: /العربية/ }).click();
    await page.getByRole('heading', { level: 2, name: text.ar.terms }).waitFor();
    expect(await html.getAttribute('dir')).toBe('rtl');
    expect(await html.getAttribute('lang')).toBe('ar');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ar');
    await page.getByRole('button', { name: text.ar.back, exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, 'terms page after switching to Arabic');

    await page.reload();
    await page.getByRole('heading', { level: 2, name: text.ar.terms }).waitFor();
    expect(await html.getAttribute('dir')).toBe('rtl');

    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('heading', { level: 2, name: text.en.terms }).waitFor();
    expect(await html.getAttribute('dir')).toBe('ltr');
    expect(await html.getAttribute('lang')).toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  });

  test("a page fetches only its own language's strings; a switch fetches the other's, and one that cannot changes nothing and says so", async () => {
    const { page, context } = await browser.open('en');
    const fetched: string[] = [];
    // On the context, which sees the requests the service worker makes too.
    context.on('request', (request) => {
      const found = /\/assets\/strings-(en|ar)-[\w-]+\.js$/.exec(request.url());
      if (found) fetched.push(found[1]!);
    });
    const arabic = /\/assets\/strings-ar-[\w-]+\.js$/;
    await context.route(arabic, (route) => route.abort('internetdisconnected'));
    await page.goto(appUrl('/TermsAndCondition'));
    await page.getByRole('heading', { level: 2, name: text.en.terms }).waitFor();
    expect(fetched).toEqual(['en']);

    // The connection drops as the customer switches: the page stays as it was, and says why (decision 076).
    const html = page.locator('html');
    await page.getByRole('button', { name: /العربية/ }).click();
    await page.locator('.mantine-Notifications-root').getByText(translate('en', 'network.noAnswer')).waitFor();
    await page.getByRole('heading', { level: 2, name: text.en.terms }).waitFor();
    expect(await html.getAttribute('dir')).toBe('ltr');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');

    await context.unroute(arabic);
    await page.getByRole('button', { name: /العربية/ }).click();
    await page.getByRole('heading', { level: 2, name: text.ar.terms }).waitFor();
    expect(await html.getAttribute('dir')).toBe('rtl');
    expect(fetched.filter((lang) => lang === 'en')).toHaveLength(1);
    expect(fetched).toContain('ar');
  });

  test('?lang=ar in the address selects Arabic', async () => {
    const { page } = await browser.open('en');
    await page.goto(appUrl('/TermsAndCondition?lang=ar'));
    await page.getByRole('heading', { level: 2, name: text.ar.terms }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  });
});
