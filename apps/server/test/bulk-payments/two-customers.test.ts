import { beforeAll, describe, expect, it } from 'vitest';
import { calls, GetAllCardsDetailsSchema, SaveCardDetailsSchema, type RegisteredBill, type SavedCard } from '@portal/contract';
import { call, deviceInfo, expectResult } from '../support/api.ts';
import { DEMO, loginIndividualDetails } from '../support/logins.ts';
import { usePaymentApp } from '../support/payment-app.ts';
import { cardNonce, completePayment, cvvNonce, paymentRow, receiptOf } from '../payments/payment-fixtures.ts';
import { billsOf, deleteBill, editBill, listBills } from '../registered-bills/bill-fixtures.ts';
import { history, rowsOf } from '../transaction-history/history-fixtures.ts';
import {
  bulkCardPay,
  bulkInquire,
  bulkSetPaymentCard,
  bulkWalletCode,
  bulkWalletPay,
  inquired,
  itemsOf,
  lineOf,
  orderOf,
  postItem,
} from './bulk-fixtures.ts';

/**
 * Two signed-in customers side by side: whatever ids one of them sends, they never read, change, pay
 * or delete the other's registered bills, saved cards, payments or history.
 */
const t = usePaymentApp();
const notFound = { en: 'Bill not found', ar: 'الفاتورة غير موجودة' };
const cardNotFound = { en: 'Card not found', ar: 'البطاقة غير موجودة' };
let owner: { sid: string; id: number };
let other: { sid: string; id: number };
let bill: RegisteredBill;
let card: SavedCard;
let paidReference: string;
let paidTrx: string;
let paidSession: string;

beforeAll(async () => {
  const a = await loginIndividualDetails(t.app);
  const b = await loginIndividualDetails(t.app, DEMO.otherIndividual.mobile);
  owner = { sid: a.authenticationInfo.sessionID, id: a.customerInfo.customerID };
  other = { sid: b.authenticationInfo.sessionID, id: b.customerInfo.customerID };
  bill = (await billsOf(t.app, owner.sid, owner.id)).find((x) => x.name === 'Home')!;
  const saved = await call(
    t.app,
    calls.saveCard,
    { deviceInfo, creditCardInfo: { CardName: 'Owner Card', Nonce: await cardNonce(t) } },
    owner.sid,
  );
  card = SaveCardDetailsSchema.parse(saved.details).card;
  const items = await inquired(t.app, owner.sid, [{ ...postItem(''), registeredBillId: bill.id }]);
  const lines = items.map((i) => lineOf(i));
  const receipt = receiptOf(await bulkWalletPay(t.app, owner.sid, lines, await bulkWalletCode(t.app, owner.sid, lines)));
  paidReference = receipt.refrenceNumberInfo.refrenceNumber;
  paidTrx = receipt.paymentInfo[0]!.systemTrxID!;
  paidSession = receipt.paymentSessionId;
});

describe('two customers, two sessions', () => {
  it("cannot read the other's bills, cards, payments or history", async () => {
    expectResult(await listBills(t.app, other.sid, owner.id), 401);
    expect((await billsOf(t.app, other.sid, other.id)).map((b) => b.id)).not.toContain(bill.id);
    expectResult(await call(t.app, calls.getAllCardsList, { deviceInfo, customerInfo: { customerID: owner.id } }, other.sid), 401);
    const theirCards = GetAllCardsDetailsSchema.parse(
      (await call(t.app, calls.getAllCards, { deviceInfo, customerInfo: { customerID: other.id } }, other.sid)).details,
    );
    expect(theirCards.creditCardInfo.map((c) => c.id)).not.toContain(card.id);
    expectResult(await history(t.app, other.sid, {}, undefined, owner.id), 401);
    expect(await rowsOf(t.app, other.sid, { participantTrxID: paidReference })).toEqual([]);
    expect(await rowsOf(t.app, other.sid, { participantTrxID: paidTrx })).toEqual([]);
    expect((await rowsOf(t.app, owner.sid, { participantTrxID: paidReference })).length).toBe(1);
    expect(
      (await call(t.app, calls.paymentHistory, { deviceInfo, paymentInfo: { billingNo: bill.billingNo } }, other.sid)).details,
    ).toEqual([]);
    expectResult(await completePayment(t.app, paidSession, other.sid), 404);
    expectResult(await call(t.app, calls.printInvoice, { deviceInfo, systemTrxId: paidTrx }, other.sid), 404);
    expectResult(
      await call(t.app, calls.getCustomerProfileData, { deviceInfo, customerProfileInfo: { custId: owner.id } }, other.sid),
      401,
    );
  });

  it("cannot change the other's bill", async () => {
    expectResult(await editBill(t.app, other.sid, bill.id, 'Not yours'), 404, notFound);
    expect((await billsOf(t.app, owner.sid, owner.id)).find((b) => b.id === bill.id)?.name).toBe('Home');
  });

  it("cannot pay through the other's bill, card, order or wallet code", async () => {
    const [item] = itemsOf(await bulkInquire(t.app, other.sid, [{ ...postItem(''), registeredBillId: bill.id }]));
    expect(item).toMatchObject({ errorCode: 404, errorEDesc: notFound.en });
    // Another of the owner's bills, still owing (Home was paid above).
    const farm = (await billsOf(t.app, owner.sid, owner.id)).find((x) => x.name === 'Farm')!;
    const [own] = await inquired(t.app, owner.sid, [{ ...postItem(''), registeredBillId: farm.id }]);
    expect(own!.dueAmount).toBeGreaterThan(0);
    const generated = await call(
      t.app,
      calls.bulkGenerateToken,
      { deviceInfo, token: { mobileNumber: DEMO.otherIndividual.mobile }, paymentInfo: { bills: [lineOf(own!)] } },
      other.sid,
    );
    expectResult(generated, 404, notFound);
    const line = { ...lineOf(own!), registeredBillId: null };
    expectResult(
      await bulkSetPaymentCard(t.app, other.sid, [line], { cardID: card.id, cvvNonce: await cvvNonce(t, card.cardToken) }),
      404,
      cardNotFound,
    );
    const { order, code } = await orderOf(
      t.app,
      await bulkSetPaymentCard(t.app, owner.sid, [line], { cardID: card.id, cvvNonce: await cvvNonce(t, card.cardToken) }),
    );
    expectResult(await bulkCardPay(t.app, other.sid, order, code), 404);
    expect((await paymentRow(t.db, order.paymentId)).state).toBe('awaiting_otp');
    const walletCode = await bulkWalletCode(t.app, owner.sid, [line]);
    expectResult(await bulkWalletPay(t.app, other.sid, [line], walletCode), 401);
  });

  it("cannot delete the other's bill or card", async () => {
    expectResult(await deleteBill(t.app, other.sid, bill.id), 404, notFound);
    expectResult(
      await call(t.app, calls.deleteCard, { deviceInfo, creditCardInfo: { creditCardID: card.id } }, other.sid),
      404,
      cardNotFound,
    );
    expect((await billsOf(t.app, owner.sid, owner.id)).map((b) => b.id)).toContain(bill.id);
    const cards = GetAllCardsDetailsSchema.parse(
      (await call(t.app, calls.getAllCards, { deviceInfo, customerInfo: { customerID: owner.id } }, owner.sid)).details,
    );
    expect(cards.creditCardInfo.map((c) => c.id)).toContain(card.id);
  });
});
