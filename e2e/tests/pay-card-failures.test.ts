import { describe, expect, test } from 'vitest';
import { LANGS, PHONE, useBrowser } from '../support/browser.ts';
import { pathPattern } from '../support/context.ts';
import { t } from '../support/i18n.ts';
import {
  CARDS,
  MEDC,
  baisaOf,
  checkStep,
  confirmBill,
  dueNow,
  freshAccount,
  methodButton,
  rowValue,
  submitContact,
  visitorToBill,
} from '../support/payments.ts';
import { payOnCardPage } from '../support/card-page.ts';
import { readAndCloseDialog } from '../support/dialogs.ts';

const browser = useBrowser();

/** What the server says (modules/payments, sandbox gateway test cards and biller references). */
const DECLINED = { en: 'Card declined by issuer. No money was taken', ar: 'رفض البنك المُصدر البطاقة. لم يتم خصم أي مبلغ' };
const BILLER_REJECTED = {
  en: 'The biller rejected the payment. Your card was not charged',
  ar: 'رفضت الجهة المفوترة عملية الدفع. لم يتم خصم المبلغ من بطاقتك',
};

describe.each(LANGS)('card payments that take no money (%s)', (lang) => {
  test('a declined card (4000…0002) gets a clear error on the card page; the bill is still due and the card may be retried', async () => {
    const { page } = await browser.open(lang);
    const account = freshAccount();
    const bill = await visitorToBill(page, lang, account);
    await confirmBill(page, lang);
    await checkStep(page, `payment method (${lang})`);
    await methodButton(page, lang, 'card').click();
    await checkStep(page, `contact details (${lang})`);
    await submitContact(page, lang);
    await payOnCardPage(page, lang, CARDS.decline, () => checkStep(page, `card page (${lang})`));

    await page.getByRole('dialog', { name: t(lang, 'common.dialog.error') }).waitFor();
    await checkStep(page, `card declined dialog (${lang})`);
    expect(await readAndCloseDialog(page, lang, 'error')).toBe(DECLINED[lang]);
    // Still on the card page, the card fields kept: Pay Now is offered again.
    expect(page.url()).toMatch(pathPattern('/PaymentForm'));
    await expect.poll(() => page.getByRole('button', { name: t(lang, 'payment.form.payNow') }).isEnabled()).toBe(true);
    expect(await dueNow(page, account)).toBe(bill.due);
  });

  test('a bill the biller refuses to post (444444…) ends on /ConfirmPayment as a failed receipt with a way on; the money is not taken', async () => {
    const { page } = await browser.open(lang, { viewport: PHONE });
    const account = freshAccount('444444');
    const bill = await visitorToBill(page, lang, account, { a11y: false });
    expect(bill.due).toBeGreaterThan(0);
    await confirmBill(page, lang);
    await methodButton(page, lang, 'card').click();
    await submitContact(page, lang);
    await payOnCardPage(page, lang, CARDS.approve);

    await page.waitForURL(pathPattern('/ConfirmPayment'));
    // Issue 35: a receipt page, not a dialog without a button; the reason, what became of the money, the bill.
    const alert = page.getByRole('alert').filter({ hasText: t(lang, 'payment.result.failedTitle') });
    await alert.waitFor({ timeout: 30_000 });
    expect((await page.getByTestId('payment-failure-reason').innerText()).trim()).toBe(BILLER_REJECTED[lang]);
    expect((await page.getByTestId('payment-money-back').innerText()).trim()).toBe(t(lang, 'payment.result.moneyBack.notTaken'));
    expect((await rowValue(page, t(lang, 'payment.receipt.billingNo')).innerText()).trim()).toBe(account);
    expect(baisaOf(await rowValue(page, t(lang, 'payment.receipt.total')).innerText())).toBe(bill.total);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await checkStep(page, `failed payment receipt (${lang})`, `result-failed-${lang}-phone`);
    expect(await page.getByText(t(lang, 'payment.result.successTitle')).count()).toBe(0);
    expect(await dueNow(page, account)).toBe(bill.due);

    // Pay this bill again: the inquiry form with the same biller, service and account.
    await page.getByRole('button', { name: t(lang, 'payment.result.payAgain') }).click();
    await page.waitForURL(pathPattern('/OneTimePayment'));
    await page.getByRole('heading', { name: t(lang, 'payment.oneTime.steps.inquiry') }).waitFor();
    expect(await page.getByRole('textbox', { name: new RegExp(`^${MEDC.referenceLabel[lang]}`) }).inputValue()).toBe(account);
  });
});
