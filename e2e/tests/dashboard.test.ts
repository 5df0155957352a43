import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { signInIndividual } from '../support/auth.ts';
import { LANGS, PHONE, useBrowser, type Lang } from '../support/browser.ts';
import { BASE_PATH, pageUrl, pathPattern } from '../support/context.ts';
import { t } from '../support/i18n.ts';
import { MEDC, baisaOf } from '../support/payments.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { expectFits } from '../support/layout.ts';

const browser = useBrowser();
/** expect.poll waits 1 s by default; the billers and the meters may take longer on a busy machine. */
const POLL = { timeout: 15_000 };
/** The amount a locator shows, in baisa; NaN while it shows none (loading). */
const amountIn = async (locator: Locator) => {
  const text = (await locator.textContent()) ?? '';
  return /\d+\.\d{3}/.test(text) ? baisaOf(text) : Number.NaN;
};

/** The demo individual's accounts (apps/server/src/db/seed/registered-bills.ts). */
const HOME_POWER = '100234567';
const FARM_POWER = '100765432';
const HOME_WATER = '2004567';
const WORK_MOBILE = '91234567';

/** The account picker is the browser's own list: chosen by the option's text, as a reader would. */
async function chooseAccount(page: Page, lang: Lang, billingNo: string | 'all') {
  const picker = page.getByRole('combobox', { name: t(lang, 'dashboard.account.label') });
  const labels = await picker.locator('option').allTextContents();
  const label = billingNo === 'all' ? t(lang, 'dashboard.account.all') : labels.find((l) => l.startsWith(`${billingNo} ·`));
  expect(label, `an option for ${billingNo} among ${labels.join(' | ')}`).toBeDefined();
  await picker.selectOption({ label: label! });
}

/** The usage cards show this account: its gauge, its alerts and its charts. */
async function expectUsageOf(page: Page, lang: Lang, account: string) {
  // The usage cards are drawn when they come near the screen (RenderWhenNear): scroll down as a reader would.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator(`[data-testid="usage-panel"][data-account="${account}"]`).waitFor();
  await page.locator(`[data-testid="alerts"][data-account="${account}"]`).waitFor();
  await page.getByTestId('usage-gauge').locator('svg path').first().waitFor();
  // The charts are drawn when they come near the screen (RenderWhenNear): bring them there, as a reader would.
  await page.getByRole('heading', { name: t(lang, 'dashboard.charts.meter') }).scrollIntoViewIfNeeded();
  await page.getByTestId('monthly-chart').locator('.recharts-bar-rectangle').nth(11).waitFor();
  expect(await page.getByTestId('monthly-chart').locator('.recharts-bar-rectangle').count()).toBe(12);
  await page.getByTestId('meter-chart').locator('path.recharts-curve').first().waitFor();
}

/** Opens /ShowUsageAccount the way Location details' Show Usage link does: with navigation state. */
async function openUsageWithState(page: Page, state: { accountNo: string; limit: number | null }) {
  await page.evaluate(
    ([path, usr]) => {
      window.history.pushState({ usr, key: 'e2e', idx: (window.history.state?.idx ?? 0) + 1 }, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    [`${BASE_PATH}/ShowUsageAccount`, state] as const,
  );
  await page.waitForURL(pathPattern('/ShowUsageAccount'));
}

describe.each(LANGS)('dashboard (%s)', (lang) => {
  test('total outstanding with its doughnut (0 and empty when the billers fail), ads, usage gauge, alerts and charts; switching accounts reloads them; a biller tile; the Usage page', async () => {
    const { page } = await browser.open(lang);
    await signInIndividual(page, lang);

    // Total outstanding: the demo bills owe something, in OMR with three decimals, drawn as a doughnut.
    const total = page.getByTestId('total-outstanding');
    await total.filter({ hasText: /\d+\.\d{3}/ }).waitFor();
    const allTotal = baisaOf((await total.textContent())!);
    expect(allTotal).toBeGreaterThan(0);
    await page.getByTestId('outstanding-chart').locator('svg path').nth(1).waitFor();
    expect(await page.getByTestId('outstanding-chart').getAttribute('aria-label')).toContain(t(lang, 'dashboard.total.chart'));
    await page.getByTestId('ad').first().waitFor();
    // The slider: next shows the second banner (to the left in Arabic), previous from the first goes round to the last.
    const slider = page.getByRole('region', { name: t(lang, 'dashboard.ads.label') });
    const banner = (n: number) =>
      slider.getByRole('group', { name: t(lang, 'dashboard.ads.slide', { n, count: 3 }), exact: true, includeHidden: true });
    const indicator = (n: number) => slider.getByRole('button', { name: t(lang, 'dashboard.ads.slide', { n, count: 3 }), exact: true });
    const track = slider.locator('.ad-carousel-track');
    await slider.getByRole('button', { name: t(lang, 'dashboard.ads.next') }).click();
    await expect.poll(() => indicator(2).getAttribute('aria-current'), POLL).toBe('true');
    await expect
      .poll(() => track.evaluate((el) => Math.round((100 * el.scrollLeft) / el.clientWidth) / 100), POLL)
      .toBe(lang === 'ar' ? -1 : 1);
    expect(await banner(2).getAttribute('aria-hidden')).toBeNull();
    expect(await banner(1).getAttribute('aria-hidden')).toBe('true');
    await indicator(1).click();
    await expect.poll(() => indicator(1).getAttribute('aria-current'), POLL).toBe('true');
    await slider.getByRole('button', { name: t(lang, 'dashboard.ads.previous') }).click();
    await expect.poll(() => indicator(3).getAttribute('aria-current'), POLL).toBe('true');
    await indicator(1).click();
    await expect.poll(() => indicator(1).getAttribute('aria-current'), POLL).toBe('true');
    expect(await page.getByRole('link', { name: t(lang, 'dashboard.total.pay'), exact: true }).getAttribute('href')).toBe(
      `${BASE_PATH}/RegistredBill`,
    );

    // Usage: the first metered account; its gauge is labelled with the numbers it draws.
    await expectUsageOf(page, lang, HOME_POWER);
    const gaugeLabel = await page.getByTestId('usage-gauge').getAttribute('aria-label');
    expect(gaugeLabel).toMatch(/\d+%/);
    const homeUsed = await page.getByTestId('usage-used').textContent();
    const homeAlerts = await page.getByTestId('alerts').textContent();
    // Days read DD-MM-YYYY, each on one line, inside the sentences too (issue 11).
    expect(homeAlerts).toMatch(/\d{2}-\d{2}-\d{4}/);
    expect(homeAlerts).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    await saveScreenshot(page, `dashboard-${lang}-1280`);
    await expectNoSeriousA11yViolations(page, `dashboard (${lang})`);

    // Another account: readings and alarms are fetched again and differ; the total is that bill's alone.
    await chooseAccount(page, lang, FARM_POWER);
    await expectUsageOf(page, lang, FARM_POWER);
    expect(await page.getByTestId('usage-used').textContent()).not.toBe(homeUsed);
    expect(await page.getByTestId('alerts').textContent()).not.toBe(homeAlerts);
    await expect.poll(async () => amountIn(total), POLL).toBeLessThan(allTotal);

    // A bill without a meter: its total, and the usage cards say there is nothing to show.
    await chooseAccount(page, lang, WORK_MOBILE);
    await page.getByText(t(lang, 'dashboard.charts.pick')).first().waitFor();
    await expect.poll(async () => amountIn(total), POLL).toBeGreaterThan(0);

    // All again: the last chosen metered account stays in the usage cards; the gauge tabs switch it.
    await chooseAccount(page, lang, 'all');
    await expectUsageOf(page, lang, FARM_POWER);
    await expect.poll(async () => amountIn(total), POLL).toBe(allTotal);
    await page.getByRole('tab', { name: HOME_WATER }).click();
    await expectUsageOf(page, lang, HOME_WATER);
    expect(await page.getByTestId('usage-used').textContent()).toContain(t(lang, 'dashboard.units.m3'));
    // The demo's water account has no limit: under the gauge, what its percentage is of.
    expect(await page.getByTestId('usage-panel').getByText(t(lang, 'dashboard.usage.noLimit')).count()).toBe(1);
    expect(await page.getByTestId('usage-reference').textContent()).toBe(
      t(lang, 'dashboard.usage.caption', { reference: t(lang, 'dashboard.usage.ofPeak') }),
    );

    // A phone: the same page fits the width.
    await page.setViewportSize(PHONE);
    await expectUsageOf(page, lang, HOME_WATER);
    await saveScreenshot(page, `dashboard-${lang}-390`);
    await expectFits(page, lang, `dashboard (${lang}, phone)`);
    // No day in an alert broken over two lines.
    const brokenDays = await page
      .locator('[data-testid="alerts"] [data-day]')
      .evaluateAll((days) => days.filter((d) => d.getClientRects().length > 1).map((d) => d.textContent));
    expect(brokenDays).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The Usage page typed in or bookmarked, without state: a clear message and the way to Location details.
    await page.goto(pageUrl(page, '/ShowUsageAccount'));
    await page.getByTestId('usage-missing').waitFor();
    expect(await page.getByRole('link', { name: t(lang, 'dashboard.showUsage.toLocations') }).getAttribute('href')).toBe(
      `${BASE_PATH}/LocationDetails`,
    );

    // From Location details' Show Usage state: the account's cards, no account selector.
    await openUsageWithState(page, { accountNo: HOME_POWER, limit: 500 });
    await page.getByRole('heading', { level: 1, name: t(lang, 'dashboard.showUsage.title') }).waitFor();
    await expectUsageOf(page, lang, HOME_POWER);
    expect(await page.getByRole('combobox', { name: t(lang, 'dashboard.account.label') }).count()).toBe(0);
    expect(await page.getByTestId('usage-gauge').getAttribute('aria-label')).toContain('500');
    expect(await page.getByTestId('usage-reference').textContent()).toBe(
      t(lang, 'dashboard.usage.caption', {
        reference: t(lang, 'dashboard.usage.ofLimit', { limit: '500', unit: t(lang, 'dashboard.units.kWh') }),
      }),
    );
    await saveScreenshot(page, `usage-${lang}-1280`);
    await expectNoSeriousA11yViolations(page, `usage page (${lang})`);

    // A biller tile opens the one-time payment with the biller chosen: its services are offered.
    await page.goto(pageUrl(page, '/Dashboard'));
    await page.getByTestId(`dashboard-biller-${MEDC.billerId}`).click();
    await page.waitForURL(pathPattern('/OneTimePayments'));
    await page.getByRole('heading', { name: t(lang, 'payment.oneTime.steps.inquiry') }).waitFor();
    await page.getByRole('combobox', { name: new RegExp(`^${t(lang, 'payment.oneTime.inquiry.service')}`) }).click();
    await page.getByRole('option', { name: MEDC.service[lang], exact: true }).waitFor();

    // The billers cannot be reached: the total shows 0 and the doughnut is an empty grey ring.
    await page.route('**/api/RegistredBills/BulkInquirePostPaid', (route) =>
      route.fulfill({
        json: {
          result: { errorCode: 503, errorEDesc: 'The biller is not available now, try later', errorADesc: 'مزود الخدمة غير متاح حالياً' },
          details: null,
        },
      }),
    );
    await page.goto(pageUrl(page, '/Dashboard'));
    await page.getByText(t(lang, 'dashboard.total.failed')).waitFor();
    expect(await amountIn(total)).toBe(0);
    await page.getByTestId('outstanding-chart').locator('svg path').first().waitFor();
    expect(await page.getByTestId('outstanding-chart').locator('.outstanding-slice').count()).toBe(1);
  });

  test("opened anew, the Dashboard's frame comes drawn by the server with the ads and the biller grid and nobody's data, and is taken over without being drawn again (decision 038)", async () => {
    // Without the service worker: its precache would answer the entry script before page.route could hold it.
    const { page } = await browser.open(lang, { viewport: PHONE, serviceWorkers: 'block' });
    await signInIndividual(page, lang);
    await page.getByTestId('ad').first().waitFor();
    const problems: string[] = [];
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console.error: ${msg.text()}`);
    });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    // The entry waits until the server's nodes are marked, so the test sees the page before it is taken over.
    let release!: () => void;
    const marked = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await marked;
      await route.continue();
    });
    const response = await page.reload({ waitUntil: 'domcontentloaded' });
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`<div id="root" data-prerendered="${lang} /dashboard">`);
    expect(html).toMatch(new RegExp(`<link rel="preload" as="image" href="/ads/[^"]+-${lang}\\.svg" fetchpriority="high">`));
    expect(html).toMatch(new RegExp(`<img [^>]*src="/ads/[^"]+-${lang}\\.svg"`));
    // Its code starts after the first paint (public/boot.js), its own chunks with the entry's, not a second wave.
    expect(html).toContain('<script defer src="/BillPaymentClient/boot.js"></script>');
    expect(html).not.toContain('<script type="module"');
    const boot = JSON.parse(/<script type="application\/json" id="prerender-data">(.*?)<\/script>/.exec(html)![1]!).boot as {
      preload: string[];
    };
    expect(boot.preload.some((href) => /\/dashboard-page-[\w-]+\.js$/.test(href))).toBe(true);
    // Nobody's data: drawn once for everyone, with neither this customer's name, bills nor session.
    const auth = JSON.parse((await page.evaluate(() => localStorage.getItem('auth')))!) as {
      custInfo: { fullName: string; fullNameAr: string };
      authenticationInfo: { sessionID: string };
    };
    for (const secret of [auth.custInfo.fullName, auth.custInfo.fullNameAr, auth.authenticationInfo.sessionID, HOME_POWER, WORK_MOBILE])
      expect(html).not.toContain(secret);

    // Before the script: the frame, the banner and the grid are there, and the page takes no input.
    const tile = page.getByTestId(`dashboard-biller-${MEDC.billerId}`);
    const today = page.getByTestId('today');
    await tile.evaluate((el) => el.setAttribute('data-drawn-by-server', 'yes'));
    await today.evaluate((el) => el.setAttribute('data-drawn-by-server', 'yes'));
    expect(await page.getByRole('combobox', { name: t(lang, 'dashboard.account.label') }).isDisabled()).toBe(true);
    // A tile leads where a signed-in customer pays (a link opened in a new tab is never taken over).
    expect(await tile.getAttribute('href')).toBe('/BillPaymentClient/OneTimePayments');
    release();

    // Taken over: the customer's figures come, the page answers, and the server's nodes are still the ones shown.
    await page
      .getByTestId('total-outstanding')
      .filter({ hasText: /\d+\.\d{3}/ })
      .waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: t(lang, 'dashboard.account.label') }).isEnabled(), POLL).toBe(true);
    expect(await tile.getAttribute('data-drawn-by-server')).toBe('yes');
    expect(await today.getAttribute('data-drawn-by-server')).toBe('yes');
    await chooseAccount(page, lang, HOME_POWER);
    await page.getByTestId('ad').first().locator('img').waitFor();
    // The tiles are taken over in one of the last tasks (WAVES.billerTiles), by now long done: still the server's.
    expect(await tile.getAttribute('data-drawn-by-server')).toBe('yes');
    // The page's own calls went out (the bills), but not the ads': they were in the page.
    expect(asked.some((p) => p.startsWith('/api/'))).toBe(true);
    expect(asked.filter((p) => p.endsWith('/Dashboard/GetAds'))).toEqual([]);
    expect(problems).toEqual([]);
  });
});
