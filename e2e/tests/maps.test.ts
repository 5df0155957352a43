import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { callApi, pageSessionId } from '../support/api.ts';
import { signInIndividual } from '../support/auth.ts';
import { DESKTOP, PHONE, useBrowser, type Lang } from '../support/browser.ts';
import { originOf, pageUrl, pathPattern } from '../support/context.ts';
import { t } from '../support/i18n.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { expectFits } from '../support/layout.ts';

const browser = useBrowser();

/** The demo individual's metered accounts (apps/server/src/db/seed/registered-bills.ts). */
const METERS = ['100234567', '100765432', '2004567', '2008910'];
const HOME = { billingNo: '100234567', name: 'Home', limitUnits: 900 };

/** Leaflet draws each marker as one element; the machine has no internet, so there are no tiles. */
const markers = (page: Page) => page.locator('.leaflet-marker-icon');

interface BranchRecord {
  name: string;
  nameAr: string;
  type: string;
  latitude: number | null;
  contactInfo: string;
}

/** Both map pages on a phone, for a person to look at (e2e/artifacts/maps-*.png). */
async function phoneShots(page: Page, lang: Lang) {
  await page.setViewportSize(PHONE);
  for (const [path, name] of [
    ['/LocationDetails', 'location-details'],
    ['/BrancheDetails', 'branch-details'],
  ] as const) {
    await page.goto(pageUrl(page, path));
    await markers(page).first().waitFor();
    await expectFits(page, lang, `${path} on a phone`);
    await saveScreenshot(page, `maps-${name}-${lang}-${PHONE.width}`);
  }
  await page.setViewportSize(DESKTOP);
}

describe('maps', () => {
  test('Location details (en): a marker per metered account; one account shows one marker, its card, and Show Usage with the account and limit', async () => {
    const lang: Lang = 'en';
    const { page } = await browser.open(lang);
    await signInIndividual(page, lang);
    await page
      .getByRole('navigation', { name: t(lang, 'nav.label') })
      .getByRole('link', { name: 'Location Details' })
      .click();
    await page.waitForURL(pathPattern('/LocationDetails'));

    const map = page.getByRole('region', { name: t(lang, 'locations.mapLabel') });
    await map.waitFor();
    await expect.poll(() => markers(page).count()).toBe(METERS.length);
    // Markers are named buttons a keyboard reaches.
    for (const account of METERS)
      await expect.poll(() => map.getByRole('button', { name: new RegExp(`account ${account}$`) }).count()).toBe(1);
    await page.getByText(t(lang, 'locations.summary_other', { count: METERS.length })).waitFor();
    await saveScreenshot(page, `maps-location-details-${lang}-${DESKTOP.width}`);
    await expectNoSeriousA11yViolations(page, `LocationDetails, all accounts (${lang})`);

    // One account: only its marker, centred; the card names it.
    await page.getByRole('combobox', { name: t(lang, 'locations.account') }).click();
    await page.getByRole('option', { name: `${HOME.billingNo} - ${HOME.name}` }).click();
    await expect.poll(() => markers(page).count()).toBe(1);
    const card = page.getByRole('region', { name: t(lang, 'locations.details') });
    await card.getByText(HOME.billingNo, { exact: true }).waitFor();
    await card.getByText('Muscat Electricity Distribution Company').waitFor();
    expect(await map.getByRole('button', { name: new RegExp(`account ${HOME.billingNo}$`) }).count()).toBe(1);
    await expectNoSeriousA11yViolations(page, `LocationDetails, one account (${lang})`);

    // Back to All, then a marker chosen with the keyboard picks its account.
    await page.getByRole('combobox', { name: t(lang, 'locations.account') }).click();
    await page.getByRole('option', { name: t(lang, 'locations.all') }).click();
    await expect.poll(() => markers(page).count()).toBe(METERS.length);
    await map.getByRole('button', { name: new RegExp(`account ${METERS[2]}$`) }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => markers(page).count()).toBe(1);
    await card.getByText(METERS[2]!, { exact: true }).waitFor();

    // Show Usage carries the account and its limit (in units) to /ShowUsageAccount in the navigation state.
    await page.getByRole('combobox', { name: t(lang, 'locations.account') }).click();
    await page.getByRole('option', { name: `${HOME.billingNo} - ${HOME.name}` }).click();
    await card.getByText(HOME.billingNo, { exact: true }).waitFor();
    await card.getByRole('link', { name: t(lang, 'locations.showUsage') }).click();
    await page.waitForURL(pathPattern('/ShowUsageAccount'));
    expect(await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr)).toEqual({
      accountNo: HOME.billingNo,
      limit: HOME.limitUnits,
    });
    // The Usage page read them: its heading names the account and its gauge is that account's.
    expect(await page.getByTestId('usage-account').textContent()).toBe(t(lang, 'dashboard.showUsage.account', { account: HOME.billingNo }));
    await page.locator(`[data-testid="usage-panel"][data-account="${HOME.billingNo}"]`).waitFor();
    await page.getByText(`${HOME.limitUnits} kWh`).first().waitFor();

    await page.goto(pageUrl(page, '/BrancheDetails'));
    await markers(page).first().waitFor();
    await saveScreenshot(page, `maps-branch-details-${lang}-${DESKTOP.width}`);
    await phoneShots(page, lang);
  });

  test('Branch details (ar): Branch and Kiosk tabs, search in the list, one choice shows one marker and its card with a telephone link', async () => {
    const lang: Lang = 'ar';
    const { page } = await browser.open(lang);
    await signInIndividual(page, lang);
    await page
      .getByRole('navigation', { name: t(lang, 'nav.label') })
      .getByRole('link', { name: 'تفاصيل الفروع' })
      .click();
    await page.waitForURL(pathPattern('/BrancheDetails'));

    const answer = await callApi(
      originOf(page),
      'LocationDetails/GetBrancheDetails',
      { lookupsInfo: { code: '' } },
      await pageSessionId(page),
    );
    const all = (answer.details as { branches: BranchRecord[] }).branches;
    const placed = (type: 'Branch' | 'Kiosk') =>
      all.filter((b) => (b.type === 'Branch') === (type === 'Branch') && b.latitude !== null).length;

    const branchTab = page.getByRole('tab', { name: t(lang, 'branches.tab.Branch') });
    expect(await branchTab.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('region', { name: t(lang, 'branches.mapLabel.Branch') }).waitFor();
    await expect.poll(() => markers(page).count()).toBe(placed('Branch'));
    await page.getByRole('button', { name: 'فرع صلالة', exact: true }).waitFor();
    await saveScreenshot(page, `maps-branch-details-${lang}-${DESKTOP.width}`);
    await expectNoSeriousA11yViolations(page, `BrancheDetails, branches (${lang})`);

    // Search: typing part of a name leaves only the matches; choosing one shows only its marker and its card.
    const branchList = page.getByRole('combobox', { name: t(lang, 'branches.select.Branch'), exact: true });
    await branchList.click();
    await branchList.fill('صلا');
    await expect.poll(() => page.getByRole('option').count()).toBe(1);
    await page.getByRole('option', { name: 'فرع صلالة' }).click();
    await expect.poll(() => markers(page).count()).toBe(1);
    const card = page.getByTestId('branch-card');
    await card.getByRole('heading', { name: 'فرع صلالة' }).waitFor();
    const phone = card.getByRole('link', { name: t(lang, 'branches.call', { name: 'فرع صلالة', phone: '+968 2329 0100' }) });
    expect(await phone.getAttribute('href')).toBe('tel:+96823290100');
    await card.getByText(t(lang, 'branches.hoursRange', { start: '08:00', end: '14:00' })).waitFor();
    await saveScreenshot(page, `maps-branch-details-chosen-${lang}-${DESKTOP.width}`);
    await expectNoSeriousA11yViolations(page, `BrancheDetails, one branch (${lang})`);

    // Clearing the choice brings every branch back.
    await page.getByRole('button', { name: t(lang, 'branches.clear') }).click();
    await expect.poll(() => markers(page).count()).toBe(placed('Branch'));

    // The Kiosk tab, reached with the keyboard: its own list and markers; a kiosk without a telephone shows "-".
    await branchTab.focus();
    await page.keyboard.press('ArrowLeft');
    const kioskTab = page.getByRole('tab', { name: t(lang, 'branches.tab.Kiosk') });
    await expect.poll(() => kioskTab.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('region', { name: t(lang, 'branches.mapLabel.Kiosk') }).waitFor();
    await expect.poll(() => markers(page).count()).toBe(placed('Kiosk'));
    const silent = all.find((b) => b.type !== 'Branch' && b.contactInfo === '' && b.latitude !== null)!;
    const kioskList = page.getByRole('combobox', { name: t(lang, 'branches.select.Kiosk'), exact: true });
    await kioskList.click();
    await kioskList.fill(silent.nameAr.split(' ').slice(-2).join(' '));
    await page.getByRole('option', { name: silent.nameAr }).click();
    await expect.poll(() => markers(page).count()).toBe(1);
    await card.getByRole('heading', { name: silent.nameAr }).waitFor();
    // No contact: no telephone link, a dash; the place itself still offers directions.
    expect(await card.locator('a[href^="tel:"]').count()).toBe(0);
    await card.getByText('-', { exact: true }).waitFor();
    expect(await card.getByRole('link', { name: t(lang, 'branches.directions') }).getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d+\.\d{6},-?\d+\.\d{6}$/,
    );
    await expectNoSeriousA11yViolations(page, `BrancheDetails, one kiosk (${lang})`);

    await page.goto(pageUrl(page, '/LocationDetails'));
    await expect.poll(() => markers(page).count()).toBe(METERS.length);
    await saveScreenshot(page, `maps-location-details-${lang}-${DESKTOP.width}`);
    await expectNoSeriousA11yViolations(page, `LocationDetails (${lang})`);
    // The list beside the map reaches every account, also ones whose markers overlap.
    await page
      .getByRole('navigation', { name: t(lang, 'locations.listLabel') })
      .getByRole('button', { name: new RegExp(METERS[1]!) })
      .click();
    await expect.poll(() => markers(page).count()).toBe(1);
    await page
      .getByRole('region', { name: t(lang, 'locations.details') })
      .getByText(METERS[1]!, { exact: true })
      .waitFor();
    await phoneShots(page, lang);
  });
});
