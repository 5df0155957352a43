import { beforeAll, describe, expect, it } from 'vitest';
import { calls, SaveCardDetailsSchema, SetPaymentCardDetailsSchema, type PaymentLine, type SavedCard } from '@portal/contract';
import { call, challengeOf, deviceInfo, expectResult, outbox, readCode } from '../support/api.ts';
import { DEMO, loginIndividualDetails } from '../support/logins.ts';
import { usePaymentApp } from '../support/payment-app.ts';
import { billLine, cardNonce, cvvNonce, paymentRow, postingsOf, receiptOf, TEST_CARDS } from './payment-fixtures.ts';

const t = usePaymentApp();
const cardNotFound = { en: 'Card not found', ar: 'البطاقة غير موجودة' };
let owner: { sessionId: string; customerId: number };
let stranger: { sessionId: string; customerId: number };
let card: SavedCard;

const login = async (mobile: string) => {
  const d = await loginIndividualDetails(t.app, mobile);
  return { sessionId: d.authenticationInfo.sessionID, customerId: d.customerInfo.customerID };
};
const listCards = (who: { sessionId: string }, customerID: number) =>
  call(t.app, calls.getAllCards, { deviceInfo, customerInfo: { customerID } }, who.sessionId);
const setPaymentCard = (
  who: { sessionId: string } | null,
  line: PaymentLine,
  cardInfo: { cardID?: number; cvvNonce?: string; Nonce?: string },
  mobileNumber?: string,
) =>
  call(
    t.app,
    who ? calls.setPaymentCard : calls.setQuickPaymentCard,
    { deviceInfo, cardInfo, paymentInfo: { ...line, currency: 512, ...(mobileNumber ? { mobileNumber } : {}) }, CustomerInfo: null },
    who?.sessionId,
  );
const cardPay = (who: { sessionId: string } | null, order: { paymentId: string; orderId: string }, code: { utr: string; pin: string }) =>
  call(t.app, calls.cardPay, { deviceInfo, authenticate: { ...code, ...order }, legalDocument: null, CustomerInfo: null }, who?.sessionId);

/** SetPaymentCard's -2: the order and the code texted to `mobile`. */
async function orderOf(answer: Awaited<ReturnType<typeof setPaymentCard>>, mobile: string) {
  const { utr } = challengeOf(answer);
  const { postOrder } = SetPaymentCardDetailsSchema.parse(answer.details);
  return { order: postOrder.payObject, code: { utr, pin: await readCode(t.app, mobile) } };
}

beforeAll(async () => {
  owner = await login(DEMO.individual.mobile);
  stranger = await login(DEMO.otherIndividual.mobile);
  const saved = await call(
    t.app,
    calls.saveCard,
    {
      deviceInfo,
      creditCardInfo: {
        CustomerId: owner.customerId,
        CardName: 'Salim Visa',
        Nonce: await cardNonce(t, TEST_CARDS.approve),
        MobileNumber: DEMO.individual.mobile,
      },
      customerInfo: { customerID: owner.customerId },
    },
    owner.sessionId,
  );
  expectResult(saved, 0, { en: 'The card has been saved', ar: 'تم حفظ البطاقة' });
  card = SaveCardDetailsSchema.parse(saved.details).card;
});

describe('saved cards (CardManagement) and paying with one (SetPaymentCard → code → CardPay)', () => {
  it('lists the saved card masked, never with its full number', async () => {
    const answer = await listCards(owner, owner.customerId);
    expectResult(answer, 0);
    const [listed] = (answer.details as { creditCardInfo: SavedCard[] }).creditCardInfo;
    expect(listed).toMatchObject({
      id: card.id,
      cardName: 'Salim Visa',
      cardNumberMasked: '411111******1111',
      cardNumber: '411111******1111',
      Enabled: true,
    });
    expect(listed!.expiryDate).toMatch(/^12\/\d{4}$/);
    expect(JSON.stringify(answer)).not.toContain(TEST_CARDS.approve);
  });

  it('refuses to save the same card twice (409)', async () => {
    const again = await call(
      t.app,
      calls.saveCard,
      { deviceInfo, creditCardInfo: { CardName: 'Again', Nonce: await cardNonce(t) } },
      owner.sessionId,
    );
    expectResult(again, 409, { en: 'This card is already saved', ar: 'هذه البطاقة محفوظة بالفعل' });
  });

  it('pays with the saved card and a CVV nonce: -2 with the order, a code to the customer, CardPay answers the receipt', async () => {
    const { bill, line } = await billLine(t.app);
    const answer = await setPaymentCard(owner, line, { cardID: card.id, cvvNonce: await cvvNonce(t, card.cardToken) });
    const { order, code } = await orderOf(answer, DEMO.individual.mobile);
    expect(order.orderId).toMatch(/^BP\d{13}$/);
    expect((await outbox(t.app, DEMO.individual.mobile))[0]!.text).toContain('card payment');
    expect(await postingsOf(t.db, order.paymentId)).toBe(0);

    expectResult(await cardPay(owner, order, { ...code, pin: code.pin === '000000' ? '111111' : '000000' }), 401);
    const paid = await cardPay(owner, order, code);
    expectResult(paid, 0);
    expect(receiptOf(paid)).toMatchObject({
      status: 'completed',
      paymentMethod: 'CreditCard',
      paymentSessionId: order.paymentId,
      refrenceNumberInfo: { refrenceNumber: order.orderId },
    });
    expect(receiptOf(paid).paymentInfo[0]).toMatchObject({ billingNo: bill.billingNo, paymentStatus: 'Completed' });
    expect(await postingsOf(t.db, order.paymentId)).toBe(1);
    const gw = await t.gateway.getPayment((await paymentRow(t.db, order.paymentId)).gateway_payment_id!);
    expect(gw).toMatchObject({ status: 'captured', card: { masked: '411111******1111' } });
    expect((await paymentRow(t.db, order.paymentId)).pending_nonce).toBeNull();
  });

  it('keeps another customer out: they cannot list, use or delete the card (401/404)', async () => {
    expectResult(await listCards(stranger, owner.customerId), 401);
    expect((await listCards(stranger, stranger.customerId)).details).toEqual({ creditCardInfo: [] });
    const { line } = await billLine(t.app);
    expectResult(await setPaymentCard(stranger, line, { cardID: card.id, cvvNonce: await cvvNonce(t, card.cardToken) }), 404, cardNotFound);
    const viaNonce = await call(
      t.app,
      calls.confirmCardNonce,
      { deviceInfo, paymentInfo: line, cardInfo: { cardID: card.id, cvvNonce: await cvvNonce(t, card.cardToken) } },
      stranger.sessionId,
    );
    expectResult(viaNonce, 404, cardNotFound);
    expectResult(
      await call(t.app, calls.deleteCard, { deviceInfo, creditCardInfo: { creditCardID: card.id } }, stranger.sessionId),
      404,
      cardNotFound,
    );
    expect((await listCards(owner, owner.customerId)).details).toMatchObject({ creditCardInfo: [{ id: card.id }] });
  });

  it("keeps another customer away from the owner's order: CardPay with its payment id answers 404", async () => {
    const { line } = await billLine(t.app);
    const { order, code } = await orderOf(
      await setPaymentCard(owner, line, { cardID: card.id, cvvNonce: await cvvNonce(t, card.cardToken) }),
      DEMO.individual.mobile,
    );
    expectResult(await cardPay(stranger, order, code), 404);
    expectResult(await cardPay(null, order, code), 404);
    expect((await paymentRow(t.db, order.paymentId)).state).toBe('awaiting_otp');
    expectResult(await cardPay(owner, order, code), 0);
  });

  it('SetQuickPaymentCard: a visitor pays with a new card nonce and the code texted to the mobile they give', async () => {
    const mobile = '96891112222';
    const { line } = await billLine(t.app);
    expectResult(await setPaymentCard(null, line, { Nonce: await cardNonce(t) }), 901);
    const { order, code } = await orderOf(await setPaymentCard(null, line, { Nonce: await cardNonce(t) }, mobile), mobile);
    const paid = await cardPay(null, order, code);
    expectResult(paid, 0);
    expect(receiptOf(paid).status).toBe('completed');
    expect((await paymentRow(t.db, order.paymentId)).customer_id).toBeNull();
    expect(await postingsOf(t.db, order.paymentId)).toBe(1);
  });

  it('a declined card found at CardPay answers 2 and posts nothing', async () => {
    const mobile = '96891113333';
    const { line } = await billLine(t.app);
    const { order, code } = await orderOf(
      await setPaymentCard(null, line, { Nonce: await cardNonce(t, TEST_CARDS.decline) }, mobile),
      mobile,
    );
    const answer = await cardPay(null, order, code);
    expectResult(answer, 2);
    expect(answer.result.errorEDesc).toBe('Card declined by issuer. No money was taken');
    expect(await postingsOf(t.db, order.paymentId)).toBe(0);
  });

  it('deletes the card; it is gone from the list and cannot pay', async () => {
    expectResult(await call(t.app, calls.deleteCard, { deviceInfo, creditCardInfo: { creditCardID: card.id } }, owner.sessionId), 0);
    expect((await listCards(owner, owner.customerId)).details).toEqual({ creditCardInfo: [] });
    const { line } = await billLine(t.app);
    expectResult(await setPaymentCard(owner, line, { cardID: card.id, cvvNonce: 'any-cvv-nonce-000' }), 404, cardNotFound);
  });
});
