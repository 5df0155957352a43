import { beforeAll, describe, expect, it } from 'vitest';
import { calls, type Receipt, type TransactionRow } from '@portal/contract';
import { call, deviceInfo, expectResult } from '../support/api.ts';
import { DEMO, loginIndividualDetails } from '../support/logins.ts';
import { usePaymentApp } from '../support/payment-app.ts';
import { account, billLine, cardNonce, confirmNonce, receiptOf, TEST_CARDS, walletCode, walletPay } from '../payments/payment-fixtures.ts';
import { bulkWalletCode, bulkWalletPay, inquired, lineOf, postItem, WATER } from '../bulk-payments/bulk-fixtures.ts';
import { history, pageOf, rowsOf } from './history-fixtures.ts';

const t = usePaymentApp();
const FATMA = DEMO.otherIndividual.mobile;
let me: { sid: string; id: number };
let demo: { sid: string; id: number };
let single: Receipt;
let bulk: Receipt;
let waterNo: string;
let skipped: string;

beforeAll(async () => {
  const a = await loginIndividualDetails(t.app, FATMA);
  const b = await loginIndividualDetails(t.app);
  me = { sid: a.authenticationInfo.sessionID, id: a.customerInfo.customerID };
  demo = { sid: b.authenticationInfo.sessionID, id: b.customerInfo.customerID };
  await t.db.query('UPDATE sandbox_wallet_accounts SET balance_baisa = 100000000 WHERE mobile = $1', [FATMA]);
  // A bill paid on its own from the wallet: Success.
  const { line } = await billLine(t.app);
  single = receiptOf(await walletPay(t.app, line, await walletCode(t.app, line, FATMA, me.sid), FATMA, me.sid));
  // A basket: paid, refused by the biller, paid (water).
  waterNo = String(8_100_000 + Math.floor(Math.random() * 99_999));
  const items = await inquired(t.app, me.sid, [postItem(account()), postItem(account('444444')), postItem(waterNo, WATER)]);
  const basket = items.map((i) => lineOf(i));
  bulk = receiptOf(await bulkWalletPay(t.app, me.sid, basket, await bulkWalletCode(t.app, me.sid, basket, FATMA), FATMA));
  // A basket with a bill left at 0: that bill was not paid, so it is no transaction.
  const [paid, left] = await inquired(t.app, me.sid, [postItem(account()), postItem(account())]);
  skipped = left!.billingNo;
  const partly = [lineOf(paid!), lineOf(left!, 0)];
  expectResult(await bulkWalletPay(t.app, me.sid, partly, await bulkWalletCode(t.app, me.sid, partly, FATMA), FATMA), 0);
  // A card the issuer declines: Failed.
  const declined = await billLine(t.app);
  expectResult(await confirmNonce(t, declined.line, await cardNonce(t, TEST_CARDS.decline), { sessionId: me.sid }), 2);
  // An order waiting for its code: Pending.
  const waiting = await billLine(t.app);
  const order = await call(
    t.app,
    calls.setPaymentCard,
    { deviceInfo, cardInfo: { Nonce: await cardNonce(t) }, paymentInfo: { ...waiting.line, currency: 512 }, CustomerInfo: null },
    me.sid,
  );
  expectResult(order, -2);
});

describe('TransactionHistory/GetAllTransactionHistory', () => {
  it('lists one row per bill paid, newest first, with every column and the true status', async () => {
    const page = pageOf(await history(t.app, me.sid));
    expect(page).toMatchObject({ total: 7, pageNumber: 1, pageSize: 10 });
    expect(page.rows.map((r) => r.status)).toEqual(['Pending', 'Failed', 'Success', 'Success', 'Failed', 'Success', 'Success']);
    expect(page.rows.map((r) => r.billingNo)).not.toContain(skipped);
    const paid = page.rows.at(-1)!;
    const line = single.paymentInfo[0]!;
    expect(paid).toEqual({
      participantTrxID: single.refrenceNumberInfo.refrenceNumber,
      paymentSessionId: single.paymentSessionId,
      systemTrxID: line.systemTrxID,
      processDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      billerName: 'Muscat Electricity Distribution Company',
      billerNameAr: 'شركة مسقط لتوزيع الكهرباء',
      billNo: expect.any(String),
      billingNo: line.billingNo,
      status: 'Success',
      statusAr: 'ناجحة',
      paymentMethod: 'Wallet',
      serviceName: 'Electricity Bill',
      serviceNameAr: 'فاتورة الكهرباء',
      serviceType: 'PostPaid',
      categoryId: 1,
      dueAmount: line.paidAmount,
      feeAmount: line.feeAmount,
      paidAmount: line.paidAmount,
      totalAmount: single.totalAmount,
    });
  });

  it('shows each line of a partly paid bulk payment with its own outcome, under one reference number', async () => {
    const rows = await rowsOf(t.app, me.sid, { participantTrxID: bulk.refrenceNumberInfo.refrenceNumber.toLowerCase() });
    expect(rows.map((r) => [r.billingNo, r.status, r.statusAr])).toEqual([
      [bulk.paymentInfo[0]!.billingNo, 'Success', 'ناجحة'],
      [bulk.paymentInfo[1]!.billingNo, 'Failed', 'فاشلة'],
      [waterNo, 'Success', 'ناجحة'],
    ]);
    expect(new Set(rows.map((r) => r.participantTrxID))).toEqual(new Set([bulk.refrenceNumberInfo.refrenceNumber]));
    const bySystem = await rowsOf(t.app, me.sid, { participantTrxID: bulk.paymentInfo[2]!.systemTrxID! });
    expect(bySystem.map((r) => r.billingNo)).toEqual([waterNo]);
  });

  it('a payment whose money is being taken right now (authorizing) is Pending, never Failed', async () => {
    const [order] = await t.db.query<{ id: string }>(`SELECT id FROM payments WHERE customer_id = $1 AND state = 'awaiting_otp'`, [me.id]);
    await t.db.query(`UPDATE payments SET state = 'authorizing' WHERE id = $1`, [order!.id]);
    try {
      expect((await rowsOf(t.app, me.sid, { status: 'Pending' })).map((r: TransactionRow) => r.paymentSessionId)).toEqual([order!.id]);
    } finally {
      await t.db.query(`UPDATE payments SET state = 'awaiting_otp' WHERE id = $1`, [order!.id]);
    }
  });

  it('filters by status (with its Arabic text), payment method, category, biller, account number and bill number', async () => {
    const count = async (f: Parameters<typeof rowsOf>[2]) => (await rowsOf(t.app, me.sid, f)).length;
    expect(await count({ status: 'Success' })).toBe(4);
    expect(await count({ status: 'Failed' })).toBe(2);
    const pending = await rowsOf(t.app, me.sid, { status: 'Pending' });
    expect(pending.map((r: TransactionRow) => [r.status, r.statusAr, r.paymentMethod])).toEqual([
      ['Pending', 'قيد المعالجة', 'CreditCard'],
    ]);
    expect(await count({ paymentMethod: 'Wallet' })).toBe(5);
    expect(await count({ paymentMethod: 'CreditCard' })).toBe(2);
    expect(await count({ categoryID: 2 })).toBe(1);
    expect(await count({ billerID: 21 })).toBe(1);
    expect(await count({ categoryID: 0, billerID: 0, status: '', paymentMethod: null, billNo: '', billingNo: null })).toBe(7);
    expect(await count({ billingNo: waterNo.slice(2, 6) })).toBe(1);
    expect(await count({ billingNo: '444444' })).toBe(1);
    expect(await count({ status: 'Success', paymentMethod: 'Wallet', categoryID: 1 })).toBe(3);
    const billNo = (await rowsOf(t.app, me.sid, { billingNo: waterNo }))[0]!.billNo;
    expect(await count({ billNo: billNo.toLowerCase() })).toBe(1);
  });

  it("lists only the signed-in customer's payments: two sessions never see each other's", async () => {
    expect(await rowsOf(t.app, demo.sid, { participantTrxID: bulk.refrenceNumberInfo.refrenceNumber })).toEqual([]);
    const mine = await rowsOf(t.app, me.sid, {}, { pageNumber: 1, pageSize: 50 });
    const theirs = await rowsOf(t.app, demo.sid, {}, { pageNumber: 1, pageSize: 50 });
    const refs = new Set(mine.map((r) => r.participantTrxID));
    expect(theirs.some((r) => refs.has(r.participantTrxID))).toBe(false);
    expectResult(await history(t.app, demo.sid, {}, undefined, me.id), 401);
    expectResult(await history(t.app, undefined), -77);
  });

  it('refuses malformed searches with 901', async () => {
    expectResult(await history(t.app, me.sid, { fromDate: 'yesterday' }), 901, { en: 'Enter a valid date', ar: 'يرجى إدخال تاريخ صحيح' });
    expectResult(await history(t.app, me.sid, { fromDate: '2026-02-30' }), 901);
    expectResult(await history(t.app, me.sid, { fromDate: '2026-03-02', toDate: '2026-03-01' }), 901, {
      en: 'The start date must be before the end date',
      ar: 'يجب أن يكون تاريخ البداية قبل تاريخ النهاية',
    });
    expectResult(
      await call(t.app, 'TransactionHistory/GetAllTransactionHistory', { deviceInfo, paymentInfo: { transactionNumber: '1a' } }, me.sid),
      901,
    );
    expectResult(
      await call(t.app, 'TransactionHistory/GetAllTransactionHistory', { deviceInfo, paymentInfo: { status: 'Done' } }, me.sid),
      901,
    );
    expectResult(
      await call(t.app, 'TransactionHistory/GetAllTransactionHistory', { deviceInfo, paging: { pageNumber: 1, pageSize: 15 } }, me.sid),
      901,
    );
  });
});

describe('TransactionHistory/GetBillerCategory', () => {
  it('answers the categories for the filter, to signed-in customers only', async () => {
    const answer = await call(t.app, calls.getHistoryCategories, { deviceInfo }, me.sid);
    expectResult(answer, 0);
    expect((answer.details as { categories: Array<{ shortName: string }> }).categories.map((c) => c.shortName)).toEqual(
      expect.arrayContaining(['Electricity', 'Water', 'Telecom']),
    );
    expectResult(await call(t.app, calls.getHistoryCategories, { deviceInfo }), -77);
  });
});
