import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { callApi, pageSessionId } from '../support/api.ts';
import { DEMO, readAuth, signInIndividual } from '../support/auth.ts';
import { LANGS, useBrowser, type Lang } from '../support/browser.ts';
import { originOf, pageUrl, pathPattern } from '../support/context.ts';
import { t } from '../support/i18n.ts';
import { fullMobile } from '../support/outbox.ts';
import {
  CARDS,
  baisaOf,
  checkStep,
  confirmBill,
  dueNow,
  expectPaymentSuccess,
  enterCodeFromOutbox,
  fillInquiry,
  freshAccount,
  inquire,
  methodButton,
  pickMedc,
  readBill,
  rowValue,
} from '../support/payments.ts';
import { confirmCardPayment, typeCardInHostedFields, typeSavedCardCvv, waitForHostedFields } from '../support/card-page.ts';
import { readAndCloseDialog, readResultMessage } from '../support/dialogs.ts';

const browser = useBrowser();

/** Removes the cards this test saved, so the demo customer's card list stays as seeded for other files. */
async function deleteSavedCards(page: Page, cardName: string): Promise<number> {
  const session = await pageSessionId(page);
  const auth = await readAuth(page);
  const list = await callApi(
    originOf(page),
    'CardManagement/GetAllCardManagement',
    { customerInfo: { customerID: auth?.custInfo.customerID ?? 0 } },
    session,
  );
  const cards = (list.details as { creditCardInfo: Array<{ id: number; cardName: string }> }).creditCardInfo;
  let deleted = 0;
  for (const card of cards.filter((c) => c.cardName === cardName)) {
    const answer = await callApi(
      originOf(page),
      'CardManagement/DeleteRegistredCard',
      { creditCardInfo: { creditCardID: card.id } },
      session,
    );
    if (answer.result.errorCode === 0) deleted++;
  }
  return deleted;
}

describe.each(LANGS)('signed-in customer pays with a saved card (%s)', (lang) => {
  test('QuickPayments → OneTimePayments → card → Add Card (hosted fields, name) → the saved card → hosted CVV → code from the SMS → receipt', async () => {
    const { page } = await browser.open(lang);
    const cardName = `E2E ${lang.toUpperCase()} ${Date.now().toString(36).toUpperCase()}`;
    await signInIndividual(page, lang);
    try {
      await payWithNewSavedCard(page, lang, cardName);
    } finally {
      // The card saved here is removed again, so the demo customer's cards stay as seeded for other files.
      const deleted = await deleteSavedCards(page, cardName).catch(() => -1);
      expect.soft(deleted, 'the saved card removed after the test').toBe(1);
    }
  });

  test("Other Card → the card page's card picker → the saved card and its CVV → the confirm-payment dialog (Back takes nothing) → result page", async () => {
    const { page } = await browser.open(lang);
    const cardName = `E2E PICK ${lang.toUpperCase()} ${Date.now().toString(36).toUpperCase()}`;
    await signInIndividual(page, lang);
    try {
      await payOnCardPageWithSavedCard(page, lang, cardName);
    } finally {
      const deleted = await deleteSavedCards(page, cardName).catch(() => -1);
      expect.soft(deleted, 'the saved card removed after the test').toBe(1);
    }
  });
});

async function payOnCardPageWithSavedCard(page: Page, lang: Lang, cardName: string): Promise<void> {
  await page.goto(pageUrl(page, '/QuickPayments'));
  await page.getByTestId('biller-11').waitFor();
  await pickMedc(page, lang, '/OneTimePayments');
  const account = freshAccount();
  await fillInquiry(page, lang, account);
  await inquire(page, lang);
  const bill = await readBill(page, lang);
  await confirmBill(page, lang);
  await methodButton(page, lang, 'card').click();
  await page.getByRole('heading', { name: t(lang, 'payment.oneTime.steps.savedCards') }).waitFor();
  await addCardInSavedCardsStep(page, lang, cardName);
  await page.getByRole('button', { name: t(lang, 'payment.oneTime.cards.other'), exact: true }).click();

  // The card page offers the saved cards in its picker dialog.
  await page.waitForURL(pathPattern('/PaymentForms'));
  await waitForHostedFields(page, lang, ['#card-number', '#card-exp-month', '#card-exp-year', '#card-cvv']);
  await page.getByRole('button', { name: t(lang, 'payment.form.useSaved') }).click();
  const picker = page.getByRole('dialog', { name: t(lang, 'payment.form.pickerTitle') });
  await picker.waitFor();
  await picker.getByRole('button', { name: t(lang, 'payment.form.useCard') }).click();
  expect((await picker.getByRole('alert').innerText()).trim()).toBe(t(lang, 'payment.oneTime.cards.required'));
  await picker.getByRole('radio', { name: new RegExp(`^${cardName} 4111`) }).click();
  await checkStep(page, `card picker dialog (${lang})`, `card-picker-${lang}`);
  await picker.getByRole('button', { name: t(lang, 'payment.form.useCard') }).click();
  await picker.waitFor({ state: 'detached' });

  // Only the saved card's CVV is typed; the card's own fields are gone.
  await waitForHostedFields(page, lang, ['#saved-cvv']);
  expect(await page.locator('#card-number').count()).toBe(0);
  await page.getByText(cardName, { exact: true }).waitFor();
  const payNow = page.getByRole('button', { name: t(lang, 'payment.form.payNow') });
  expect(await payNow.isDisabled()).toBe(true);
  await typeSavedCardCvv(page);
  await expect.poll(() => payNow.isEnabled()).toBe(true);

  // Back in the confirm dialog sends nothing: the bill is still due in full.
  await payNow.click();
  const confirm = page.getByRole('dialog', { name: t(lang, 'payment.form.confirmTitle') });
  await confirm.waitFor();
  expect(await rowValue(confirm, t(lang, 'payment.form.confirmCard')).innerText()).toContain('1111');
  expect(baisaOf(await rowValue(confirm, t(lang, 'payment.form.amount')).innerText())).toBe(bill.total);
  await checkStep(page, `confirm payment dialog (${lang})`, `confirm-payment-${lang}`);
  await confirm.getByRole('button', { name: t(lang, 'common.back') }).click();
  await confirm.waitFor({ state: 'detached' });
  expect(await dueNow(page, account)).toBe(bill.due);

  await payNow.click();
  await confirmCardPayment(page, lang, '1111');
  await expectPaymentSuccess(page, lang);
  expect(baisaOf(await rowValue(page, t(lang, 'payment.receipt.total')).innerText())).toBe(bill.total);
  expect(await page.getByText('•••• 1111').count()).toBeGreaterThan(0);
  expect(await dueNow(page, account)).toBe(0);
}

/** The journey after sign-in; the card it saves is named `cardName`. */
async function payWithNewSavedCard(page: Page, lang: Lang, cardName: string): Promise<void> {
  await page.goto(pageUrl(page, '/QuickPayments'));
  await page.getByRole('heading', { level: 1, name: t(lang, 'payment.quick.titleSignedIn') }).waitFor();
  await page.getByTestId('biller-11').waitFor();
  await checkStep(page, `quick payments, signed in (${lang})`);
  await pickMedc(page, lang, '/OneTimePayments');
  const account = freshAccount();
  await fillInquiry(page, lang, account);
  await checkStep(page, `inquiry form, signed in (${lang})`);
  await inquire(page, lang);
  const bill = await readBill(page, lang);
  expect(bill.reference).toBe(account);
  await checkStep(page, `bill information, signed in (${lang})`);
  await confirmBill(page, lang);
  await checkStep(page, `payment method, signed in (${lang})`);

  // Card: a signed-in customer chooses among saved cards (none of this test's yet) or adds one.
  await methodButton(page, lang, 'card').click();
  await page.getByRole('heading', { name: t(lang, 'payment.oneTime.steps.savedCards') }).waitFor();
  await checkStep(page, `saved cards (${lang})`);
  await addCardInSavedCardsStep(page, lang, cardName, true);

  // The new card is listed masked (411111******1111 in fours) and is picked.
  const card = page.getByRole('radio', { name: new RegExp(`^${cardName} 4111 11\\*\\* \\*\\*\\*\\* 1111$`) });
  await card.click();
  await checkStep(page, `saved cards with the new card (${lang})`);
  await page.getByRole('button', { name: t(lang, 'payment.oneTime.cards.continue'), exact: true }).click();

  await page.getByRole('heading', { name: t(lang, 'payment.oneTime.steps.cvv') }).waitFor();
  await waitForHostedFields(page, lang, ['#saved-cvv']);
  const pay = page.getByRole('button', { name: t(lang, 'payment.oneTime.cards.pay'), exact: true });
  expect(await pay.isDisabled()).toBe(true);
  await typeSavedCardCvv(page);
  await expect.poll(() => pay.isEnabled()).toBe(true);
  await checkStep(page, `saved card CVV (${lang})`, `saved-cvv-${lang}`);
  const since = new Date();
  await pay.click();

  // The code goes to the customer's registered mobile.
  await page.getByRole('heading', { name: t(lang, 'payment.oneTime.steps.code') }).waitFor();
  await page.getByText(t(lang, 'payment.oneTime.cards.codeSent')).waitFor();
  await checkStep(page, `card verification code (${lang})`);
  await enterCodeFromOutbox(page, lang, fullMobile(DEMO.individual.mobile), since);

  await page.getByRole('heading', { name: t(lang, 'payment.oneTime.steps.receipt') }).waitFor();
  const message = await readResultMessage(page);
  const reference = (await rowValue(page, t(lang, 'payment.receipt.reference')).innerText()).trim();
  expect(reference).toMatch(/^BP\d+$/);
  expect(message).toContain(reference);
  expect((await rowValue(page, t(lang, 'payment.receipt.billingNo')).innerText()).trim()).toBe(account);
  expect((await rowValue(page, t(lang, 'payment.receipt.method')).innerText()).trim()).toBe(t(lang, 'payment.receipt.methods.CreditCard'));
  expect(baisaOf(await rowValue(page, t(lang, 'payment.receipt.total')).innerText())).toBe(bill.total);
  await checkStep(page, `receipt, saved card (${lang})`);
}

/** Add Card from the saved-cards step: name, the gateway's hosted fields, Save; the card is then listed. */
async function addCardInSavedCardsStep(page: Page, lang: Lang, cardName: string, shots = false): Promise<void> {
  await page.getByRole('button', { name: t(lang, 'payment.oneTime.cards.add'), exact: true }).click();
  const modal = page.getByRole('dialog', { name: t(lang, 'payment.oneTime.cards.addTitle') });
  await modal.waitFor();
  await modal.getByRole('textbox', { name: new RegExp(`^${t(lang, 'payment.oneTime.cards.name')}`) }).fill(cardName);
  await waitForHostedFields(page, lang, ['#add-card-number', '#add-card-exp-month', '#add-card-exp-year', '#add-card-cvv']);
  await typeCardInHostedFields(page, { number: CARDS.approve }, 'add-card');
  const save = modal.getByRole('button', { name: t(lang, 'payment.oneTime.cards.save') });
  await expect.poll(() => save.isEnabled()).toBe(true);
  if (shots) await checkStep(page, `add card dialog (${lang})`, `add-card-${lang}`);
  await save.click();
  expect(await readAndCloseDialog(page, lang, 'success')).toBe(t(lang, 'payment.oneTime.cards.saved'));
  await modal.waitFor({ state: 'detached' });
}
