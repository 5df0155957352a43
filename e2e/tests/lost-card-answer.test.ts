import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { LANGS, PHONE, useBrowser } from '../support/browser.ts';
import { originOf } from '../support/context.ts';
import { t } from '../support/i18n.ts';
import { readOutbox } from '../support/outbox.ts';
import { ARTIFACTS_DIR } from '../support/screenshots.ts';
import {
  CARDS,
  confirmBill,
  dueNow,
  expectPaymentSuccess,
  freshAccount,
  methodButton,
  submitContact,
  visitorToBill,
} from '../support/payments.ts';
import { payOnCardPage } from '../support/card-page.ts';

/**
 * Issue 35, item 2: a visitor whose answer to "Confirm and pay" was lost used to be sent to a history
 * visitors do not have; they inquired again and paid twice. The card page now asks the server itself
 * what became of the payment and ends on its receipt, with one payment made.
 */
const browser = useBrowser();
const MOBILE = '96890000001';

describe.each(LANGS)('a lost answer to Confirm and pay (%s)', (lang) => {
  test('the server did the payment but its answer never came: the page asks again and ends on the one receipt', async () => {
    // The portal's service worker would answer the call itself, out of page.route's sight.
    const { page } = await browser.open(lang, { viewport: PHONE, serviceWorkers: 'block' });
    const account = freshAccount();
    await visitorToBill(page, lang, account, { a11y: false });
    await confirmBill(page, lang);
    await methodButton(page, lang, 'card').click();
    await submitContact(page, lang);

    let asked = 0;
    await page.route('**/api/PaymentSDK/ConfirmPaymentCardNonce', async (route) => {
      asked++;
      // The question again, a moment late: long enough to see the page say it is checking.
      if (asked > 1) return setTimeout(() => void route.continue(), 5000);
      // The server gets the request and makes the payment; the connection drops before its answer arrives.
      await route.fetch();
      return route.abort('connectionreset');
    });
    const since = new Date();
    await payOnCardPage(page, lang, CARDS.approve);
    await page
      .getByRole('status')
      .filter({ hasText: t(lang, 'payment.form.checkingTitle') })
      .waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'payments', `lost-answer-checking-${lang}-phone.png`), fullPage: true });
    const reference = await expectPaymentSuccess(page, lang);
    expect(asked).toBeGreaterThanOrEqual(2);
    expect(await dueNow(page, account)).toBe(0);
    // One payment: one receipt text since the card was confirmed, and it is this receipt's.
    await expect
      .poll(
        async () =>
          (await readOutbox(MOBILE, originOf(page)))
            .filter((m) => Date.parse(m.sentAt) >= since.getTime() && /BP\d+/.test(m.text))
            .map((m) => m.text.match(/BP\d+/)![0]),
        { timeout: 20_000 },
      )
      .toEqual([reference]);
  });
});
