import { describe, expect, test } from 'vitest';
import { LANGS, useBrowser } from '../support/browser.ts';
import { t } from '../support/i18n.ts';
import { freshAccount, visitorToBill } from '../support/payments.ts';

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
