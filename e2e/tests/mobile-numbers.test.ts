import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { acceptTerms, chooseCustomerType, field, openLogin } from '../support/auth.ts';
import { LANGS, PHONE, useBrowser, type Lang } from '../support/browser.ts';
import { originOf, pageUrl, pathPattern } from '../support/context.ts';
import { t } from '../support/i18n.ts';
import { readCode, readOutbox } from '../support/outbox.ts';
import { CARDS, confirmBill, expectPaymentSuccess, freshAccount, methodButton, snap, visitorToBill } from '../support/payments.ts';
import { payOnCardPage } from '../support/card-page.ts';

/**
 * Issue 35, item 1: one mobile rule everywhere. A number pasted from Contacts in any of the ways people
 * write it is read whole (never cut to a length first), shown as the 8 local digits behind +968 with the
 * number the text will go to, and the code or receipt goes to 96890000001, not to a stranger.
 */
const browser = useBrowser();
const MOBILE = '96890000001';
const PASTED = ['+968 9000 0001', '0096890000001', '9000 0001', '+٩٦٨ ٩٠٠٠ ٠٠٠١', '٠٠٩٦٨٩٠٠٠٠٠٠١', '٩٠٠٠ ٠٠٠١'];
const exactly = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
const RUN = String(Date.now()).slice(-6);

/** Each way of writing the number pasted in turn (one insertion, as a paste is): each reads 9000 0001. */
async function pasteEach(page: Page, lang: Lang, box: Locator): Promise<void> {
  const willText = page.getByText(t(lang, 'validation.mobileWillText', { mobile: '\u2066+968 9000 0001\u2069' }));
  for (const pasted of PASTED) {
    await box.fill('');
    await box.focus();
    await page.keyboard.insertText(pasted);
    expect(await box.inputValue(), pasted).toBe('90000001');
    await willText.waitFor();
  }
}

describe.each(LANGS)('a pasted mobile number is read right (%s)', (lang) => {
  test('login: each form of +968 9000 0001 gives 9000 0001, and the code goes to 96890000001', async () => {
    const { page } = await browser.open(lang, { viewport: PHONE });
    await openLogin(page, lang);
    await pasteEach(page, lang, field(page, t(lang, 'auth.login.mobile')));
    await snap(page, `mobile-login-${lang}-phone`);
    await acceptTerms(page, lang);
    const since = new Date();
    await page.getByRole('button', { name: t(lang, 'auth.login.submit'), exact: true }).click();
    await page.waitForURL(pathPattern('/OTPLogin'));
    expect(await readCode(MOBILE, { since, origin: originOf(page) })).toMatch(/^\d{6}$/);
  });

  test('registration: the pasted number is the one the code goes to', async () => {
    const { page } = await browser.open(lang, { viewport: PHONE });
    await page.goto(pageUrl(page, '/SelfRegistration'));
    await page.getByRole('heading', { level: 1, name: t(lang, 'registration.title') }).waitFor();
    await chooseCustomerType(page, lang, 'individual');
    await page.getByRole('form', { name: t(lang, 'registration.individual.formLabel') }).waitFor();
    await field(page, t(lang, 'person.firstName')).fill(lang === 'ar' ? 'سالم' : 'Salim');
    await field(page, t(lang, 'person.lastName')).fill(lang === 'ar' ? 'الملصق' : 'Paster');
    const nationality = page.getByRole('combobox', { name: exactly(t(lang, 'person.nationality')) });
    await nationality.click();
    await nationality.fill(lang === 'ar' ? 'عمان' : 'oman');
    await page.getByRole('option', { name: lang === 'ar' ? 'عُمان' : 'Oman', exact: true }).click();
    await field(page, t(lang, 'person.idNumber')).fill(`MP${lang}${RUN}`);
    await pasteEach(page, lang, field(page, t(lang, 'registration.mobile')));
    const residence = page.getByRole('combobox', { name: exactly(t(lang, 'person.countryOfResidence')) });
    await residence.click();
    await residence.fill(lang === 'ar' ? 'عمان' : 'oman');
    await page.getByRole('option', { name: lang === 'ar' ? 'عُمان' : 'Oman', exact: true }).click();
    await acceptTerms(page, lang);
    await snap(page, `mobile-registration-${lang}-phone`);
    const since = new Date();
    await page.getByRole('button', { name: t(lang, 'common.proceed'), exact: true }).click();
    await page.getByRole('dialog', { name: t(lang, 'common.otp.label') }).waitFor();
    expect(await readCode(MOBILE, { since, origin: originOf(page) })).toMatch(/^\d+$/);
  });

  test('a visitor’s wallet: the code goes to the pasted number', async () => {
    const { page } = await browser.open(lang, { viewport: PHONE });
    await visitorToBill(page, lang, freshAccount(), { a11y: false });
    await confirmBill(page, lang);
    await methodButton(page, lang, 'wallet').click();
    await pasteEach(page, lang, page.getByRole('textbox', { name: exactly(t(lang, 'payment.oneTime.wallet.mobile')) }));
    await snap(page, `mobile-wallet-${lang}-phone`);
    const since = new Date();
    await page.getByRole('button', { name: t(lang, 'payment.oneTime.wallet.sendCode'), exact: true }).click();
    expect(await readCode(MOBILE, { since, origin: originOf(page) })).toMatch(/^\d+$/);
  });

  test('a visitor’s contact step: the receipt text goes to the pasted number', async () => {
    const { page } = await browser.open(lang, { viewport: PHONE });
    await visitorToBill(page, lang, freshAccount(), { a11y: false });
    await confirmBill(page, lang);
    await methodButton(page, lang, 'card').click();
    await page.getByRole('heading', { name: t(lang, 'payment.oneTime.steps.contact') }).waitFor();
    await page.getByRole('textbox', { name: exactly(t(lang, 'payment.oneTime.contact.email')) }).fill('paste@example.com');
    await pasteEach(page, lang, page.getByRole('textbox', { name: exactly(t(lang, 'payment.oneTime.contact.mobile')) }));
    await snap(page, `mobile-contact-${lang}-phone`);
    await page.getByRole('button', { name: t(lang, 'payment.oneTime.contact.continue') }).click();
    await payOnCardPage(page, lang, CARDS.approve);
    const reference = await expectPaymentSuccess(page, lang);
    await expect
      .poll(async () => (await readOutbox(MOBILE, originOf(page))).some((m) => m.text.includes(reference)), { timeout: 20_000 })
      .toBe(true);
  });

  test('a number that is not an Omani mobile is refused on the form, with nothing sent', async () => {
    const { page } = await browser.open(lang, { viewport: PHONE });
    await openLogin(page, lang);
    const box = field(page, t(lang, 'auth.login.mobile'));
    await box.focus();
    // Too long to be a mobile: once it was cut to its first 8 digits and a code went to 96896890000.
    await page.keyboard.insertText('+968 9689 0000 1');
    expect(await box.inputValue()).toBe('+968 9689 0000 1');
    await acceptTerms(page, lang);
    await page.getByRole('button', { name: t(lang, 'auth.login.submit'), exact: true }).click();
    await page.getByText(t(lang, 'validation.incorrectMobile')).waitFor();
    expect(page.url()).not.toMatch(/OTPLogin/);
  });
});
