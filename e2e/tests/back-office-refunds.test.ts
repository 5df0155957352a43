import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { callApi, pageSessionId } from '../support/api.ts';
import { signInIndividual } from '../support/auth.ts';
import { backOfficeUrl, bo, searchPayments, signInStaff } from '../support/back-office.ts';
import { LANGS, PHONE, useBrowser, type Lang } from '../support/browser.ts';
import { originOf } from '../support/context.ts';
import { openHistory } from '../support/history-page.ts';
import { t } from '../support/i18n.ts';
import { freshAccount, MEDC, walletPayByApi } from '../support/payments.ts';
import { saveScreenshot } from '../support/screenshots.ts';

const browser = useBrowser();
/** The default threshold (REFUND_APPROVAL_THRESHOLD_OMR): a refund above it waits for a second person. */
const THRESHOLD_OMR = 50;

/** A signed-in customer's wallet payment of a bill above the threshold, through the API: its id, reference and amount. */
async function payLargeBill(page: Page): Promise<{ id: string; reference: string; paid: number }> {
  const origin = originOf(page);
  const session = await pageSessionId(page);
  const post = (p: string, body: Record<string, unknown>) => callApi(origin, p, body, session);
  // The sandbox's bills are 4 to 95 OMR by their reference: take the first above the threshold.
  for (;;) {
    const account = freshAccount();
    const inquiry = await post('RegistredBills/InquirePostBill', {
      customerInfo: { customerID: -1 },
      postPaidBill: { billingNo: account, billNo: '', billerID: MEDC.billerId, serviceID: MEDC.serviceId, Channel: 'I' },
    });
    const due = (inquiry.details as { dueAmount: number }).dueAmount;
    if (due <= THRESHOLD_OMR + 1) continue;
    const paid = await walletPayByApi(origin, post, account);
    expect(paid.result.errorCode, paid.result.errorEDesc).toBe(0);
    const receipt = paid.details as { paymentSessionId: string; refrenceNumberInfo: { refrenceNumber: string } };
    return { id: receipt.paymentSessionId, reference: receipt.refrenceNumberInfo.refrenceNumber, paid: due };
  }
}

/**
 * A screenshot of the screen as it is; with E2E_SHOTS=1 one at 390 px and one at 1366 px (the widths the
 * screens are looked at in), left out of CI's runs to keep the file lean.
 */
async function shots(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SHOTS !== '1') {
    await saveScreenshot(page, path.join('back-office', name));
    return;
  }
  const size = page.viewportSize()!;
  for (const width of [PHONE.width, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await saveScreenshot(page, path.join('back-office', `${name}-${width}`));
  }
  await page.setViewportSize(size);
}

describe.each(LANGS)('back office refunds (%s)', (lang: Lang) => {
  test('a refund above the threshold: a support lead requests it, a finance approver approves it in another browser, and the customer’s history shows it', async () => {
    const customer = await browser.open(lang);
    await signInIndividual(customer.page, lang);
    const payment = await payLargeBill(customer.page);
    const amount = (payment.paid - 1).toFixed(3);

    const lead = (await browser.open(lang)).page;
    await signInStaff(lead, lang, 'lead');
    await lead.goto(backOfficeUrl(`/Payment/${encodeURIComponent(payment.id)}`));
    await lead.getByRole('heading', { name: bo(lang, 'refund.heading') }).waitFor();
    await lead
      .getByTestId('refund-line-1')
      .getByRole('button', { name: bo(lang, 'refund.action') })
      .click();
    const dialog = lead.getByRole('dialog', { name: bo(lang, 'refund.title') });
    const amountBox = dialog.getByRole('textbox', { name: bo(lang, 'refund.amount') });
    // Prefilled with all that is left on the line.
    expect(await amountBox.inputValue()).toBe(payment.paid.toFixed(3));
    await amountBox.fill(amount);
    await dialog.getByLabel(bo(lang, 'refund.reason')).click();
    await lead.getByRole('option', { name: lang === 'ar' ? 'دفع مكرر' : 'Paid twice' }).click();
    await dialog.getByRole('textbox', { name: bo(lang, 'refund.note') }).fill('The customer paid this bill twice today');
    await expectNoSeriousA11yViolations(lead, `refund dialog (${lang})`);
    await shots(lead, `refund-dialog-${lang}`);
    await dialog.getByRole('button', { name: bo(lang, 'refund.submit') }).click();
    await dialog.getByRole('status').getByText(bo(lang, 'refund.state.pending_approval')).waitFor();

    const approver = (await browser.open(lang)).page;
    await signInStaff(approver, lang, 'approver');
    await approver.getByRole('link', { name: bo(lang, 'nav.refunds') }).click();
    await approver.getByRole('heading', { level: 1, name: bo(lang, 'refund.queueHeading') }).waitFor();
    const row = approver.getByRole('row').filter({ hasText: payment.reference });
    await row.waitFor();
    await expectNoSeriousA11yViolations(approver, `refund approvals (${lang})`);
    await shots(approver, `refund-approvals-${lang}`);
    await row.getByRole('button', { name: bo(lang, 'refund.approve') }).click();
    const decide = approver.getByRole('dialog', { name: bo(lang, 'refund.approve') });
    await decide.getByRole('button', { name: bo(lang, 'refund.approve') }).click();
    await row.waitFor({ state: 'detached' });

    // The requester's page reads it again: refunded, decided by the approver.
    await lead.reload();
    const refunds = lead.getByRole('region', { name: bo(lang, 'refund.heading') });
    await refunds.getByRole('cell', { name: bo(lang, 'refund.state.succeeded'), exact: true }).waitFor();
    await refunds.getByText('approver@staff.example.om').waitFor();
    // The payment's timeline tells the approval, in the staff member's language.
    await lead
      .getByRole('region', { name: bo(lang, 'payment.timeline') })
      .getByText(lang === 'ar' ? 'اعتُمد الاسترداد — تم' : 'Refund approved — done')
      .waitFor();
    await expectNoSeriousA11yViolations(lead, `payment refunds (${lang})`);
    await shots(lead, `payment-refunds-${lang}`);

    await openHistory(customer.page, lang);
    const refunded = customer.page.locator('[data-history-row]').filter({ hasText: payment.reference }).locator('[data-col="refunded"]');
    await expect.poll(() => refunded.textContent()).toContain(t(lang, 'history.refunded'));
    expect(await refunded.textContent()).toContain(amount);
    await expectNoSeriousA11yViolations(customer.page, `history with a refund (${lang})`);
    await shots(customer.page, `history-refund-${lang}`);
    // Its receipt: the bill still paid, and the money given back since under it.
    await customer.page.getByRole('link', { name: t(lang, 'history.resendReceipt.openLabel', { reference: payment.reference }) }).click();
    const back = customer.page.getByTestId('line-refunded');
    await back.waitFor();
    expect(await back.textContent()).toContain(t(lang, 'payment.receipt.returnedTo.Wallet'));
    expect(await back.textContent()).toContain(amount);
    await shots(customer.page, `receipt-refund-${lang}`);
    // Three browsers, a payment, four accessibility scans and sixteen screenshots: 23 s on a quiet
    // machine, 98 s in a loaded CI run (stop 44).
  }, 150_000);

  test('an agent sees a payment’s refunds without a Refund button, and the approvals address is not allowed', async () => {
    const { page } = await browser.open(lang);
    await signInStaff(page, lang, 'agent');
    await searchPayments(page, lang, '90000001');
    await page.getByRole('table').getByRole('link').first().click();
    await page.getByRole('heading', { name: bo(lang, 'refund.heading') }).waitFor();
    expect(await page.getByRole('button', { name: bo(lang, 'refund.action'), exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: bo(lang, 'nav.refunds') }).count()).toBe(0);
    await page.goto(backOfficeUrl('/Refunds'));
    await page.getByRole('heading', { level: 1, name: bo(lang, 'notAllowed.heading') }).waitFor();
    await expectNoSeriousA11yViolations(page, `refund approvals not allowed (${lang})`);
  });
});
