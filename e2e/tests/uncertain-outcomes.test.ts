import { describe, expect, test } from 'vitest';
import { callApi, pageSessionId } from '../support/api.ts';
import { acceptTerms, field, openLogin, readAuth, signInIndividual, typeCode } from '../support/auth.ts';
import { LANGS, useBrowser } from '../support/browser.ts';
import { originOf, pageUrl } from '../support/context.ts';
import { payByWallet } from '../support/history-page.ts';
import { useOwnServer } from '../support/own-server.ts';
import { t } from '../support/i18n.ts';
import { readCode } from '../support/outbox.ts';
import {
  WALLETS,
  confirmBill,
  fillInquiry,
  freshAccount,
  methodButton,
  openQuickPayment,
  pickMedc,
  requestWalletCode,
  visitorToBill,
} from '../support/payments.ts';
import { readResultMessage } from '../support/dialogs.ts';

/**
 * Issue 11, item 3: what happened to the money, said plainly. With no connection every button says so,
 * and a payment whose answer was lost says it may have gone through, keeping the typed code (back
 * online, the same code pays once); a payment still being processed is not called a failure; a
 * customer's result page opened signed out asks to sign in.
 */
const browser = useBrowser();
// The biller's fault switch acts on the whole server: a server of this file's own.
const own = useOwnServer();

async function armFault(origin: string, fault: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${origin}/api/dev/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(res.status).toBe(200);
}

describe.each(LANGS)('offline (%s)', (lang) => {
  test('Verify of a wallet payment without a connection: the honest state, the code kept; online again it pays', async () => {
    const { page, context } = await browser.open(lang);
    await visitorToBill(page, lang, freshAccount(), { a11y: false });
    await confirmBill(page, lang);
    await methodButton(page, lang, 'wallet').click();
    const since = await requestWalletCode(page, lang, WALLETS.funded);
    const code = await readCode(WALLETS.funded, { since, origin: originOf(page) });
    await typeCode(page, lang, code);

    await context.setOffline(true);
    await page.getByRole('button', { name: t(lang, 'common.verify'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t(lang, 'network.paymentUnknownTitle') });
    await dialog.getByText(t(lang, 'network.paymentUnknown')).waitFor();
    await page.getByText(t(lang, 'network.noAnswer')).first().waitFor();
    await dialog.getByRole('button', { name: t(lang, 'common.ok') }).click();
    const firstBox = page.getByRole('textbox', { name: t(lang, 'common.otp.digit', { n: 1, total: code.length }) });
    expect(await firstBox.inputValue()).toBe(code[0]);

    await context.setOffline(false);
    await page.getByRole('button', { name: t(lang, 'common.verify'), exact: true }).click();
    expect(await readResultMessage(page)).toMatch(/BP\d+/);
  });

  test('Log in and Inquire without a connection say so', async () => {
    const { page, context } = await browser.open(lang);
    await openLogin(page, lang, 'individual');
    await field(page, t(lang, 'auth.login.mobile')).fill(WALLETS.funded.slice(3));
    await acceptTerms(page, lang);
    await context.setOffline(true);
    await page.getByRole('button', { name: t(lang, 'auth.login.submit'), exact: true }).click();
    await page.getByText(t(lang, 'network.noAnswer')).first().waitFor();
    await context.setOffline(false);

    await openQuickPayment(page, lang);
    await pickMedc(page, lang);
    await fillInquiry(page, lang, freshAccount());
    await context.setOffline(true);
    await page.getByRole('button', { name: t(lang, 'payment.oneTime.inquiry.submit'), exact: true }).click();
    await page.getByText(t(lang, 'network.noAnswer')).first().waitFor();
    await context.setOffline(false);
  });

  test('a wallet payment the biller has not confirmed yet says it is being processed, not that it failed', async () => {
    const { baseUrl } = await own.ready();
    const { page } = await browser.open(lang, { origin: baseUrl });
    await visitorToBill(page, lang, freshAccount(), { a11y: false });
    await confirmBill(page, lang);
    await methodButton(page, lang, 'wallet').click();
    const since = await requestWalletCode(page, lang, WALLETS.funded);
    await typeCode(page, lang, await readCode(WALLETS.funded, { since, origin: baseUrl }));
    await armFault(baseUrl, { point: 'biller.post', kind: 'before', times: 1 });
    try {
      await page.getByRole('button', { name: t(lang, 'common.verify'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t(lang, 'payment.pending.title') });
      await dialog.getByText(lang === 'ar' ? /لا تدفع مرة أخرى/ : /Do not pay again/).waitFor();
      expect(await page.getByRole('dialog', { name: t(lang, 'common.dialog.error') }).count()).toBe(0);
    } finally {
      await armFault(baseUrl, { clear: true });
    }
  });

  test('a customer’s payment opened signed out asks to sign in, without a failure dialog', async () => {
    const { baseUrl } = await own.ready();
    const { page } = await browser.open(lang, { origin: baseUrl });
    await signInIndividual(page, lang);
    const { reference } = await payByWallet(page);
    const customerID = (await readAuth(page))?.custInfo.customerID ?? 0;
    const answer = await callApi(
      baseUrl,
      'TransactionHistory/GetAllTransactionHistory',
      { customerInfo: { customerID }, paging: { pageNumber: 1, pageSize: 10 } },
      await pageSessionId(page),
    );
    const row = (answer.details as { rows: Array<{ participantTrxID: string; paymentSessionId?: string }> }).rows.find(
      (r) => r.participantTrxID === reference,
    )!;

    const visitor = await browser.open(lang, { origin: baseUrl });
    await visitor.page.goto(pageUrl(visitor.page, `/ConfirmPayment?payment-session-id=${row.paymentSessionId}&channel=I`));
    const status = visitor.page.getByRole('status').filter({ hasText: t(lang, 'payment.result.signInTitle') });
    await status.waitFor();
    await status.getByRole('link', { name: t(lang, 'payment.result.signIn') }).waitFor();
    expect(await visitor.page.getByRole('dialog').count()).toBe(0);
  });
});
