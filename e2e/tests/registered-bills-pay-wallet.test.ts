import { omanDate } from '@portal/contract';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInIndividual, typeCode } from '../support/auth.ts';
import { DESKTOP, PHONE, useBrowser } from '../support/browser.ts';
import { expectInView, scrollPageTo } from '../support/layout.ts';
import { t } from '../support/i18n.ts';
import { originOf } from '../support/context.ts';
import { readCode } from '../support/outbox.ts';
import { WALLETS, baisaOf, checkStep, methodButton, rowValue } from '../support/payments.ts';
import { readResultMessage } from '../support/dialogs.ts';
import {
  addBills,
  choose,
  inquireButton,
  listCheckbox,
  nickname,
  openRegisteredBills,
  readAndCloseWarning,
  removeBills,
  rowOf,
  stepHeading,
  type TestBill,
} from '../support/registered-bills-pay.ts';

const browser = useBrowser();
const lang = 'en';

describe('registered bills paid together by wallet (en)', () => {
  test('three bills chosen across the tabs (a prepaid one with an amount; a fourth refused), inquired, one amount edited, paid from the wallet with the SMS code; the receipt lists three Completed lines; the bill history shows the payment', async () => {
    const { page } = await browser.open(lang);
    await signInIndividual(page, lang);
    const bills = await addBills(page, [
      { name: nickname('EN A') },
      { name: nickname('EN B'), prefix: '333333' },
      { name: nickname('EN C'), recharge: true },
      { name: nickname('EN D') },
    ]);
    try {
      await payThreeByWallet(page, bills);
    } finally {
      expect.soft(await removeBills(page, bills).catch(() => -1), 'the bills saved for the test removed again').toBe(bills.length);
    }
  }, 120_000);
});

async function payThreeByWallet(page: Page, bills: TestBill[]): Promise<void> {
  const [a, b, c, d] = bills as [TestBill, TestBill, TestBill, TestBill];
  await openRegisteredBills(page, lang);
  await choose(page, lang, a, 1);
  await choose(page, lang, b, 2);
  // A prepaid recharge (its category has no price) is chosen on the Prepaid tab with an amount.
  await page.getByRole('tab', { name: t(lang, 'registeredBills.list.prepaid') }).click();
  await listCheckbox(page, c).click();
  const amountDialog = page.getByRole('dialog', { name: t(lang, 'registeredBills.amount.title', { name: c.name }) });
  const rechargeAmount = amountDialog.getByRole('textbox', {
    name: new RegExp(`^${t(lang, 'registeredBills.amount.label').replace(/[()]/g, '\\$&')}`),
  });
  await rechargeAmount.fill('0');
  await amountDialog.getByRole('button', { name: t(lang, 'registeredBills.amount.add') }).click();
  await amountDialog.getByText(t(lang, 'registeredBills.amount.moreThanZero')).waitFor();
  await checkStep(page, 'add amount dialog (en)');
  await rechargeAmount.fill('2');
  await amountDialog.getByRole('button', { name: t(lang, 'registeredBills.amount.add') }).click();
  await amountDialog.waitFor({ state: 'detached' });
  await inquireButton(page, lang, 3).waitFor();
  expect(await listCheckbox(page, c).isChecked()).toBe(true);
  // Back on Postpaid, a fourth bill is refused with the spec's message and stays unticked.
  await page.getByRole('tab', { name: t(lang, 'registeredBills.list.postpaid') }).click();
  await listCheckbox(page, d).click();
  expect(await readAndCloseWarning(page, lang)).toBe('You are not allowed to inquire more than three bills');
  expect(await listCheckbox(page, d).isChecked()).toBe(false);
  await inquireButton(page, lang, 3).waitFor();
  await checkStep(page, 'registered bills, three chosen (en)', 'bulk-list-en');

  // Inquiry: each bill answered on its own line, all three chosen for payment.
  await inquireButton(page, lang, 3).click();
  await stepHeading(page, lang, 'results').waitFor();
  const results = page.getByRole('table', { name: t(lang, 'registeredBills.pay.resultsCaption') });
  for (const bill of [a, b, c]) {
    const row = rowOf(results, bill.name);
    await expect.poll(() => row.getByRole('checkbox').isChecked()).toBe(true);
    expect(await row.innerText()).toContain(bill.billingNo);
    expect(await row.innerText()).toContain(t(lang, 'registeredBills.pay.ready'));
  }
  // The prepaid recharge is inquired for the amount typed.
  expect(await rowOf(results, c.name).innerText()).toContain('2.000');
  const pay = page.getByRole('button', { name: t(lang, 'registeredBills.pay.paySelected', { selected: 3, total: 3 }) });
  await pay.waitFor();
  // Only the part-payment bill (333333…) can be edited.
  expect(await page.getByRole('button', { name: t(lang, 'registeredBills.pay.editTitle', { name: a.name }) }).count()).toBe(0);
  await checkStep(page, 'inquiry result (en)', 'bulk-results-en');
  await expectPhoneBlocks(page, [a, b, c], 'inquiry result', 'bulk-results-phone-en');

  // Edit amount: out of range, zero, then 1.500 (the biller allows 1.000 up to the due).
  await page.getByRole('button', { name: t(lang, 'registeredBills.pay.editTitle', { name: b.name }) }).click();
  const modal = page.getByRole('dialog', { name: t(lang, 'registeredBills.pay.editTitle', { name: b.name }) });
  const amount = modal.getByRole('textbox', { name: new RegExp(`^${t(lang, 'registeredBills.pay.paidAmount')}`) });
  await amount.fill('99999');
  await modal.getByRole('button', { name: t(lang, 'registeredBills.pay.update') }).click();
  await modal.getByText('New amount is not within the specified range.').waitFor();
  await checkStep(page, 'edit amount with the range message (en)');
  await amount.fill('0');
  await modal.getByRole('button', { name: t(lang, 'registeredBills.pay.update') }).click();
  await modal.getByText('Please enter a valid amount more than zero').waitFor();
  await amount.fill('1.500');
  await modal.getByRole('button', { name: t(lang, 'registeredBills.pay.update') }).click();
  await modal.waitFor({ state: 'detached' });
  expect(await rowOf(results, b.name).innerText()).toContain('1.500');

  // Summary: the chosen bills locked, the sums; wallet pays no points, so none are used.
  await pay.click();
  await stepHeading(page, lang, 'summary').waitFor();
  const locked = page.getByRole('table', { name: t(lang, 'registeredBills.pay.resultsCaption') });
  for (const bill of [a, b, c]) expect(await rowOf(locked, bill.name).getByRole('checkbox').isDisabled()).toBe(true);
  const billsAmount = baisaOf(await rowValue(page, t(lang, 'registeredBills.pay.billsAmount')).innerText());
  // Fee 0.100 and VAT 0.005 on each electricity bill, none on a recharge (SANDBOX.md).
  expect(baisaOf(await rowValue(page, t(lang, 'registeredBills.pay.totalFees')).innerText())).toBe(200);
  expect(baisaOf(await rowValue(page, t(lang, 'registeredBills.pay.totalVat')).innerText())).toBe(10);
  const total = baisaOf(await rowValue(page, t(lang, 'registeredBills.pay.totalAmount')).innerText());
  expect(total).toBe(billsAmount + 210);
  await checkStep(page, 'payment summary (en)', 'bulk-summary-en');
  await expectPhoneBlocks(page, [a, b, c], 'payment summary', 'bulk-summary-phone-en');

  // Wallet: mobile, the code from the SMS outbox.
  await page.getByRole('button', { name: t(lang, 'registeredBills.pay.confirm'), exact: true }).click();
  await stepHeading(page, lang, 'method').waitFor();
  await checkStep(page, 'payment method (en)');
  await methodButton(page, lang, 'wallet').click();
  await stepHeading(page, lang, 'walletMobile').waitFor();
  await checkStep(page, 'wallet mobile (en)');
  await page.getByRole('textbox', { name: new RegExp(`^${t(lang, 'payment.oneTime.wallet.mobile')}`) }).fill(WALLETS.funded);
  const since = new Date();
  await page.getByRole('button', { name: t(lang, 'payment.oneTime.wallet.sendCode'), exact: true }).click();
  await stepHeading(page, lang, 'code').waitFor();
  await checkStep(page, 'wallet code (en)');
  await typeCode(page, lang, await readCode(WALLETS.funded, { since, origin: originOf(page) }));
  await page.getByRole('button', { name: t(lang, 'common.verify'), exact: true }).click();

  // Receipt: the reference number, three Completed lines, the total paid.
  await stepHeading(page, lang, 'receipt').waitFor();
  const message = await readResultMessage(page);
  const reference = (await rowValue(page, t(lang, 'payment.receipt.reference')).innerText()).trim();
  expect(reference).toMatch(/^BP\d+$/);
  expect(message).toContain(reference);
  const receipt = page.getByRole('table', { name: t(lang, 'payment.receipt.itemsCaption') });
  for (const bill of [a, b, c]) {
    const row = rowOf(receipt, bill.billingNo);
    expect(await row.getByText(t(lang, 'payment.receipt.status.Completed'), { exact: true }).count()).toBe(1);
  }
  expect(await rowOf(receipt, b.billingNo).innerText()).toContain('1.500');
  expect(baisaOf(await rowValue(page, t(lang, 'payment.receipt.total')).innerText())).toBe(total);
  await page.getByRole('button', { name: t(lang, 'payment.receipt.print') }).waitFor();
  await checkStep(page, 'bulk receipt (en)', 'bulk-receipt-en');

  // Back on the list, nothing chosen; the bill's history (last 12 months) shows today's payment.
  await page.getByRole('button', { name: t(lang, 'registeredBills.pay.done') }).click();
  await inquireButton(page, lang, 0).waitFor();
  await page.getByRole('button', { name: t(lang, 'registeredBills.list.history', { name: b.name }) }).click();
  const history = page.getByRole('dialog', { name: t(lang, 'payment.oneTime.history.title') });
  // The day in Oman, as the history shows it (the machine's day differs between 20:00 and 24:00 UTC).
  const ddmmyyyy = omanDate(new Date());
  const line = history.getByRole('row').filter({ hasText: b.billingNo });
  await line.first().waitFor();
  expect(await line.innerText()).toContain('1.500');
  expect(await line.innerText()).toContain(ddmmyyyy);
  await checkStep(page, 'bill history dialog (en)', 'bulk-history-en');
}

/** On a phone each bill is a block with its due, paid amount and charges, whole on the screen; then back to the desktop. */
async function expectPhoneBlocks(page: Page, bills: TestBill[], where: string, shot: string): Promise<void> {
  await page.setViewportSize(PHONE);
  const blocks = page.getByRole('list', { name: t(lang, 'registeredBills.pay.resultsCaption') });
  for (const bill of bills) {
    const block = blocks.getByRole('listitem').filter({ hasText: bill.name });
    await scrollPageTo(block);
    await expectInView(page, block, `${where}: ${bill.name} on a phone`);
    for (const key of ['dueAmount', 'paidAmount', 'charges'])
      expect(await block.innerText(), `${where}: ${bill.name}`).toContain(t(lang, `registeredBills.pay.${key}`));
  }
  await checkStep(page, `${where} on a phone (en)`, shot);
  await page.setViewportSize(DESKTOP);
}
