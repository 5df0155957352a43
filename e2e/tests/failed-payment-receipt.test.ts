import { describe, expect, test } from 'vitest';
import { signInIndividual } from '../support/auth.ts';
import { LANGS, PHONE, useBrowser } from '../support/browser.ts';
import { pageUrl, pathPattern } from '../support/context.ts';
import { payByWallet } from '../support/history-page.ts';
import { t } from '../support/i18n.ts';
import { checkStep, rowValue } from '../support/payments.ts';

/**
 * Issue 35, item 3: "Open" on a failed payment in the history was a dialog with no button, no ×, no
 * amount, bill or date. It is a receipt page: the reason, what became of the money, the bill, and a way
 * on (pay the bill again, back to the history).
 */
const browser = useBrowser();

describe.each(LANGS)('a failed payment opened from the history (%s)', (lang) => {
  test('Open shows the failed receipt with the bill, the money given back and a way back to the history', async () => {
    const { page } = await browser.open(lang, { viewport: PHONE });
    await signInIndividual(page, lang, { a11y: false });
    const { reference, account } = await payByWallet(page, { failing: true });

    await page.goto(pageUrl(page, '/TransactionHistory'));
    const open = page.getByRole('link', { name: t(lang, 'history.resendReceipt.openLabel', { reference }) }).first();
    await open.click();
    await page.waitForURL(pathPattern('/ConfirmPayment'));
    const alert = page.getByRole('alert').filter({ hasText: t(lang, 'payment.result.failedTitle') });
    await alert.waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('payment-failure-reason').innerText()).not.toBe('');
    // Said once, in the reason or in a line of its own: the wallet's debit went back.
    expect(await alert.innerText()).toContain(t(lang, 'payment.result.moneyBack.returned').replace(/\.$/, ''));
    expect((await rowValue(page, t(lang, 'payment.receipt.billingNo')).innerText()).trim()).toBe(account);
    expect((await rowValue(page, t(lang, 'payment.receipt.reference')).innerText()).trim()).toBe(reference);
    await rowValue(page, t(lang, 'payment.receipt.date')).waitFor();
    await rowValue(page, t(lang, 'payment.receipt.total')).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: t(lang, 'payment.result.payAgain') }).waitFor();
    await checkStep(page, `failed receipt from the history (${lang})`, `history-failed-receipt-${lang}-phone`);

    await page.getByRole('button', { name: t(lang, 'payment.result.toHistory') }).click();
    await page.waitForURL(pathPattern('/TransactionHistory'));
  });
});
