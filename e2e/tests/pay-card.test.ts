import { describe, expect, test } from 'vitest';
import { DESKTOP, LANGS, PHONE, useBrowser } from '../support/browser.ts';
import { originOf } from '../support/context.ts';
import { t } from '../support/i18n.ts';
import {
  CARDS,
  CHALLENGE_CODE,
  CHALLENGE_TEXT,
  baisaOf,
  checkStep,
  confirmBill,
  dueNow,
  expectPaymentSuccess,
  freshAccount,
  methodButton,
  rowValue,
  snap,
  submitContact,
  visitorToBill,
} from '../support/payments.ts';
import { payOnCardPage } from '../support/card-page.ts';

const browser = useBrowser();

describe.each(LANGS)('visitor pays by card on the hosted card page (%s)', (lang) => {
  test('approved card 4111…: contact details, hosted fields, Pay Now → /ConfirmPayment success with the reference; Print gives the PDF invoice', async () => {
    // With the service worker in control, as a returning customer's browser is: the way to the gateway
    // and back to /ConfirmPayment passes through it (the other journeys keep it out: decision 085).
    const { page, context } = await browser.open(lang, { serviceWorkers: 'allow' });
    const account = freshAccount();
    const bill = await visitorToBill(page, lang, account);
    await page.setViewportSize(PHONE);
    await snap(page, `bill-${lang}-phone`);
    await page.setViewportSize(DESKTOP);

    await confirmBill(page, lang);
    await methodButton(page, lang, 'card').click();
    await checkStep(page, `contact details (${lang})`);
    await submitContact(page, lang);

    await payOnCardPage(page, lang, CARDS.approve, async () => {
      // What is paid is shown above the fields: biller, account, the total with fees.
      expect((await rowValue(page, t(lang, 'payment.receipt.billingNo')).innerText()).trim()).toBe(account);
      expect(baisaOf(await rowValue(page, t(lang, 'payment.form.amount')).innerText())).toBe(bill.total);
      await checkStep(page, `card page with the hosted fields filled (${lang})`, `card-page-${lang}`);
      await page.setViewportSize(PHONE);
      await snap(page, `card-page-${lang}-phone`);
      await page.setViewportSize(DESKTOP);
    });

    const reference = await expectPaymentSuccess(page, lang);
    expect((await rowValue(page, t(lang, 'payment.receipt.billingNo')).innerText()).trim()).toBe(account);
    expect((await rowValue(page, t(lang, 'payment.receipt.method')).innerText()).trim()).toBe(
      t(lang, 'payment.receipt.methods.CreditCard'),
    );
    expect(baisaOf(await rowValue(page, t(lang, 'payment.receipt.total')).innerText())).toBe(bill.total);
    await checkStep(page, `payment result, success (${lang})`, `result-success-${lang}`);
    await page.setViewportSize(PHONE);
    await snap(page, `result-success-${lang}-phone`);
    await page.setViewportSize(DESKTOP);
    expect(await dueNow(page, account)).toBe(0);

    // The PDF: PaymentSDK/PrintInvoice answers a base64 PDF, opened in a new tab through a blob: URL.
    expect(await page.locator('body').innerText()).not.toMatch(/pay_[A-Za-z0-9]/);
    expect((await rowValue(page, t(lang, 'payment.receipt.paidWith.CreditCard')).innerText()).trim()).toMatch(
      new RegExp(`${CARDS.approve.slice(-4)}$`),
    );
    await page.getByRole('button', { name: t(lang, 'payment.receipt.print'), exact: true }).waitFor();
    const invoice = page.waitForResponse((r) => /\/api\/PaymentSDK\/PrintInvoice$/i.test(r.url()));
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: t(lang, 'payment.receipt.download'), exact: true }).click();
    const answer = (await (await invoice).json()) as { result: { errorCode: number }; details: { content: string } };
    expect(answer.result.errorCode).toBe(0);
    expect(answer.details.content.startsWith('JVBER')).toBe(true);
    expect(Buffer.from(answer.details.content, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await popup).url()).toMatch(/^blob:/);
    expect(reference).toMatch(/^BP\d+$/);
  });

  test('challenge card 4000…3220: the bank page in the chosen language asks for the code; 1234 pays and returns to /ConfirmPayment', async () => {
    const { page } = await browser.open(lang);
    const account = freshAccount();
    const bill = await visitorToBill(page, lang, account, { a11y: false });
    await confirmBill(page, lang);
    await methodButton(page, lang, 'card').click();
    await submitContact(page, lang);
    await payOnCardPage(page, lang, CARDS.challenge);

    // The gateway's own page, on its own origin.
    await page.waitForURL(/\/challenge\/[^/?]+/);
    expect(new URL(page.url()).origin).not.toBe(originOf(page));
    const text = CHALLENGE_TEXT[lang];
    await page.getByRole('heading', { level: 1, name: text.heading }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByText(text.hint).waitFor();
    expect(
      await page
        .locator('dd')
        .filter({ hasText: /\d+\.\d{3}/ })
        .first()
        .innerText(),
    ).toContain((bill.total / 1000).toFixed(3));
    await checkStep(page, `gateway challenge page (${lang})`, `challenge-${lang}`);

    await page.getByRole('textbox', { name: text.label }).fill(CHALLENGE_CODE);
    await page.getByRole('button', { name: text.submit, exact: true }).click();
    await expectPaymentSuccess(page, lang);
    expect((await rowValue(page, t(lang, 'payment.receipt.billingNo')).innerText()).trim()).toBe(account);
    await checkStep(page, `payment result after the challenge (${lang})`);
    expect(await dueNow(page, account)).toBe(0);
  });
});
