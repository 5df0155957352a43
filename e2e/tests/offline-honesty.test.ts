import { describe, expect, test } from 'vitest';
import { acceptTerms, field, openLogin, typeCode } from '../support/auth.ts';
import { LANGS, useBrowser } from '../support/browser.ts';
import { originOf } from '../support/context.ts';
import { t } from '../support/i18n.ts';
import { readCode } from '../support/outbox.ts';
import { WALLETS, confirmBill, fillInquiry, freshAccount, methodButton, openQuickPayment, pickMedc, readResultMessage, requestWalletCode, visitorToBill } from '../support/payments.ts';

/**
 * Issue 11, item 3: with no connection every button says so, and a payment whose answer was lost says
 * honestly that it may have gone through, keeping the typed code; back online, the same code pays once.
 */
const browser = useBrowser();

describe.each(LANGS)('offline (%s)', (lang) => {
  test('Verify of a wallet payment without a connection: the honest state, the code kept; online again it pays', async () => {
    const { page, context } = await browser.open(lang);
    await visitorToBill(page, lang, freshAccount(), { a11y: false });
    await confirmBill(page, lang);
    await methodButton(page, lang, 'wallet').click();
    const since = await requestWalletCode(page, lang, WALLETS.funded);
    const code = await readCode(WALLETS.funded, { since, origin: originOf(page) });
    await typeCode(page, lang, code);

    await context.setOffline(true);
    await page.getByRole('button', { name: t(lang, 'common.verify'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t(lang, 'network.paymentUnknownTitle') });
    await dialog.getByText(t(lang, 'network.paymentUnknown')).waitFor();
    await page.getByText(t(lang, 'network.noAnswer')).first().waitFor();
    await dialog.getByRole('button', { name: t(lang, 'common.ok') }).click();
    const firstBox = page.getByRole('textbox', { name: t(lang, 'common.otp.digit', { n: 1, total: code.length }) });
    expect(await firstBox.inputValue()).toBe(code[0]);

    await context.setOffline(false);
    await page.getByRole('button', { name: t(lang, 'common.verify'), exact: true }).click();
    expect(await readResultMessage(page)).toMatch(/BP\d+/);
  });

  test('Log in and Inquire without a connection say so', async () => {
    const { page, context } = await browser.open(lang);
    await openLogin(page, lang, 'individual');
    await field(page, t(lang, 'auth.login.mobile')).fill(WALLETS.funded.slice(3));
    await acceptTerms(page, lang);
    await context.setOffline(true);
    await page.getByRole('button', { name: t(lang, 'auth.login.submit'), exact: true }).click();
    await page.getByText(t(lang, 'network.noAnswer')).first().waitFor();
    await context.setOffline(false);

    await openQuickPayment(page, lang);
    await pickMedc(page, lang);
    await fillInquiry(page, lang, freshAccount());
    await context.setOffline(true);
    await page.getByRole('button', { name: t(lang, 'payment.oneTime.inquiry.submit'), exact: true }).click();
    await page.getByText(t(lang, 'network.noAnswer')).first().waitFor();
    await context.setOffline(false);
  });
});
