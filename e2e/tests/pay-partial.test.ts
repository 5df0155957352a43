import { describe, expect, test } from 'vitest';
import { LANGS, useBrowser } from '../support/browser.ts';
import { t } from '../support/i18n.ts';
import {
  WALLETS,
  baisaOf,
  checkStep,
  confirmBill,
  dueNow,
  enterCodeFromOutbox,
  freshAccount,
  methodButton,
  readBill,
  requestWalletCode,
  rowValue,
  visitorToBill,
} from '../support/payments.ts';
import { readResultMessage } from '../support/dialogs.ts';

const browser = useBrowser();

const omr = (baisa: number) => (baisa / 1000).toFixed(3);

describe.each(LANGS)('partial payment (%s)', (lang) => {
  test('a 333333… bill: an amount outside 1.000 … due shows the range message; 1.500 within it is paid, and the rest stays due', async () => {
    const { page } = await browser.open(lang);
    const account = freshAccount('333333');
    const bill = await visitorToBill(page, lang, account);
    expect(bill.due).toBeGreaterThan(1500);
    const range = { min: '1.000', max: omr(bill.due) };

    // The pencil beside the paid amount opens the edit amount dialog with the biller's range.
    await page.getByRole('button', { name: t(lang, 'payment.oneTime.amount.editTitle') }).click();
    const dialog = page.getByRole('dialog', { name: t(lang, 'payment.oneTime.amount.editTitle') });
    await dialog.waitFor();
    await dialog.getByText(t(lang, 'payment.oneTime.amount.range', range)).waitFor();
    const amount = dialog.getByRole('textbox', { name: new RegExp(`^${t(lang, 'payment.oneTime.bill.paidAmount')}`) });
    expect(await amount.inputValue()).toBe(omr(bill.due));
    await checkStep(page, `edit amount dialog (${lang})`, `edit-amount-${lang}`);

    const update = dialog.getByRole('button', { name: t(lang, 'payment.oneTime.amount.update'), exact: true });
    const outOfRange = dialog.getByRole('alert').filter({ hasText: t(lang, 'payment.oneTime.amount.notInRange', range) });
    for (const wrong of [omr(bill.due + 1), '0.999']) {
      await amount.fill(wrong);
      await update.click();
      await outOfRange.waitFor();
      expect(await dialog.isVisible()).toBe(true);
    }
    await checkStep(page, `edit amount, out of range (${lang})`);

    // Within the range; in Arabic typed with Arabic-Indic digits and the Arabic decimal mark.
    await amount.fill('');
    await amount.pressSequentially(lang === 'ar' ? '١٫٥' : '1.5');
    expect(await amount.inputValue()).toBe('1.5');
    await update.click();
    await dialog.waitFor({ state: 'detached' });
    const edited = await readBill(page, lang);
    expect(edited.due).toBe(bill.due);
    expect(edited.paid).toBe(1500);
    expect(edited.total).toBe(1500 + edited.fee + edited.vat);
    await checkStep(page, `bill information with a partial amount (${lang})`);

    await confirmBill(page, lang);
    await methodButton(page, lang, 'wallet').click();
    const since = await requestWalletCode(page, lang, WALLETS.funded);
    await enterCodeFromOutbox(page, lang, WALLETS.funded, since);
    await page.getByRole('heading', { name: t(lang, 'payment.oneTime.steps.receipt') }).waitFor();
    await readResultMessage(page);
    expect(baisaOf(await rowValue(page, t(lang, 'payment.receipt.paidAmount')).innerText())).toBe(1500);
    expect(baisaOf(await rowValue(page, t(lang, 'payment.receipt.total')).innerText())).toBe(edited.total);
    await checkStep(page, `receipt of a partial payment (${lang})`);

    expect(await dueNow(page, account)).toBe(bill.due - 1500);
  });
});
