import { describe, expect, test } from 'vitest';
import { COMPLAINT_DISPOSITION_TEXT, COMPLAINT_TYPE_TEXT } from '@portal/contract';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { callApi, pageSessionId } from '../support/api.ts';
import { signInIndividual } from '../support/auth.ts';
import { backOfficeUrl, bo, signInStaff } from '../support/back-office.ts';
import { LANGS, useBrowser } from '../support/browser.ts';
import { originOf } from '../support/context.ts';
import { openHistory } from '../support/history-page.ts';
import { t } from '../support/i18n.ts';
import { freshAccount, MEDC, walletPayByApi } from '../support/payments.ts';
import { saveScreenshot } from '../support/screenshots.ts';

const browser = useBrowser();
/** Each language raises a different type, so the two runs never meet the one-open-per-line-and-type rule. */
const TYPE = { en: 'paid_twice', ar: 'wrong_amount' } as const;

/**
 * A bill the signed-in customer pays by wallet through the API: its payment id and reference. At most
 * 50 OMR (the sandbox's bills are 4 to 95 by their reference), so a staff refund of it needs no second person.
 */
async function payABill(page: Page): Promise<{ id: string; reference: string }> {
  const origin = originOf(page);
  const session = await pageSessionId(page);
  const post = (p: string, body: Record<string, unknown>) => callApi(origin, p, body, session);
  let account = freshAccount();
  for (;;) {
    const inquiry = await post('RegistredBills/InquirePostBill', {
      customerInfo: { customerID: -1 },
      postPaidBill: { billingNo: account, billNo: '', billerID: MEDC.billerId, serviceID: MEDC.serviceId, Channel: 'I' },
    });
    if ((inquiry.details as { dueAmount: number }).dueAmount <= 50) break;
    account = freshAccount();
  }
  const paid = await walletPayByApi(origin, post, account);
  expect(paid.result.errorCode, paid.result.errorEDesc).toBe(0);
  const receipt = paid.details as { paymentSessionId: string; refrenceNumberInfo: { refrenceNumber: string } };
  return { id: receipt.paymentSessionId, reference: receipt.refrenceNumberInfo.refrenceNumber };
}

describe.each(LANGS)('complaints (%s)', (lang) => {
  test('a customer complains from history; staff assign, reply, refund and resolve; the customer sees each status and the refund', async () => {
    const { page } = await browser.open(lang);
    await signInIndividual(page, lang);
    const payment = await payABill(page);
    await openHistory(page, lang);
    await page.getByRole('link', { name: t(lang, 'complaints.complainLabel', { reference: payment.reference }) }).click();
    await page.getByRole('heading', { level: 2, name: t(lang, 'complaints.new') }).waitFor();
    await page.getByLabel(t(lang, 'complaints.typeLabel')).first().click();
    await page.getByRole('option', { name: COMPLAINT_TYPE_TEXT[TYPE[lang]][lang] }).click();
    await page.getByRole('textbox', { name: t(lang, 'complaints.description') }).fill('The biller still shows this bill as due.');
    await expectNoSeriousA11yViolations(page, `complaint form (${lang})`);
    await saveScreenshot(page, `complaints/form-${lang}`);
    await page.getByRole('button', { name: t(lang, 'complaints.send') }).click();
    const badge = page.locator('[data-complaint-status]');
    await expect.poll(() => badge.getAttribute('data-complaint-status')).toBe('received');
    const number = new URL(page.url()).searchParams.get('number')!;
    expect(number).toMatch(/^C-\d+$/);

    // A support lead handles it: assigns, replies, refunds the bill on the payment's page, resolves with that refund.
    const staff = await browser.open(lang);
    await signInStaff(staff.page, lang, 'lead');
    await staff.page.goto(backOfficeUrl(`/Complaints/${number}`));
    await staff.page.getByRole('heading', { level: 1, name: number }).waitFor();
    await staff.page.getByLabel(bo(lang, 'complaints.assignTo')).first().click();
    await staff.page.getByRole('option').first().click();
    await staff.page.getByRole('button', { name: bo(lang, 'complaints.assign'), exact: true }).click();
    await staff.page.locator('[data-status="assigned"]').waitFor();
    const text = staff.page.getByRole('textbox', { name: bo(lang, 'complaints.text') });
    await text.fill('We have asked the biller.');
    await staff.page.getByRole('button', { name: bo(lang, 'complaints.reply') }).click();
    await staff.page.getByText('We have asked the biller.').waitFor();
    await page.reload();
    await page.getByText('We have asked the biller.').waitFor();
    await expect.poll(() => badge.getAttribute('data-complaint-status')).toBe('assigned');

    await staff.page.goto(backOfficeUrl(`/Payment/${encodeURIComponent(payment.id)}`));
    await staff.page
      .getByTestId('refund-line-1')
      .getByRole('button', { name: bo(lang, 'refund.action') })
      .click();
    const dialog = staff.page.getByRole('dialog', { name: bo(lang, 'refund.title') });
    await dialog.getByLabel(bo(lang, 'refund.reason')).click();
    await staff.page.getByRole('option').first().click();
    await dialog.getByRole('textbox', { name: bo(lang, 'refund.note') }).fill('Refunded for complaint ' + number);
    await dialog.getByRole('button', { name: bo(lang, 'refund.submit') }).click();
    await dialog.getByRole('status').getByText(bo(lang, 'refund.state.succeeded')).waitFor();

    await staff.page.goto(backOfficeUrl(`/Complaints/${number}`));
    await staff.page.getByLabel(bo(lang, 'complaints.disposition')).first().click();
    await staff.page.getByRole('option', { name: COMPLAINT_DISPOSITION_TEXT.refunded[lang], exact: true }).click();
    await staff.page.getByLabel(bo(lang, 'complaints.refundLink')).first().click();
    await staff.page.getByRole('option').first().click();
    await text.fill('We have refunded the bill to your wallet.');
    await expectNoSeriousA11yViolations(staff.page, `complaint staff (${lang})`);
    await saveScreenshot(staff.page, `complaints/staff-${lang}`);
    await staff.page.getByRole('button', { name: bo(lang, 'complaints.resolve'), exact: true }).click();
    await staff.page.locator('[data-status="resolved"]').first().waitFor();

    await page.reload();
    await expect.poll(() => badge.getAttribute('data-complaint-status')).toBe('resolved');
    await page.getByText('We have refunded the bill to your wallet.').waitFor();
    await expectNoSeriousA11yViolations(page, `complaint detail (${lang})`);
    // Phone and desktop, both screens: never wider than a phone.
    for (const [p, name] of [
      [page, 'customer'],
      [staff.page, 'staff'],
    ] as const) {
      for (const width of [390, 1366]) {
        await p.setViewportSize({ width, height: 844 });
        // Drawn afresh at this width (a select's dropdown opened at the old width stays positioned there).
        await p.reload();
        await p.getByText('We have refunded the bill to your wallet.').first().waitFor();
        await saveScreenshot(p, `complaints/${name}-${width}-${lang}`);
        if (width === 390) expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
    }

    // The refund in the customer's history, on the complained-about payment's row.
    await openHistory(page, lang);
    const refunded = page.locator('[data-history-row]').filter({ hasText: payment.reference }).locator('[data-col="refunded"]');
    await expect.poll(() => refunded.textContent()).toContain(t(lang, 'history.refunded'));
  });
});
