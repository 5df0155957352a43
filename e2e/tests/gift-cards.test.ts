import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInIndividual } from '../support/auth.ts';
import { PHONE, DESKTOP, useBrowser, type Lang } from '../support/browser.ts';
import { originOf, pageUrl, pathPattern } from '../support/context.ts';
import { t } from '../support/i18n.ts';
import { readOutbox } from '../support/outbox.ts';
import {
  CARDS,
  WALLETS,
  baisaOf,
  checkStep,
  enterCodeFromOutbox,
  expectPaymentSuccess,
  requestWalletCode,
  rowValue,
  snap,
} from '../support/payments.ts';
import { payOnCardPage } from '../support/card-page.ts';
import { readResultMessage } from '../support/dialogs.ts';

const browser = useBrowser();

/** Seeded gift cards (apps/server/src/db/seed/catalog-data.ts giftCard()): $25 costs 9.650 OMR. */
const PLAYSTATION = { billerId: 71, serviceId: 711, usd25: 7112, name: { en: 'PlayStation Store', ar: 'متجر بلايستيشن' } } as const;
const NETFLIX = { serviceId: 741, usd25: 7411, name: { en: 'Netflix', ar: 'نتفليكس' } } as const;
const PRICE_25 = 9650;
const VOUCHER = /[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}/;

const heading = (page: Page, lang: Lang, step: string) => page.getByRole('heading', { name: t(lang, `payment.gift.steps.${step}`) });

/** The voucher shown on a receipt, and the SMS to `mobile` that carries it. */
async function expectVoucher(page: Page, lang: Lang, mobile: string): Promise<string> {
  const box = page.getByTestId('voucher-codes');
  await box.waitFor();
  const voucher = VOUCHER.exec(await box.innerText())?.[0];
  expect(voucher, 'voucher code on the receipt').toBeTruthy();
  await expect.poll(async () => (await readOutbox(mobile, originOf(page))).filter((m) => m.text.includes(voucher!)).length).toBe(1);
  await box.getByRole('button', { name: t(lang, 'payment.voucher.copy') }).waitFor();
  return voucher!;
}

describe('gift cards', () => {
  test('visitor (en): PlayStation tile → gift cards search → $25 → e-mail and mobile prompts → card 4111 on the hosted fields → voucher on the receipt and by SMS', async () => {
    const lang: Lang = 'en';
    const { page } = await browser.open(lang);
    const mobile = `9689${String(Date.now()).slice(-7)}`;

    // The quick-payment grid sends a gift-card biller to its gift-card page.
    await page.goto(pageUrl(page, '/QuickPayment'));
    await page.getByTestId(`biller-${PLAYSTATION.billerId}`).click();
    await page.waitForURL(pathPattern('/GiftCardPayment'));
    await heading(page, lang, 'denominations').waitFor();
    await page.getByRole('link', { name: t(lang, 'payment.gift.back') }).click();

    // The listing: search by English or Arabic name, case-insensitive; nothing found says so.
    await page.waitForURL(pathPattern('/GiftCards'));
    await page.getByRole('heading', { level: 1, name: t(lang, 'payment.gift.title') }).waitFor();
    await page.getByTestId(`gift-${NETFLIX.serviceId}`).waitFor();
    await checkStep(page, 'gift cards listing (en)', 'gift-listing-en');
    const search = page.getByRole('searchbox', { name: t(lang, 'payment.gift.search') });
    expect(await search.getAttribute('maxlength')).toBe('50');
    await search.fill('PLAY');
    await expect.poll(() => page.locator('[data-testid^="gift-"]').count()).toBe(2);
    await search.fill('نتفليكس');
    await expect.poll(() => page.locator('[data-testid^="gift-"]').count()).toBe(1);
    await search.fill('zzz');
    await page
      .getByRole('status')
      .filter({ hasText: t(lang, 'payment.gift.noBillers') })
      .waitFor();
    await search.fill('');
    await page.getByTestId(`gift-${PLAYSTATION.serviceId}`).click();

    await page.waitForURL(pathPattern('/GiftCardPayment'));
    await page.getByTestId(`denomination-${PLAYSTATION.usd25}`).waitFor();
    await checkStep(page, 'denominations (en)', 'gift-denominations-en');
    await page.getByTestId(`denomination-${PLAYSTATION.usd25}`).click();
    await heading(page, lang, 'bill').waitFor();
    expect((await rowValue(page, t(lang, 'payment.gift.denomination')).innerText()).trim()).toBe('PlayStation Store $25');
    expect(baisaOf(await rowValue(page, t(lang, 'payment.gift.price')).innerText())).toBe(PRICE_25);
    await checkStep(page, 'voucher information (en)', 'gift-bill-en');

    // E-mail prompt: a click outside does not close it; a wrong address is refused.
    await page.getByRole('button', { name: t(lang, 'payment.gift.confirm'), exact: true }).click();
    const email = page.getByRole('dialog', { name: t(lang, 'payment.gift.email.title') });
    await email.waitFor();
    await page.mouse.click(5, 5);
    await email.getByRole('textbox', { name: /^E-mail/ }).fill('not-an-email');
    await email.getByRole('button', { name: t(lang, 'payment.gift.continue') }).click();
    await email
      .getByRole('alert')
      .filter({ hasText: t(lang, 'payment.gift.email.invalid') })
      .waitFor();
    await checkStep(page, 'e-mail prompt (en)', 'gift-email-en');
    await email.getByRole('textbox', { name: /^E-mail/ }).fill('gift.buyer@example.om');
    await email.getByRole('button', { name: t(lang, 'payment.gift.continue') }).click();

    const phone = page.getByRole('dialog', { name: t(lang, 'payment.gift.mobile.title') });
    await phone.waitFor();
    await phone.getByRole('textbox', { name: /^Mobile number/ }).fill('9123456');
    await phone.getByRole('button', { name: t(lang, 'payment.gift.continue') }).click();
    await phone
      .getByRole('alert')
      .filter({ hasText: t(lang, 'payment.gift.mobile.invalid') })
      .waitFor();
    // The 8 local digits, as at login and on the one-time payment's contact step; kept as 968 and 8 digits.
    await phone.getByRole('textbox', { name: /^Mobile number/ }).fill(mobile.slice(3));
    await phone.getByRole('button', { name: t(lang, 'payment.gift.continue') }).click();

    // A visitor pays on the national gateway only.
    await heading(page, lang, 'method').waitFor();
    expect(await page.getByRole('button', { name: new RegExp(`^${t(lang, 'payment.gift.method.wallet')}`) }).count()).toBe(0);
    await checkStep(page, 'payment method, card only (en)', 'gift-method-en');
    await page.getByRole('button', { name: new RegExp(`^${t(lang, 'payment.gift.method.card')}`) }).click();

    await payOnCardPage(page, lang, CARDS.approve, async () => {
      expect(baisaOf(await rowValue(page, t(lang, 'payment.form.amount')).innerText())).toBe(PRICE_25);
    });
    const reference = await expectPaymentSuccess(page, lang);
    const voucher = await expectVoucher(page, lang, mobile);
    // The card that paid by its last four digits; no gateway id (pay_…) anywhere on the page.
    expect((await rowValue(page, t(lang, 'payment.receipt.paidWith.CreditCard')).innerText()).trim()).toMatch(
      new RegExp(`${CARDS.approve.slice(-4)}$`),
    );
    expect(await page.locator('body').innerText()).not.toMatch(/pay_[A-Za-z0-9]/);
    const sms = (await readOutbox(mobile, originOf(page))).find((m) => m.text.includes(voucher))!;
    expect(sms.text).toContain(reference);
    await checkStep(page, 'gift card receipt (en)', 'gift-receipt-en');
    await page.setViewportSize(PHONE);
    await snap(page, 'gift-receipt-en-phone');
    await page.setViewportSize(DESKTOP);
  });

  test('customer (ar): gift cards → Netflix $25 → wallet 96890000001 with the code from the SMS → voucher on the receipt with copy, and by SMS', async () => {
    const lang: Lang = 'ar';
    const { page } = await browser.open(lang);
    await signInIndividual(page, lang);
    // The sidebar's Gift Cards entry (the login response's menu) opens the spec's protected listing.
    await page.getByRole('navigation').getByRole('link', { name: 'بطاقات الهدايا', exact: true }).click();
    await page.waitForURL(pathPattern('/A2AeSh7an'));
    await page.getByRole('heading', { level: 1, name: t(lang, 'payment.gift.title') }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await page.getByTestId(`gift-${NETFLIX.serviceId}`).waitFor();
    await checkStep(page, 'gift cards listing (ar)', 'gift-listing-ar');
    await page.getByTestId(`gift-${NETFLIX.serviceId}`).click();

    await page.waitForURL(pathPattern('/A2AeSh7anPayment'));
    await page.getByRole('heading', { level: 2, name: NETFLIX.name.ar }).waitFor();
    await page.getByTestId(`denomination-${NETFLIX.usd25}`).waitFor();
    await checkStep(page, 'denominations (ar)', 'gift-denominations-ar');
    await page.getByTestId(`denomination-${NETFLIX.usd25}`).click();
    await heading(page, lang, 'bill').waitFor();
    expect(baisaOf(await rowValue(page, t(lang, 'payment.gift.price')).innerText())).toBe(PRICE_25);
    await checkStep(page, 'voucher information (ar)', 'gift-bill-ar');

    // A customer is not asked for contact details and may use the wallet.
    await page.getByRole('button', { name: t(lang, 'payment.gift.confirm'), exact: true }).click();
    await heading(page, lang, 'method').waitFor();
    await checkStep(page, 'payment method (ar)', 'gift-method-ar');
    await page.getByRole('button', { name: new RegExp(`^${t(lang, 'payment.gift.method.wallet')}`) }).click();
    await heading(page, lang, 'walletMobile').waitFor();
    await checkStep(page, 'wallet mobile (ar)');
    const since = await requestWalletCode(page, lang, WALLETS.funded);
    await checkStep(page, 'wallet code (ar)');
    await enterCodeFromOutbox(page, lang, WALLETS.funded, since);

    await heading(page, lang, 'receipt').waitFor();
    const message = await readResultMessage(page);
    const reference = (await rowValue(page, t(lang, 'payment.receipt.reference')).innerText()).trim();
    expect(message).toContain(reference);
    await expectVoucher(page, lang, WALLETS.funded);
    expect((await rowValue(page, t(lang, 'payment.receipt.method')).innerText()).trim()).toBe(t(lang, 'payment.receipt.methods.Wallet'));
    expect(baisaOf(await rowValue(page, t(lang, 'payment.receipt.total')).innerText())).toBe(PRICE_25);
    await checkStep(page, 'gift card receipt (ar)', 'gift-receipt-ar');
    await page.setViewportSize(PHONE);
    await snap(page, 'gift-receipt-ar-phone');
    await page.setViewportSize(DESKTOP);

    // Done goes back to the gift cards.
    await page.getByRole('button', { name: t(lang, 'payment.gift.receipt.done'), exact: true }).click();
    await page.waitForURL(pathPattern('/A2AeSh7an'));
  });
});
