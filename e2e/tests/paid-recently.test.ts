import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { LANGS, PHONE, useBrowser } from '../support/browser.ts';
import { originOf } from '../support/context.ts';
import { t } from '../support/i18n.ts';
import type { Envelope } from '../support/api.ts';
import {
  WALLETS,
  walletPayByApi,
  confirmBill,
  enterCodeFromOutbox,
  freshAccount,
  methodButton,
  requestWalletCode,
  snap,
  visitorToBill,
} from '../support/payments.ts';
import { readResultMessage } from '../support/dialogs.ts';

/**
 * Issue 35, item 2: nothing stopped paying the same bill twice within minutes. An inquiry of a bill paid
 * in the last 24 hours says so (the amount and time to the browser that paid, only that it was paid to
 * anyone else) and goes on only by an explicit "Pay again".
 */
const browser = useBrowser();

/** Pays `paid` OMR of a part-payment bill from the wallet as the page's own browser (its deviceID), through the API. */
async function payPartFromThisBrowser(page: Page, account: string, paid: number): Promise<void> {
  const origin = originOf(page);
  const deviceID = await page.evaluate(() => localStorage.getItem('deviceID'));
  const deviceInfo = { deviceID, deviceType: 'Web', versionNo: 'e2e', platform: 'e2e', channel: 'I' };
  const post = async (path: string, body: Record<string, unknown>) =>
    (await (
      await fetch(`${origin}/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, deviceInfo }),
      })
    ).json()) as Envelope;
  const done = await walletPayByApi(origin, post, account, paid);
  expect(done.result.errorCode).toBe(0);
}

describe.each(LANGS)('a bill paid in the last 24 hours (%s)', (lang) => {
  test('the second payment shows the warning with amount and time, and needs "Pay again"; another browser sees no amounts', async () => {
    const { page } = await browser.open(lang, { viewport: PHONE });
    const account = freshAccount('333333');
    await page.goto(originOf(page) + '/BillPaymentClient/QuickPayment');
    // This browser's id, as the portal keeps it (made on its first call otherwise).
    await page.evaluate((id) => localStorage.setItem('deviceID', id), `e2e-${lang}-${account}`);
    await payPartFromThisBrowser(page, account, 1.5);

    await visitorToBill(page, lang, account, { a11y: false });
    const warning = page.getByTestId('recent-payment-warning');
    await warning.waitFor();
    const text = await warning.innerText();
    expect(text).toContain(t(lang, 'payment.recent.title'));
    // The amount paid (1.500 and the fees) and a time of day: this browser made the payment.
    expect(text).toMatch(/\d+\.\d{3}/);
    expect(text).toMatch(/\d{2}:\d{2}/);
    expect(await page.getByRole('button', { name: t(lang, 'payment.oneTime.bill.confirm'), exact: true }).count()).toBe(0);
    await snap(page, `paid-recently-bill-${lang}-phone`);

    // Someone else inquiring the same account learns only that it was paid.
    const other = await browser.open(lang, { viewport: PHONE });
    await visitorToBill(other.page, lang, account, { a11y: false });
    const theirs = other.page.getByTestId('recent-payment-warning');
    await theirs.waitFor();
    expect(await theirs.innerText()).toContain(t(lang, 'payment.recent.paid'));
    expect(await theirs.innerText()).not.toMatch(/\d+\.\d{3}/);

    // Only an explicit "Pay again" goes on; the second payment is then made.
    await page.getByRole('button', { name: t(lang, 'payment.recent.payAgain'), exact: true }).click();
    await methodButton(page, lang, 'wallet').click();
    const since = await requestWalletCode(page, lang, WALLETS.funded);
    await enterCodeFromOutbox(page, lang, WALLETS.funded, since);
    expect(await readResultMessage(page)).toMatch(/BP\d+/);
  });

  test('the wallet step of a bill paid since its inquiry warns before any code is sent, and "Pay again" sends it', async () => {
    const { page } = await browser.open(lang, { viewport: PHONE });
    const account = freshAccount('333333');
    // The bill inquired first (as in a second tab), then paid elsewhere.
    await visitorToBill(page, lang, account, { a11y: false });
    await payPartFromThisBrowser(page, account, 1.5);
    await confirmBill(page, lang);
    await methodButton(page, lang, 'wallet').click();
    await page.getByRole('textbox', { name: new RegExp(`^${t(lang, 'payment.oneTime.wallet.mobile')}`) }).fill(WALLETS.funded);
    await page.getByRole('button', { name: t(lang, 'payment.oneTime.wallet.sendCode'), exact: true }).click();
    await page.getByTestId('recent-payment-warning').waitFor();
    await snap(page, `paid-recently-wallet-${lang}-phone`);
    await page.getByRole('button', { name: t(lang, 'payment.recent.payAgain'), exact: true }).click();
    await page.getByRole('heading', { name: t(lang, 'payment.oneTime.steps.code') }).waitFor();
  });
});
