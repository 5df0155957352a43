import { describe, expect, test } from 'vitest';
import { LANGS, useBrowser } from '../support/browser.ts';
import { t } from '../support/i18n.ts';
import { originOf } from '../support/context.ts';
import { readCode } from '../support/outbox.ts';
import {
  MEDC,
  checkStep,
  confirmBill,
  freshAccount,
  inquire,
  methodButton,
  openQuickPayment,
  readBill,
  submitContact,
  visitorToBill,
} from '../support/payments.ts';
import { saveScreenshot } from '../support/screenshots.ts';

/** Issue 11, item 7: a bill with nothing due says so and offers nothing to confirm. */
const browser = useBrowser();

describe.each(LANGS)('bill information (%s)', (lang) => {
  test('a bill with nothing due (sandbox 555555…) says so and has no Confirm button', async () => {
    const { page } = await browser.open(lang);
    await visitorToBill(page, lang, freshAccount('555555'));
    await page
      .getByRole('status')
      .filter({ hasText: t(lang, 'payment.oneTime.bill.nothingDueTitle') })
      .waitFor();
    expect(await page.getByRole('button', { name: t(lang, 'payment.oneTime.bill.confirm'), exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: t(lang, 'common.back'), exact: true }).isVisible()).toBe(true);
  });

  test("the phone's Back steps back through the payment (method → bill → inquiry) and keeps the bill; the page's Back agrees", async () => {
    const { page } = await browser.open(lang, { viewport: { width: 390, height: 844 } });
    const account = freshAccount();
    const bill = await visitorToBill(page, lang, account, { a11y: false });
    // One clear Confirm on a phone: the bill's details and history are quieter links, not equal buttons.
    await saveScreenshot(page, `bill-information-phone-${lang}`);
    const confirm = page.getByRole('button', { name: t(lang, 'payment.oneTime.bill.confirm'), exact: true });
    const history = page.getByRole('button', { name: t(lang, 'payment.oneTime.bill.history'), exact: true });
    expect(await confirm.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe(
      await history.evaluate((b) => getComputedStyle(b).backgroundColor),
    );
    const path = new URL(page.url()).pathname;
    await confirmBill(page, lang);

    const heading = (step: string) => page.getByRole('heading', { name: t(lang, `payment.oneTime.steps.${step}`) });
    await page.goBack();
    await heading('bill').waitFor();
    expect(await readBill(page, lang)).toEqual(bill);
    await page.goBack();
    await heading('inquiry').waitFor();
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await page.getByRole('textbox', { name: new RegExp(`^${MEDC.referenceLabel[lang]}`) }).inputValue()).toBe(account);

    // The page's own Back and the browser's agree: Back from the method step, then the browser's Back.
    await inquire(page, lang);
    await confirmBill(page, lang);
    const entry = () => page.evaluate(() => (window.history.state as { idx?: number } | null)?.idx ?? -1);
    const onMethod = await entry();
    await page.getByRole('button', { name: t(lang, 'common.back'), exact: true }).click();
    await heading('bill').waitFor();
    // The page's Back goes back through history, which the browser does a moment later: the phone's
    // Back is pressed once that has happened, as a person would, not while it is still under way.
    await page.waitForFunction((from) => (window.history.state as { idx?: number } | null)?.idx === from - 1, onMethod);
    await page.goBack();
    await heading('inquiry').waitFor();
    expect(new URL(page.url()).pathname).toBe(path);
  });
});

describe.each(LANGS)('water changes which fields show (%s)', (lang) => {
  test("a water bill's reference is its account number: required, digits only (Arabic-Indic too), at most 10, on a number pad", async () => {
    const { page } = await browser.open(lang);
    await openQuickPayment(page, lang);
    await page.getByTestId('biller-21').click();
    await page.getByRole('heading', { name: t(lang, 'payment.oneTime.steps.inquiry') }).waitFor();
    await page.getByRole('combobox', { name: new RegExp(`^${t(lang, 'payment.oneTime.inquiry.service')}`) }).click();
    await page.getByRole('option', { name: lang === 'ar' ? 'فاتورة المياه' : 'Water Bill', exact: true }).click();
    const account = page.getByRole('textbox', { name: new RegExp(`^${MEDC.referenceLabel[lang]}`) });
    expect(await account.getAttribute('inputmode')).toBe('numeric');
    expect(await account.getAttribute('maxlength')).toBe('10');
    expect(await account.getAttribute('required')).not.toBeNull();
    await page.getByText(t(lang, 'payment.oneTime.inquiry.waterAccountHint')).waitFor();

    await page.getByRole('button', { name: t(lang, 'payment.oneTime.inquiry.submit'), exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: t(lang, 'validation.fieldRequired') })
      .waitFor();
    await account.fill('20045AB');
    await page.getByRole('button', { name: t(lang, 'payment.oneTime.inquiry.submit'), exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: t(lang, 'payment.oneTime.inquiry.waterAccountInvalid') })
      .waitFor();
    await checkStep(page, `water inquiry form (${lang})`, `water-inquiry-${lang}`);

    await account.fill(lang === 'ar' ? '٢٠٠٤٥٦٧' : '2004567');
    await inquire(page, lang);
    expect((await readBill(page, lang)).reference).toBe('2004567');
  });
});

describe.each(LANGS)('one mobile format (%s)', (lang) => {
  test('the wallet step and the contact step take the 8 local digits, as the login does', async () => {
    const { page } = await browser.open(lang);
    await visitorToBill(page, lang, freshAccount(), { a11y: false });
    await confirmBill(page, lang);
    await methodButton(page, lang, 'wallet').click();
    const since = new Date();
    await page
      .getByRole('textbox', { name: new RegExp(`^${t(lang, 'payment.oneTime.wallet.mobile')}( \\*)?$`) })
      .fill(lang === 'ar' ? '٩٠٠٠٠٠٠١' : '9000 0001');
    await page.getByRole('button', { name: t(lang, 'payment.oneTime.wallet.sendCode'), exact: true }).click();
    await page.getByRole('heading', { name: t(lang, 'payment.oneTime.steps.code') }).waitFor();
    expect(await readCode('96890000001', { since, origin: originOf(page) })).toMatch(/^\d{6}$/);

    const other = await browser.open(lang);
    await visitorToBill(other.page, lang, freshAccount(), { a11y: false });
    await confirmBill(other.page, lang);
    await methodButton(other.page, lang, 'card').click();
    await submitContact(other.page, lang, 'visitor@example.com', lang === 'ar' ? '٩٠٠٠ ٠٠٠١' : '9000 0001');
    await other.page.getByRole('heading', { name: t(lang, 'payment.oneTime.steps.contact') }).waitFor({ state: 'detached' });
  });
});
