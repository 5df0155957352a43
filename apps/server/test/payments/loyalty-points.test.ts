import { beforeAll, describe, expect, it } from 'vitest';
import { calls, CustomerProfileDataSchema } from '@portal/contract';
import { call, deviceInfo, expectResult } from '../support/api.ts';
import { loginCompanyDetails, loginIndividualDetails } from '../support/logins.ts';
import { usePaymentApp } from '../support/payment-app.ts';
import {
  answerChallenge,
  billLine,
  cardNonce,
  completePayment,
  confirmedSession,
  confirmNonce,
  paymentRow,
  receiptOf,
  TEST_CARDS,
  totalBaisa,
} from './payment-fixtures.ts';

const t = usePaymentApp();
let sessionId: string;
let customerId: number;

const profile = (custId = customerId, sid: string | undefined = sessionId) =>
  call(t.app, calls.getCustomerProfileData, { deviceInfo, customerProfileInfo: { custId, mobileNumber: null } }, sid);
async function pointsCash(): Promise<number> {
  const answer = await profile();
  expectResult(answer, 0);
  return CustomerProfileDataSchema.parse(answer.details).equivalentCash;
}

beforeAll(async () => {
  const d = await loginIndividualDetails(t.app);
  sessionId = d.authenticationInfo.sessionID;
  customerId = d.customerInfo.customerID;
});

describe('RegistredBills/GetCustomerProfileData', () => {
  it("answers the demo individual's points as cash (2.500) and what their registered bills owe", async () => {
    const answer = await profile();
    expectResult(answer, 0);
    // The outstanding total is checked bill by bill in test/registered-bills/outstanding-balance.test.ts.
    expect(answer.details).toEqual({ outstandingBalance: expect.any(Number), equivalentCash: 2.5 });
    expect(CustomerProfileDataSchema.parse(answer.details).outstandingBalance).toBeGreaterThan(0);
  });

  it("refuses another customer's id (401) and a visitor (-77)", async () => {
    const company = await loginCompanyDetails(t.app);
    expectResult(await profile(company.customerInfo.customerID), 401);
    expectResult(await profile(customerId, company.authenticationInfo.sessionID), 401);
    expectResult(await call(t.app, calls.getCustomerProfileData, { deviceInfo, customerProfileInfo: { custId: customerId } }), -77);
  });
});

describe('paying with points (usePoints)', () => {
  it('subtracts the points from what the card is charged, and earns 1% of the paid amount back', async () => {
    const { bill, line } = await billLine(t.app);
    const before = await pointsCash();
    expect(before).toBe(2.5);
    const { paymentSessionId } = await confirmedSession(t, line, await cardNonce(t), { sessionId, usePoints: true });
    expect(await pointsCash()).toBe(0);
    const payment = await paymentRow(t.db, paymentSessionId);
    expect(payment).toMatchObject({
      points_baisa: 2500,
      total_baisa: totalBaisa(bill),
      charged_baisa: totalBaisa(bill) - 2500,
      customer_id: customerId,
    });
    expect((await t.gateway.getPayment(payment.gateway_payment_id!)).amount).toBe(totalBaisa(bill) - 2500);

    const answer = await completePayment(t.app, paymentSessionId, sessionId);
    expectResult(answer, 0);
    expect(receiptOf(answer)).toMatchObject({ pointsUsed: 2.5, totalAmount: totalBaisa(bill) / 1000 });
    // 1% of the money: what the card paid, not what the points paid.
    expect(await pointsCash()).toBe(Math.floor((totalBaisa(bill) - 2500) / 100) / 1000);
  });

  it('ignores usePoints for a visitor: the card is charged the whole total', async () => {
    const { bill, line } = await billLine(t.app);
    const { paymentSessionId } = await confirmedSession(t, line, await cardNonce(t), { usePoints: true });
    expect(await paymentRow(t.db, paymentSessionId)).toMatchObject({ points_baisa: 0, charged_baisa: totalBaisa(bill), customer_id: null });
  });

  it('gives the points back when the card is declined', async () => {
    await t.db.query('UPDATE customer_points SET points_baisa = 1800 WHERE customer_id = $1', [customerId]);
    const { line } = await billLine(t.app);
    expectResult(await confirmNonce(t, line, await cardNonce(t, TEST_CARDS.decline), { sessionId, usePoints: true }), 2);
    expect(await pointsCash()).toBe(1.8);
  });

  it('gives the points back when the challenge is cancelled', async () => {
    const { line } = await billLine(t.app);
    const { returnURL, paymentSessionId } = await confirmedSession(t, line, await cardNonce(t, TEST_CARDS.challenge), {
      sessionId,
      usePoints: true,
    });
    expect(await pointsCash()).toBe(0);
    await answerChallenge(returnURL, 'cancel');
    expectResult(await completePayment(t.app, paymentSessionId, sessionId), 2);
    expect(await pointsCash()).toBe(1.8);
  });

  it('gives the points back when the biller rejects the posting (FAILPOST)', async () => {
    const { line } = await billLine(t.app, '444444');
    const { paymentSessionId } = await confirmedSession(t, line, await cardNonce(t), { sessionId, usePoints: true });
    expect(await pointsCash()).toBe(0);
    const answer = await completePayment(t.app, paymentSessionId, sessionId);
    expectResult(answer, 2);
    expect(receiptOf(answer).pointsUsed).toBe(1.8);
    expect(await pointsCash()).toBe(1.8);
  });
});
