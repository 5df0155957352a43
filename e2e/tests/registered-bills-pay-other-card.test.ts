import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInIndividual } from '../support/auth.ts';
import { useBrowser } from '../support/browser.ts';
import { t } from '../support/i18n.ts';
import { pathPattern } from '../support/context.ts';
import { CARDS, baisaOf, checkStep, expectPaymentSuccess, methodButton, rowValue } from '../support/payments.ts';
import { confirmCardPayment, typeCardInHostedFields, waitForHostedFields } from '../support/card-page.ts';
import {
  addBills,
  choose,
  inquireButton,
  nickname,
  openRegisteredBills,
  removeBills,
  rowOf,
  stepHeading,
  type TestBill,
} from '../support/registered-bills-pay.ts';

const browser = useBrowser();
const lang = 'en';

describe('registered bills paid together with another card (en)', () => {
  test('two bills → Other Card → the card page with both bills → gateway → /ConfirmPayment?…&isbulk=1 lists each bill Completed', async () => {
    const { page } = await browser.open(lang);
    await signInIndividual(page, lang);
    const bills = await addBills(page, [{ name: nickname('OC A') }, { name: nickname('OC B') }]);
    try {
      await payWithOtherCard(page, bills);
    } finally {
      expect.soft(await removeBills(page, bills).catch(() => -1), 'the bills saved for the test removed again').toBe(bills.length);
    }
  }, 120_000);
});

async function payWithOtherCard(page: Page, bills: TestBill[]): Promise<void> {
  const [a, b] = bills as [TestBill, TestBill];
  await openRegisteredBills(page, lang);
  await choose(page, lang, a, 1);
  await choose(page, lang, b, 2);
  await inquireButton(page, lang, 2).click();
  await stepHeading(page, lang, 'results').waitFor();
  await page.getByRole('button', { name: t(lang, 'registeredBills.pay.paySelected', { selected: 2, total: 2 }) }).click();
  await stepHeading(page, lang, 'summary').waitFor();
  const total = baisaOf(await rowValue(page, t(lang, 'registeredBills.pay.totalAmount')).innerText());
  await page.getByRole('button', { name: t(lang, 'registeredBills.pay.confirm'), exact: true }).click();
  await methodButton(page, lang, 'card').click();
  await stepHeading(page, lang, 'savedCards').waitFor();
  await page.getByRole('button', { name: t(lang, 'payment.oneTime.cards.other'), exact: true }).click();

  // The signed-in card page (/PaymentForms) shows both bills and the basket's amount.
  await page.waitForURL(pathPattern('/PaymentForms'));
  await waitForHostedFields(page, lang, ['#card-number', '#card-exp-month', '#card-exp-year', '#card-cvv']);
  for (const bill of [a, b]) await page.getByText(bill.billingNo, { exact: true }).waitFor();
  expect(baisaOf(await rowValue(page, t(lang, 'payment.form.amount')).innerText())).toBe(total);
  const payNow = page.getByRole('button', { name: t(lang, 'payment.form.payNow') });
  expect(await payNow.isDisabled()).toBe(true);
  await typeCardInHostedFields(page, { number: CARDS.approve });
  await expect.poll(() => payNow.isEnabled()).toBe(true);
  await checkStep(page, 'card page for registered bills (en)', 'bulk-card-page-en');
  await payNow.click();
  await confirmCardPayment(page, lang, CARDS.approve.slice(-4));

  // The gateway returns to the result page marked isbulk: the receipt is the table of bills.
  await expectPaymentSuccess(page, lang);
  expect(new URL(page.url()).searchParams.get('isbulk')).toBe('1');
  const receipt = page.getByRole('table', { name: t(lang, 'payment.receipt.itemsCaption') });
  for (const bill of [a, b])
    expect(await rowOf(receipt, bill.billingNo).getByText(t(lang, 'payment.receipt.status.Completed'), { exact: true }).count()).toBe(1);
  expect(baisaOf(await rowValue(page, t(lang, 'payment.receipt.total')).innerText())).toBe(total);
  await checkStep(page, 'payment result for registered bills (en)', 'bulk-result-page-en');
  await page.getByRole('button', { name: t(lang, 'payment.result.toRegisteredBills') }).click();
  await inquireButton(page, lang, 0).waitFor();
}
