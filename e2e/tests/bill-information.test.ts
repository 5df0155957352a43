import { describe, expect, test } from 'vitest';
import { LANGS, useBrowser } from '../support/browser.ts';
import { t } from '../support/i18n.ts';
import { originOf } from '../support/context.ts';
import { readCode } from '../support/outbox.ts';
import { confirmBill, freshAccount, methodButton, submitContact, visitorToBill } from '../support/payments.ts';

/** Issue 11, item 7: a bill with nothing due says so and offers nothing to confirm. */
const browser = useBrowser();

describe.each(LANGS)('bill information (%s)', (lang) => {
  test('a bill with nothing due (sandbox 555555…) says so and has no Confirm button', async () => {
    const { page } = await browser.open(lang);
    await visitorToBill(page, lang, freshAccount('555555'));
    await page.getByRole('status').filter({ hasText: t(lang, 'payment.oneTime.bill.nothingDueTitle') }).waitFor();
    expect(await page.getByRole('button', { name: t(lang, 'payment.oneTime.bill.confirm'), exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: t(lang, 'common.back'), exact: true }).isVisible()).toBe(true);
  });
});

describe.each(LANGS)('one mobile format (%s)', (lang) => {
  test('the wallet step and the contact step take the 8 local digits, as the login does', async () => {
    const { page } = await browser.open(lang);
    await visitorToBill(page, lang, freshAccount(), { a11y: false });
    await confirmBill(page, lang);
    await methodButton(page, lang, 'wallet').click();
    const since = new Date();
    await page.getByRole('textbox', { name: new RegExp(`^${t(lang, 'payment.oneTime.wallet.mobile')}( \\*)?$`) }).fill(lang === 'ar' ? '٩٠٠٠٠٠٠١' : '9000 0001');
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
