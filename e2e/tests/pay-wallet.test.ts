import { describe, expect, test } from 'vitest';
import { DESKTOP, LANGS, PHONE, useBrowser } from '../support/browser.ts';
import { t } from '../support/i18n.ts';
import {
  WALLETS,
  baisaOf,
  checkStep,
  confirmBill,
  dueNow,
  enterCodeFromOutbox,
  fillInquiry,
  freshAccount,
  inquire,
  methodButton,
  readBill,
  requestWalletCode,
  rowValue,
  visitorToBill,
  snap,
} from '../support/payments.ts';
import { readAndCloseDialog, readResultMessage } from '../support/dialogs.ts';

const browser = useBrowser();

/** The sandbox wallet's refusal (apps/server/src/adapters/wallet/sandbox-wallet.ts). */
const INSUFFICIENT = { en: 'The wallet balance is not enough for this payment', ar: 'رصيد المحفظة غير كافٍ لهذه العملية' };

describe.each(LANGS)('visitor pays by wallet (%s)', (lang) => {
  test('quick payment → MEDC electricity → bill information → wallet → code from the SMS → receipt; the bill is then paid', async () => {
    const { page } = await browser.open(lang);
    const account = freshAccount();

    const bill = await visitorToBill(page, lang, account, { shots: true });
    expect(bill.reference).toBe(account);
    expect(bill.due).toBeGreaterThanOrEqual(4000);
    expect(bill.paid).toBe(bill.due);
    // Fee 0.100 and VAT 5% of it for a bill paid by card or wallet (SANDBOX.md); the total adds them.
    expect(bill.fee).toBe(100);
    expect(bill.vat).toBe(5);
    expect(bill.total).toBe(bill.due + bill.fee + bill.vat);
    expect(await dueNow(page, account)).toBe(bill.due);

    await confirmBill(page, lang);
    await checkStep(page, `payment method (${lang})`, `method-${lang}`);
    await methodButton(page, lang, 'wallet').click();
    await page.getByRole('heading', { name: t(lang, 'payment.oneTime.steps.walletMobile') }).waitFor();
    await checkStep(page, `wallet mobile (${lang})`);

    const since = await requestWalletCode(page, lang, WALLETS.funded);
    await checkStep(page, `wallet code (${lang})`, `wallet-code-${lang}`);
    await enterCodeFromOutbox(page, lang, WALLETS.funded, since);

    await page.getByRole('heading', { name: t(lang, 'payment.oneTime.steps.receipt') }).waitFor();
    await checkStep(page, `receipt with the success message (${lang})`);
    const message = await readResultMessage(page);
    const reference = (await rowValue(page, t(lang, 'payment.receipt.reference')).innerText()).trim();
    expect(reference).toMatch(/^BP\d+$/);
    expect(message).toContain(reference);
    expect((await rowValue(page, t(lang, 'payment.receipt.billingNo')).innerText()).trim()).toBe(account);
    expect((await rowValue(page, t(lang, 'payment.receipt.method')).innerText()).trim()).toBe(t(lang, 'payment.receipt.methods.Wallet'));
    expect((await rowValue(page, t(lang, 'payment.receipt.lineStatus')).innerText()).trim()).toBe(
      t(lang, 'payment.receipt.status.Completed'),
    );
    expect(baisaOf(await rowValue(page, t(lang, 'payment.receipt.paidAmount')).innerText())).toBe(bill.due);
    expect(baisaOf(await rowValue(page, t(lang, 'payment.receipt.total')).innerText())).toBe(bill.total);
    expect((await rowValue(page, t(lang, 'payment.receipt.paidWith.Wallet')).innerText()).trim()).toBe(`•••• ${WALLETS.funded.slice(-4)}`);
    await checkStep(page, `receipt (${lang})`, `receipt-${lang}`);
    await page.setViewportSize(PHONE);
    await snap(page, `receipt-${lang}-phone`);
    await page.setViewportSize(DESKTOP);
    // The address names the receipt, so a reload or a bookmark finds it again (checked at the end); in its
    // fragment, which the browser never sends to the server (issue 30: the id is a visitor's only key).
    await expect.poll(() => new URLSearchParams(new URL(page.url()).hash.slice(1)).get('receipt')).toMatch(/\S{8,}/);
    expect(new URL(page.url()).searchParams.get('receipt')).toBeNull();
    const receiptAddress = page.url();
    const receiptId = new URLSearchParams(new URL(receiptAddress).hash.slice(1)).get('receipt')!;

    // Paid once: the same account, inquired again from "Pay another bill", has nothing due.
    await page.getByRole('button', { name: t(lang, 'payment.oneTime.receipt.another') }).click();
    await page.getByRole('heading', { name: t(lang, 'payment.oneTime.steps.inquiry') }).waitFor();
    await fillInquiry(page, lang, account);
    await inquire(page, lang);
    const after = await readBill(page, lang);
    expect(after.due).toBe(0);
    expect((await rowValue(page, t(lang, 'payment.oneTime.bill.dueAmount')).innerText()).trim()).toContain('0.000');
    await checkStep(page, `bill information, nothing due (${lang})`);
    // A bill with nothing due says so and offers nothing to confirm (issue 11).
    await page
      .getByRole('status')
      .filter({ hasText: t(lang, 'payment.oneTime.bill.nothingDueTitle') })
      .waitFor();
    expect(await page.getByRole('button', { name: t(lang, 'payment.oneTime.bill.confirm'), exact: true }).count()).toBe(0);

    // The receipt's address, opened again (a reload, a bookmark): the same receipt, on the result page, for
    // the visitor who paid; no request of the page's names the payment in its address.
    const requested: string[] = [];
    page.on('request', (request) => void requested.push(request.url()));
    await page.goto('about:blank');
    await page.goto(receiptAddress);
    // The page is drawn first; its script then moves to the result page (vitest's default poll is 1 s).
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(/\/ConfirmPayment$/);
    await page.getByRole('heading', { name: t(lang, 'payment.result.title') }).waitFor();
    expect((await rowValue(page, t(lang, 'payment.receipt.reference')).innerText()).trim()).toBe(reference);
    expect(baisaOf(await rowValue(page, t(lang, 'payment.receipt.total')).innerText())).toBe(bill.total);
    await checkStep(page, `receipt reopened from its address (${lang})`, `receipt-reopened-${lang}`);
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((url) => url.includes(receiptId) || url.includes(encodeURIComponent(receiptId)))).toEqual([]);
  });

  test('a wallet with too little money (0.500 OMR) is refused with a clear message, and nothing is paid', async () => {
    const { page } = await browser.open(lang);
    const account = freshAccount();
    const bill = await visitorToBill(page, lang, account, { a11y: false });
    await confirmBill(page, lang);
    await methodButton(page, lang, 'wallet').click();
    const since = await requestWalletCode(page, lang, WALLETS.poor);
    await enterCodeFromOutbox(page, lang, WALLETS.poor, since);

    const dialog = page.getByRole('dialog', { name: t(lang, 'common.dialog.error') });
    await dialog.waitFor();
    await checkStep(page, `insufficient wallet error (${lang})`);
    expect(await readAndCloseDialog(page, lang, 'error')).toBe(INSUFFICIENT[lang]);
    // Back on the bill, as it was: the customer may choose another way to pay.
    await page.getByRole('heading', { name: t(lang, 'payment.oneTime.steps.bill') }).waitFor();
    expect((await readBill(page, lang)).due).toBe(bill.due);
    expect(await dueNow(page, account)).toBe(bill.due);
  });
});
