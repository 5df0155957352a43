import { describe, expect, it } from 'vitest';
import { calls, ConfirmCardNonceDetailsSchema, GetPaymentTokenDetailsSchema } from '@portal/contract';
import { call, deviceInfo, expectResult } from '../support/api.ts';
import { usePaymentApp } from '../support/payment-app.ts';
import { pendingText } from '../../src/modules/payments/payment-outcome.ts';
import {
  answerChallenge,
  billLine,
  cardNonce,
  completePayment,
  confirmedSession,
  confirmNonce,
  confirmPaymentUrl,
  inquire,
  paymentRow,
  postingsOf,
  receiptOf,
  TEST_CARDS,
  totalBaisa,
} from './payment-fixtures.ts';

const t = usePaymentApp();
const paymentsOf = (validationCode: string) =>
  t.db.query('SELECT p.id FROM payments p JOIN payment_lines l ON l.payment_id = p.id WHERE l.validation_code = $1', [validationCode]);
const gatewayStatus = async (paymentSessionId: string) =>
  (await t.gateway.getPayment((await paymentRow(t.db, paymentSessionId)).gateway_payment_id!)).status;

describe('PaymentSDK/GetPaymentToken', () => {
  it('answers a gateway access token and where the hosted-fields SDK lives', async () => {
    const answer = await call(t.app, calls.getPaymentToken, { deviceInfo });
    expectResult(answer, 0);
    const details = GetPaymentTokenDetailsSchema.parse(answer.details);
    expect(details.accessToken.length).toBeGreaterThanOrEqual(20);
    expect(details).toMatchObject({ gatewayOrigin: t.gatewayOrigin, sdkUrl: `${t.gatewayOrigin}/sdk/hosted-fields.js` });
  });
});

describe('card payment with a nonce (ConfirmPaymentCardNonce → gateway → CompletePayment)', () => {
  it('approves without a challenge: returnURL is our ConfirmPayment page, CompletePayment answers the receipt', async () => {
    const { bill, line } = await billLine(t.app);
    const { returnURL, paymentSessionId } = await confirmedSession(t, line, await cardNonce(t));
    expect(returnURL).toBe(confirmPaymentUrl(t, paymentSessionId));
    const answer = await completePayment(t.app, paymentSessionId);
    expectResult(answer, 0);
    const receipt = receiptOf(answer);
    expect(receipt).toMatchObject({
      status: 'completed',
      paymentMethod: 'CreditCard',
      totalAmount: totalBaisa(bill) / 1000,
      paymentSessionId,
    });
    expect(receipt.paymentInfo[0]).toMatchObject({
      billingNo: bill.billingNo,
      paidAmount: bill.dueAmount,
      paymentStatus: 'Completed',
      systemTrxID: expect.stringMatching(/\S/),
    });
    expect(await postingsOf(t.db, paymentSessionId)).toBe(1);
    expect(await gatewayStatus(paymentSessionId)).toBe('captured');
    expect((await inquire(t.app, bill.billingNo)).dueAmount).toBe(0);
    // Asked again (a refresh of the result page), the same receipt; nothing is posted twice.
    expect((await completePayment(t.app, paymentSessionId)).details).toEqual(answer.details);
    expect(await postingsOf(t.db, paymentSessionId)).toBe(1);
  });

  it('works the same through the RegistredBills/ path', async () => {
    const { line } = await billLine(t.app);
    const answer = await call(t.app, calls.confirmCardNonce, {
      deviceInfo,
      paymentInfo: line,
      cardInfo: { Nonce: await cardNonce(t) },
      CustomerInfo: { Email: 'a@b.om' },
    });
    expectResult(answer, 0);
    const { paymentSessionId, returnURL } = ConfirmCardNonceDetailsSchema.parse(answer.details);
    expect(returnURL).toBe(confirmPaymentUrl(t, paymentSessionId));
    expectResult(await completePayment(t.app, paymentSessionId), 0);
  });

  it('is idempotent per nonce: the same nonce confirmed twice answers the same payment session', async () => {
    const { line } = await billLine(t.app);
    const nonce = await cardNonce(t);
    const first = await confirmedSession(t, line, nonce);
    const again = await confirmedSession(t, line, nonce);
    expect(again).toEqual(first);
    expect(await paymentsOf(line.ValidationCode)).toHaveLength(1);
    // Once paid, the bill's inquiry is refused to a new payment: the nonce's payment answers all the same.
    expectResult(await completePayment(t.app, first.paymentSessionId), 0);
    expect(await confirmedSession(t, line, nonce)).toEqual(first);
    expect(await paymentsOf(line.ValidationCode)).toHaveLength(1);
  });

  it('is idempotent when the same nonce arrives 3 times at once (a double click), also with a challenge page to show', async () => {
    for (const card of [TEST_CARDS.approve, TEST_CARDS.challenge]) {
      const { line } = await billLine(t.app);
      const nonce = await cardNonce(t, card);
      const answers = await Promise.all([1, 2, 3].map(() => confirmNonce(t, line, nonce)));
      expectResult(answers[0]!, 0);
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      expect(await paymentsOf(line.ValidationCode)).toHaveLength(1);
    }
  });

  it('sends a challenge card to the gateway page; pending (1) until the code is answered, then the receipt', async () => {
    const { bill, line } = await billLine(t.app);
    const { returnURL, paymentSessionId } = await confirmedSession(t, line, await cardNonce(t, TEST_CARDS.challenge));
    expect(returnURL.startsWith(`${t.gatewayOrigin}/challenge/`)).toBe(true);
    const pending = await completePayment(t.app, paymentSessionId);
    expectResult(pending, 1, pendingText);
    expect(pending.details).toEqual({ status: 'pending' });
    expect(await postingsOf(t.db, paymentSessionId)).toBe(0);

    expect(await answerChallenge(returnURL, { otp: '1234' })).toBe(confirmPaymentUrl(t, paymentSessionId));
    const done = await completePayment(t.app, paymentSessionId);
    expectResult(done, 0);
    expect(receiptOf(done)).toMatchObject({ status: 'completed', totalAmount: totalBaisa(bill) / 1000 });
    expect(await postingsOf(t.db, paymentSessionId)).toBe(1);
  });

  it('answers 2 when the customer cancels the challenge, and posts nothing', async () => {
    const { bill, line } = await billLine(t.app);
    const { returnURL, paymentSessionId } = await confirmedSession(t, line, await cardNonce(t, TEST_CARDS.challenge));
    await answerChallenge(returnURL, 'cancel');
    const answer = await completePayment(t.app, paymentSessionId);
    expectResult(answer, 2);
    expect(receiptOf(answer).status).toBe('failed');
    expect(await postingsOf(t.db, paymentSessionId)).toBe(0);
    expect((await paymentRow(t.db, paymentSessionId)).state).toBe('failed');
    expect((await inquire(t.app, bill.billingNo)).dueAmount).toBe(bill.dueAmount);
  });

  it('answers 2 at confirmation for a declined card (issuer, insufficient funds) and posts nothing', async () => {
    for (const [card, reason] of [
      [TEST_CARDS.decline, 'Card declined by issuer'],
      [TEST_CARDS.insufficient, 'Insufficient funds'],
    ] as const) {
      const { bill, line } = await billLine(t.app);
      const answer = await confirmNonce(t, line, await cardNonce(t, card));
      expectResult(answer, 2);
      expect(answer.result.errorEDesc).toBe(`${reason}. No money was taken`);
      expect(answer.result.errorADesc).toBe('رفض البنك المُصدر البطاقة. لم يتم خصم أي مبلغ');
      const [payment] = await t.db.query<{ id: string; state: string }>(
        'SELECT p.id, p.state FROM payments p JOIN payment_lines l ON l.payment_id = p.id WHERE l.validation_code = $1',
        [line.ValidationCode],
      );
      expect(payment!.state).toBe('failed');
      expect(await postingsOf(t.db, payment!.id)).toBe(0);
      expect((await inquire(t.app, bill.billingNo)).dueAmount).toBe(bill.dueAmount);
    }
  });

  it('voids the card authorisation when the biller rejects the posting (FAILPOST): 2, card not charged', async () => {
    const { line } = await billLine(t.app, '444444');
    const { paymentSessionId } = await confirmedSession(t, line, await cardNonce(t));
    const answer = await completePayment(t.app, paymentSessionId);
    expectResult(answer, 2, {
      en: 'The biller rejected the payment. Your card was not charged',
      ar: 'رفضت الجهة المفوترة عملية الدفع. لم يتم خصم المبلغ من بطاقتك',
    });
    // A hold released is no refund: the line failed and no money was taken (issue 35).
    expect(receiptOf(answer).paymentInfo.map((l) => l.paymentStatus)).toEqual(['Failed']);
    expect(receiptOf(answer).moneyBack).toBe('notTaken');
    expect(await gatewayStatus(paymentSessionId)).toBe('voided');
    expect(await postingsOf(t.db, paymentSessionId)).toBe(0);
  });

  it('answers 404 for an unknown payment session', async () => {
    expectResult(await completePayment(t.app, 'no-such-payment-session'), 404, { en: 'Payment not found', ar: 'عملية الدفع غير موجودة' });
  });

  it('answers 901 "enter the card again" for a nonce the gateway refuses (forged or already spent), and ends that payment', async () => {
    const cardExpired = {
      en: 'The card details expired. Please enter the card again',
      ar: 'انتهت صلاحية بيانات البطاقة. يرجى إدخال البطاقة مرة أخرى',
    };
    const { line } = await billLine(t.app);
    expectResult(await confirmNonce(t, line, 'forged-nonce-0123456789'), 901, cardExpired);
    const spent = await cardNonce(t);
    await t.gateway.vaultCard(spent);
    const other = await billLine(t.app);
    expectResult(await confirmNonce(t, other.line, spent), 901, cardExpired);
    const states = await t.db.query<{ state: string }>(
      'SELECT p.state FROM payments p JOIN payment_lines l ON l.payment_id = p.id WHERE l.validation_code IN ($1, $2)',
      [line.ValidationCode, other.line.ValidationCode],
    );
    expect(states).toEqual([{ state: 'failed' }, { state: 'failed' }]);
  });
});
