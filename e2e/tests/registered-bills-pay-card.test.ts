import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { callApi, pageSessionId } from '../support/api.ts';
import { DEMO, readAuth, signInIndividual, typeCode } from '../support/auth.ts';
import { PHONE, useBrowser } from '../support/browser.ts';
import { originOf } from '../support/context.ts';
import { t } from '../support/i18n.ts';
import { fullMobile, readCode } from '../support/outbox.ts';
import { CARDS, baisaOf, checkStep, methodButton, rowValue } from '../support/payments.ts';
import { typeCardInHostedFields, typeSavedCardCvv, waitForHostedFields } from '../support/card-page.ts';
import { readAndCloseDialog, readResultMessage } from '../support/dialogs.ts';
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
const lang = 'ar';

/** Removes the card this test saved, so the demo customer's cards stay as seeded for other files. */
async function deleteCard(page: Page, cardName: string): Promise<number> {
  const session = await pageSessionId(page);
  const customerID = (await readAuth(page))?.custInfo.customerID ?? 0;
  const list = await callApi(originOf(page), 'CardManagement/GetAllCardManagement', { customerInfo: { customerID } }, session);
  const cards = (list.details as { creditCardInfo: Array<{ id: number; cardName: string }> }).creditCardInfo.filter(
    (c) => c.cardName === cardName,
  );
  let deleted = 0;
  for (const card of cards) {
    if (
      (await callApi(originOf(page), 'CardManagement/DeleteRegistredCard', { creditCardInfo: { creditCardID: card.id } }, session)).result
        .errorCode === 0
    )
      deleted++;
  }
  return deleted;
}

describe('registered bills paid together by saved card (ar)', () => {
  test('three bills inquired: one not found shown on its line; two paid with a saved card (hosted CVV, SMS code); the bill the biller refuses is red with its reason and the money returned', async () => {
    const { page } = await browser.open(lang);
    await signInIndividual(page, lang);
    const cardName = `E2E BULK ${Date.now().toString(36).toUpperCase()}`;
    const bills = await addBills(page, [
      { name: nickname('AR A') },
      { name: nickname('AR B'), prefix: '444444' },
      { name: nickname('AR C'), prefix: '000000' },
    ]);
    try {
      await payBySavedCard(page, bills, cardName);
    } finally {
      expect.soft(await deleteCard(page, cardName).catch(() => -1), 'the saved card removed after the test').toBe(1);
      expect.soft(await removeBills(page, bills).catch(() => -1), 'the bills saved for the test removed again').toBe(bills.length);
    }
  }, 120_000);
});

async function payBySavedCard(page: Page, bills: TestBill[], cardName: string): Promise<void> {
  const [a, b, c] = bills as [TestBill, TestBill, TestBill];
  await openRegisteredBills(page, lang);
  await choose(page, lang, a, 1);
  await choose(page, lang, b, 2);
  await choose(page, lang, c, 3);
  await checkStep(page, 'registered bills, three chosen (ar)', 'bulk-list-ar');
  await inquireButton(page, lang, 3).click();

  // The bill the biller cannot find says so on its own line and cannot be chosen; the others can.
  await stepHeading(page, lang, 'results').waitFor();
  const results = page.getByRole('table', { name: t(lang, 'registeredBills.pay.resultsCaption') });
  const missing = rowOf(results, c.name);
  await missing.getByText('لم يتم العثور على الفاتورة').waitFor();
  expect(await missing.getByRole('checkbox').isDisabled()).toBe(true);
  expect(await missing.getByRole('checkbox').isChecked()).toBe(false);
  for (const bill of [a, b]) expect(await rowOf(results, bill.name).getByRole('checkbox').isChecked()).toBe(true);
  await checkStep(page, 'inquiry result with a bill not found (ar)', 'bulk-results-ar');
  await page.getByRole('button', { name: t(lang, 'registeredBills.pay.paySelected', { selected: 2, total: 3 }) }).click();

  await stepHeading(page, lang, 'summary').waitFor();
  const total = baisaOf(await rowValue(page, t(lang, 'registeredBills.pay.totalAmount')).innerText());
  expect(baisaOf(await rowValue(page, t(lang, 'registeredBills.pay.totalFees')).innerText())).toBe(200);
  await checkStep(page, 'payment summary (ar)', 'bulk-summary-ar');
  await page.getByRole('button', { name: t(lang, 'registeredBills.pay.confirm'), exact: true }).click();
  await stepHeading(page, lang, 'method').waitFor();
  await checkStep(page, 'payment method (ar)');
  await methodButton(page, lang, 'card').click();

  // A card added in the hosted fields, then picked, its CVV typed in the gateway's field.
  await stepHeading(page, lang, 'savedCards').waitFor();
  await page.getByRole('button', { name: t(lang, 'payment.oneTime.cards.add'), exact: true }).click();
  const modal = page.getByRole('dialog', { name: t(lang, 'payment.oneTime.cards.addTitle') });
  await modal.getByRole('textbox', { name: new RegExp(`^${t(lang, 'payment.oneTime.cards.name')}`) }).fill(cardName);
  await waitForHostedFields(page, lang, ['#add-card-number', '#add-card-exp-month', '#add-card-exp-year', '#add-card-cvv']);
  await typeCardInHostedFields(page, { number: CARDS.approve }, 'add-card');
  const save = modal.getByRole('button', { name: t(lang, 'payment.oneTime.cards.save') });
  await expect.poll(() => save.isEnabled()).toBe(true);
  await save.click();
  expect(await readAndCloseDialog(page, lang, 'success')).toBe(t(lang, 'payment.oneTime.cards.saved'));
  await modal.waitFor({ state: 'detached' });
  await page.getByRole('radio', { name: new RegExp(`^${cardName} `) }).click();
  await checkStep(page, 'saved cards (ar)');
  await page.getByRole('button', { name: t(lang, 'payment.oneTime.cards.continue'), exact: true }).click();

  await stepHeading(page, lang, 'cvv').waitFor();
  await waitForHostedFields(page, lang, ['#saved-cvv']);
  const pay = page.getByRole('button', { name: t(lang, 'payment.oneTime.cards.pay'), exact: true });
  await typeSavedCardCvv(page);
  await expect.poll(() => pay.isEnabled()).toBe(true);
  await checkStep(page, 'saved card CVV (ar)');
  const since = new Date();
  await pay.click();

  await stepHeading(page, lang, 'code').waitFor();
  await checkStep(page, 'card code (ar)');
  await typeCode(page, lang, await readCode(fullMobile(DEMO.individual.mobile), { since, origin: originOf(page) }));
  await page.getByRole('button', { name: t(lang, 'common.verify'), exact: true }).click();

  // Receipt: the paid bill in green, the refused one in red with why and what went back to the card.
  await stepHeading(page, lang, 'receipt').waitFor();
  // Partly paid: the message on the receipt (amber) names the reference and the money returned.
  const message = await readResultMessage(page);
  const reference = (await rowValue(page, t(lang, 'payment.receipt.reference')).innerText()).trim();
  expect(reference).toMatch(/^BP\d+$/);
  expect(message).toContain(reference);
  const receipt = page.getByRole('table', { name: t(lang, 'payment.receipt.itemsCaption') });
  expect(await rowOf(receipt, a.billingNo).getByText(t(lang, 'payment.receipt.status.Completed'), { exact: true }).count()).toBe(1);
  const refused = rowOf(receipt, b.billingNo);
  await refused.getByText(t(lang, 'payment.receipt.status.Refunded'), { exact: true }).waitFor();
  await refused.getByText('رفضت الجهة المفوترة عملية الدفع').waitFor();
  expect(await refused.innerText()).toContain(t(lang, 'payment.receipt.returnedTo.CreditCard'));
  expect(await receipt.getByRole('row').count()).toBe(3);
  const returned = baisaOf(await rowValue(page, t(lang, 'payment.receipt.returnedTotal.CreditCard')).innerText());
  expect(returned).toBeGreaterThan(0);
  expect(returned).toBeLessThan(total);
  await checkStep(page, 'bulk receipt with a refused bill (ar)', 'bulk-receipt-ar');
  // On a phone the table scrolls sideways inside its own region.
  await page.setViewportSize(PHONE);
  await checkStep(page, 'bulk receipt on a phone (ar)', 'bulk-receipt-phone-ar');
}
