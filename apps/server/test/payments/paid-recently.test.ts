import { describe, expect, it } from 'vitest';
import { calls, ErrorCode, RecentPaymentSchema } from '@portal/contract';
import { paidRecentlyText } from '../../src/modules/bill-inquiry/recent-payments.ts';
import { call, challengeOf, deviceInfo, expectResult } from '../support/api.ts';
import { usePaymentApp } from '../support/payment-app.ts';
import { account, cardNonce, confirmNonce, inquire, lineOf, walletCode, walletPay, WALLET } from './payment-fixtures.ts';

/**
 * Issue 35, item 2: nothing stopped paying the same bill twice within minutes (two tabs, or a second try
 * after a lost answer). An inquiry says so; a payment of such a bill needs "Pay again" (PayAgain).
 */
const t = usePaymentApp();
const otherBrowser = { ...deviceInfo, deviceID: 'another-browser' };

describe('a bill paid in the last 24 hours', () => {
  it('is said at inquiry: amount and time to the browser that paid, only that it was paid to anyone else', async () => {
    const billingNo = account('333333');
    const first = await inquire(t.app, billingNo);
    expect(first.recentPayment ?? null).toBeNull();
    // Part of it paid from the wallet, so some is still due and a second payment possible.
    const line = lineOf(first, Math.round(first.dueAmount * 500) / 1000);
    expectResult(await walletPay(t.app, line, await walletCode(t.app, line)), 0);

    const again = await inquire(t.app, billingNo);
    const mine = RecentPaymentSchema.parse(again.recentPayment);
    expect(mine.status).toBe('paid');
    expect(mine.amount).toBeCloseTo(line.PaidAmount + first.feeAmount + first.vatAmount + first.taxAmount, 3);
    expect(Date.now() - Date.parse(mine.at!)).toBeLessThan(60_000);

    const theirs = await call(t.app, calls.inquirePostBill, {
      deviceInfo: otherBrowser,
      customerInfo: { customerID: -1 },
      postPaidBill: { billingNo, billNo: '', billerID: 11, serviceID: 111, Channel: 'I' },
    });
    expectResult(theirs, 0);
    expect((theirs.details as { recentPayment: unknown }).recentPayment).toEqual({ status: 'paid' });
  });

  it('refuses the wallet code and the card without "Pay again", and takes them with it', async () => {
    const billingNo = account('333333');
    // Two tabs: both inquire, the first pays.
    const tabA = await inquire(t.app, billingNo);
    const tabB = await inquire(t.app, billingNo);
    const paid = lineOf(tabA, Math.round(tabA.dueAmount * 500) / 1000);
    expectResult(await walletPay(t.app, paid, await walletCode(t.app, paid)), 0);

    const second = lineOf(tabB, Math.round(tabB.dueAmount * 250) / 1000);
    const token = (line: typeof second) =>
      call(t.app, calls.generateToken, { deviceInfo: otherBrowser, token: { mobileNumber: WALLET.funded }, paymentInfo: line });
    const refused = await token(second);
    expectResult(refused, ErrorCode.Conflict, {
      en: paidRecentlyText.en,
      ar: paidRecentlyText.ar,
    });
    // Another browser learns no amounts.
    expect(refused.details).toEqual({ recentPayment: { status: 'paid' } });
    const card = await confirmNonce(t, second, await cardNonce(t));
    expect(card.result.errorCode).toBe(ErrorCode.Conflict);

    expect(challengeOf(await token({ ...second, PayAgain: true })).utr).toBeTruthy();
  });
});
