import { beforeAll, describe, expect, it } from 'vitest';
import { calls, CustomerProfileDataSchema, SaveCardDetailsSchema, type SavedCard } from '@portal/contract';
import { call, deviceInfo, expectResult, outbox } from '../support/api.ts';
import { DEMO, loginIndividualDetails } from '../support/logins.ts';
import { usePaymentApp } from '../support/payment-app.ts';
import {
  account,
  answerChallenge,
  cardNonce,
  completePayment,
  cvvNonce,
  paymentRow,
  postingsOf,
  receiptOf,
  TEST_CARDS,
} from '../payments/payment-fixtures.ts';
import {
  basketBaisa,
  bulkCardPay,
  bulkNonce,
  bulkSession,
  bulkSetPaymentCard,
  inquired,
  lineOf,
  orderOf,
  postingsByLine,
  postItem,
} from './bulk-fixtures.ts';

const t = usePaymentApp();
let me: { sid: string; id: number };
let stranger: { sid: string; id: number };
let card: SavedCard;

const gatewayOf = async (paymentId: string) => t.gateway.getPayment((await paymentRow(t.db, paymentId)).gateway_payment_id!);
const basket = async (...kinds: string[]) => {
  const items = await inquired(
    t.app,
    me.sid,
    kinds.map((k) => postItem(account(k))),
  );
  return { items, lines: items.map((i) => lineOf(i)) };
};

beforeAll(async () => {
  const a = await loginIndividualDetails(t.app);
  const b = await loginIndividualDetails(t.app, DEMO.otherIndividual.mobile);
  me = { sid: a.authenticationInfo.sessionID, id: a.customerInfo.customerID };
  stranger = { sid: b.authenticationInfo.sessionID, id: b.customerInfo.customerID };
  const saved = await call(
    t.app,
    calls.saveCard,
    { deviceInfo, creditCardInfo: { CardName: 'Ahmed Visa', Nonce: await cardNonce(t) } },
    me.sid,
  );
  expectResult(saved, 0);
  card = SaveCardDetailsSchema.parse(saved.details).card;
});

describe('saved card: RegistredBills/BulkSetPaymentCard → code → BulkConfirmPaymentCard', () => {
  it('holds the order for the basket, texts a code for its total, and pays every bill once', async () => {
    const { items, lines } = await basket('7', '7', '7');
    const { order, code } = await orderOf(
      t.app,
      await bulkSetPaymentCard(t.app, me.sid, lines, { cardID: card.id, cvvNonce: await cvvNonce(t, card.cardToken) }),
    );
    expect((await outbox(t.app, DEMO.individual.mobile))[0]!.text).toContain((basketBaisa(items, lines) / 1000).toFixed(3));
    expect(await postingsOf(t.db, order.paymentId)).toBe(0);
    const answer = await bulkCardPay(t.app, me.sid, order, code, card.id);
    expectResult(answer, 0);
    const receipt = receiptOf(answer);
    expect(receipt).toMatchObject({
      status: 'completed',
      paymentMethod: 'CreditCard',
      paymentSessionId: order.paymentId,
      refrenceNumberInfo: { refrenceNumber: order.orderId },
    });
    expect(receipt.paymentInfo.map((l) => l.paymentStatus)).toEqual(['Completed', 'Completed', 'Completed']);
    expect(await postingsByLine(t.db, order.paymentId)).toEqual({ 1: 1, 2: 1, 3: 1 });
    expect(await gatewayOf(order.paymentId)).toMatchObject({ status: 'captured', amount: basketBaisa(items, lines) });
    // Asked again with the same code: the same receipt, nothing posted twice.
    const again = await bulkCardPay(t.app, me.sid, order, code, card.id);
    expectResult(again, 0);
    expect(again.details).toEqual(answer.details);
    expect(await postingsOf(t.db, order.paymentId)).toBe(3);
  });

  it('one bill rejected by the biller: the others posted once, the card captured and refunded that bill', async () => {
    const { items, lines } = await basket('7', '444444');
    const { order, code } = await orderOf(
      t.app,
      await bulkSetPaymentCard(t.app, me.sid, lines, { cardID: card.id, cvvNonce: await cvvNonce(t, card.cardToken) }),
    );
    const receipt = receiptOf(await bulkCardPay(t.app, me.sid, order, code));
    expect(receipt.status).toBe('partially_completed');
    expect(receipt.paymentInfo.map((l) => [l.paymentStatus, l.failureEDesc])).toEqual([
      ['Completed', null],
      ['Refunded', 'The biller rejected the payment'],
    ]);
    expect(await postingsByLine(t.db, order.paymentId)).toEqual({ 1: 1 });
    const refunded = basketBaisa(items, [{ ...lines[0]!, PaidAmount: 0 }, lines[1]!]);
    expect(await gatewayOf(order.paymentId)).toMatchObject({ amount: basketBaisa(items, lines), refundedAmount: refunded });
    expect((await paymentRow(t.db, order.paymentId)).refunded_baisa).toBe(refunded);
  });

  it("keeps another customer out: their card is not found, and they cannot confirm the owner's order", async () => {
    const { lines } = await basket('7');
    expectResult(
      await bulkSetPaymentCard(t.app, stranger.sid, lines, { cardID: card.id, cvvNonce: await cvvNonce(t, card.cardToken) }),
      404,
      { en: 'Card not found', ar: 'البطاقة غير موجودة' },
    );
    const { order, code } = await orderOf(
      t.app,
      await bulkSetPaymentCard(t.app, me.sid, lines, { cardID: card.id, cvvNonce: await cvvNonce(t, card.cardToken) }),
    );
    expectResult(await bulkCardPay(t.app, stranger.sid, order, code), 404);
    expectResult(await bulkCardPay(t.app, undefined, order, code), -77);
    expect((await paymentRow(t.db, order.paymentId)).state).toBe('awaiting_otp');
    expectResult(await bulkCardPay(t.app, me.sid, order, code), 0);
  });

  it('takes points when asked (never the whole basket) and earns 1% of the money paid, not of the points', async () => {
    const points = async () =>
      CustomerProfileDataSchema.parse(
        (await call(t.app, calls.getCustomerProfileData, { deviceInfo, customerProfileInfo: { custId: me.id } }, me.sid)).details,
      ).equivalentCash;
    const before = Math.round((await points()) * 1000);
    expect(before).toBeGreaterThan(0);
    const { items, lines } = await basket('7', '7');
    const { order, code } = await orderOf(
      t.app,
      await bulkSetPaymentCard(t.app, me.sid, lines, { cardID: card.id, cvvNonce: await cvvNonce(t, card.cardToken) }, true),
    );
    const row = await paymentRow(t.db, order.paymentId);
    expect(row).toMatchObject({ points_baisa: before, charged_baisa: basketBaisa(items, lines) - before });
    expectResult(await bulkCardPay(t.app, me.sid, order, code), 0);
    expect(Math.round((await points()) * 1000)).toBe(Math.floor((basketBaisa(items, lines) - before) / 100));
  });
});

describe('other card: RegistredBills/ and PaymentSDK/BulkConfirmPaymentCardNonce → gateway → CompletePayment', () => {
  it('answers a returnURL to our result page marked isbulk=1; CompletePayment answers the receipt of every bill', async () => {
    for (const viaSdk of [false, true]) {
      const { lines } = await basket('7', '7');
      const { returnURL, paymentSessionId } = await bulkSession(t.app, me.sid, lines, await cardNonce(t), viaSdk);
      expect(returnURL).toBe(
        `${t.config.PUBLIC_URL}/BillPaymentClient/ConfirmPayment?payment-session-id=${paymentSessionId}&channel=I&isbulk=1`,
      );
      const answer = await completePayment(t.app, paymentSessionId, me.sid);
      expectResult(answer, 0);
      expect(receiptOf(answer).paymentInfo.map((l) => l.paymentStatus)).toEqual(['Completed', 'Completed']);
      expect(await postingsByLine(t.db, paymentSessionId)).toEqual({ 1: 1, 2: 1 });
      expect((await completePayment(t.app, paymentSessionId, me.sid)).details).toEqual(answer.details);
    }
  });

  it('after a challenge, a rejected bill is refunded and the others are paid once, however often the result page asks', async () => {
    const { items, lines } = await basket('444444', '7', '7');
    const { returnURL, paymentSessionId } = await bulkSession(t.app, me.sid, lines, await cardNonce(t, TEST_CARDS.challenge));
    expectResult(await completePayment(t.app, paymentSessionId, me.sid), 1);
    await answerChallenge(returnURL, { otp: '1234' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => completePayment(t.app, paymentSessionId, me.sid)));
    for (const a of answers) expect(a).toEqual(answers[0]);
    const receipt = receiptOf(answers[0]!);
    expect(receipt.status).toBe('partially_completed');
    expect(receipt.paymentInfo.map((l) => l.paymentStatus)).toEqual(['Refunded', 'Completed', 'Completed']);
    expect(await postingsByLine(t.db, paymentSessionId)).toEqual({ 2: 1, 3: 1 });
    expect((await gatewayOf(paymentSessionId)).refundedAmount).toBe(
      basketBaisa(items, [lines[0]!, { ...lines[1]!, PaidAmount: 0 }, { ...lines[2]!, PaidAmount: 0 }]),
    );
  });

  it('every bill rejected: nothing is captured (the authorisation is voided) and the answer is 2', async () => {
    const { lines } = await basket('444444', '444444');
    const { paymentSessionId } = await bulkSession(t.app, me.sid, lines, await cardNonce(t));
    const answer = await completePayment(t.app, paymentSessionId, me.sid);
    expectResult(answer, 2);
    // A card hold released is no refund: nothing was taken (issue 35).
    expect(receiptOf(answer).paymentInfo.map((l) => l.paymentStatus)).toEqual(['Failed', 'Failed']);
    expect((await gatewayOf(paymentSessionId)).status).toBe('voided');
    expect(await postingsOf(t.db, paymentSessionId)).toBe(0);
  });

  it('a declined card answers 2; another customer cannot read the payment; a visitor cannot start one', async () => {
    const { lines } = await basket('7');
    expectResult(await bulkNonce(t.app, me.sid, lines, await cardNonce(t, TEST_CARDS.decline)), 2);
    const { paymentSessionId } = await bulkSession(t.app, me.sid, lines, await cardNonce(t));
    expectResult(await completePayment(t.app, paymentSessionId, stranger.sid), 404);
    // The stranger's call neither drove the payment nor left it leased: its owner's result page finishes it.
    expect(await paymentRow(t.db, paymentSessionId)).toMatchObject({ state: 'awaiting_gateway', lease_until: null });
    expectResult(await completePayment(t.app, paymentSessionId, me.sid), 0);
    expectResult(await bulkNonce(t.app, undefined, lines, await cardNonce(t)), -77);
  });
});
