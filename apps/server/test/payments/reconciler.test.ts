import { beforeAll, describe, expect, it, vi } from 'vitest';
import { calls, SetPaymentCardDetailsSchema } from '@portal/contract';
import { GatewayError } from '../../src/adapters/payment-gateway/payment-gateway.ts';
import { call, deviceInfo, expectResult, readCode } from '../support/api.ts';
import { loginIndividualDetails } from '../support/logins.ts';
import { usePaymentApp } from '../support/payment-app.ts';
import {
  answerChallenge,
  billLine,
  cardNonce,
  completePayment,
  confirmedSession,
  confirmNonce,
  paymentRow,
  postingsOf,
  receiptOf,
  TEST_CARDS,
} from './payment-fixtures.ts';

const t = usePaymentApp();
const notInTime = {
  en: 'The payment was not confirmed in time. No money was taken',
  ar: 'لم يتم تأكيد عملية الدفع في الوقت المحدد. لم يتم خصم أي مبلغ',
};
let sessionId: string;
let customerId: number;

/** As if the payment had been left alone for `minutes` (the reconciler looks at payments untouched for 2). */
const age = (paymentId: string, minutes: number) =>
  t.db.query(
    `UPDATE payments SET created_at = now() - make_interval(mins => $2), updated_at = now() - make_interval(mins => $2) WHERE id = $1`,
    [paymentId, minutes],
  );
const gatewayStatus = async (paymentId: string) =>
  (await t.gateway.getPayment((await paymentRow(t.db, paymentId)).gateway_payment_id!)).status;
const points = async () =>
  Number(
    (await t.db.query<{ points_baisa: number }>('SELECT points_baisa FROM customer_points WHERE customer_id = $1', [customerId]))[0]!
      .points_baisa,
  );

beforeAll(async () => {
  const d = await loginIndividualDetails(t.app);
  sessionId = d.authenticationInfo.sessionID;
  customerId = d.customerInfo.customerID;
});

describe('app.reconciler.runOnce', () => {
  it('completes a payment left in awaiting_gateway whose gateway payment is authorized (the customer never came back)', async () => {
    const { line } = await billLine(t.app);
    const { paymentSessionId } = await confirmedSession(t, line, await cardNonce(t));
    expect((await paymentRow(t.db, paymentSessionId)).state).toBe('awaiting_gateway');
    expect(await gatewayStatus(paymentSessionId)).toBe('authorized');

    await t.app.reconciler.runOnce();
    expect((await paymentRow(t.db, paymentSessionId)).state).toBe('awaiting_gateway'); // too fresh to touch

    await age(paymentSessionId, 5);
    const run = await t.app.reconciler.runOnce();
    expect(run.settled).toBeGreaterThanOrEqual(1);
    expect((await paymentRow(t.db, paymentSessionId)).state).toBe('completed');
    expect(await postingsOf(t.db, paymentSessionId)).toBe(1);
    expect(await gatewayStatus(paymentSessionId)).toBe('captured');
    const later = await completePayment(t.app, paymentSessionId);
    expectResult(later, 0);
    expect(receiptOf(later).status).toBe('completed');
    expect(await postingsOf(t.db, paymentSessionId)).toBe(1);
  });

  it('leaves a challenge open while it may still be answered, then completes it', async () => {
    const { line } = await billLine(t.app);
    const { returnURL, paymentSessionId } = await confirmedSession(t, line, await cardNonce(t, TEST_CARDS.challenge));
    await age(paymentSessionId, 5);
    await t.app.reconciler.runOnce();
    expect((await paymentRow(t.db, paymentSessionId)).state).toBe('awaiting_gateway');
    expect(await gatewayStatus(paymentSessionId)).toBe('requires_action');
    await answerChallenge(returnURL, { otp: '1234' });
    expectResult(await completePayment(t.app, paymentSessionId), 0);
  });

  it('expires a challenge abandoned for more than 90 minutes, voids it at the gateway and gives the points back', async () => {
    const before = await points();
    expect(before).toBeGreaterThan(0);
    const { line } = await billLine(t.app);
    const { paymentSessionId } = await confirmedSession(t, line, await cardNonce(t, TEST_CARDS.challenge), { sessionId, usePoints: true });
    expect(await points()).toBe(0);
    await age(paymentSessionId, 60);
    await t.app.reconciler.runOnce();
    expect((await paymentRow(t.db, paymentSessionId)).state).toBe('awaiting_gateway'); // still open at an hour
    await age(paymentSessionId, 91);
    const run = await t.app.reconciler.runOnce();
    expect(run.settled).toBeGreaterThanOrEqual(1);
    expect((await paymentRow(t.db, paymentSessionId)).state).toBe('expired');
    expect(await gatewayStatus(paymentSessionId)).toBe('voided');
    expect(await postingsOf(t.db, paymentSessionId)).toBe(0);
    expect(await points()).toBe(before);
    const answer = await completePayment(t.app, paymentSessionId, sessionId);
    expectResult(answer, 2, notInTime);
    expect(receiptOf(answer).status).toBe('failed');
  });

  it('expires a card order whose code was never typed (awaiting_otp); CardPay then answers 2', async () => {
    const mobile = '96891114444';
    const { line } = await billLine(t.app);
    const answer = await call(t.app, calls.setQuickPaymentCard, {
      deviceInfo,
      cardInfo: { Nonce: await cardNonce(t) },
      paymentInfo: { ...line, mobileNumber: mobile },
      CustomerInfo: null,
    });
    expectResult(answer, -2);
    const { postOrder, authenticate } = SetPaymentCardDetailsSchema.parse(answer.details);
    await age(postOrder.payObject.paymentId, 21);
    await t.app.reconciler.runOnce();
    expect((await paymentRow(t.db, postOrder.payObject.paymentId)).state).toBe('expired');
    const pay = await call(t.app, calls.cardPay, {
      deviceInfo,
      authenticate: { utr: authenticate.utr, pin: await readCode(t.app, mobile), ...postOrder.payObject },
    });
    expectResult(pay, 2, notInTime);
    expect(await postingsOf(t.db, postOrder.payObject.paymentId)).toBe(0);
  });

  it('fails at once a payment the gateway says it never received (it was down), and gives the points back', async () => {
    await t.db.query('UPDATE customer_points SET points_baisa = 1500 WHERE customer_id = $1', [customerId]);
    const { line } = await billLine(t.app);
    const down = vi.spyOn(t.gateway, 'createPayment').mockRejectedValueOnce(new GatewayError('unavailable', 'gateway down'));
    const answer = await confirmNonce(t, line, await cardNonce(t), { sessionId, usePoints: true });
    down.mockRestore();
    // The gateway, asked by our key, knows no such payment: only then is "no money was taken" said.
    expectResult(answer, 503, {
      en: 'The card gateway is not available now. No money was taken, try again later',
      ar: 'بوابة الدفع غير متاحة حالياً. لم يتم خصم أي مبلغ، يرجى المحاولة لاحقاً',
    });
    const [stuck] = await t.db.query<{ id: string; state: string }>(
      'SELECT p.id, p.state FROM payments p JOIN payment_lines l ON l.payment_id = p.id WHERE l.validation_code = $1',
      [line.ValidationCode],
    );
    expect(stuck!.state).toBe('failed');
    expect(await points()).toBe(1500);
    // The inquiry is free again: the customer can pay the bill with another try.
    expectResult(await confirmNonce(t, line, await cardNonce(t), { sessionId }), 0);
  });
});
