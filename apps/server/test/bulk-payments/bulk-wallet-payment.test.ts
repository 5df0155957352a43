import { beforeAll, describe, expect, it } from 'vitest';
import { calls, PaymentHistoryDetailsSchema } from '@portal/contract';
import { call, deviceInfo, expectResult } from '../support/api.ts';
import { DEMO, loginIndividualDetails } from '../support/logins.ts';
import { usePaymentApp } from '../support/payment-app.ts';
import { account, lineStatuses, paymentRow, postingsOf, receiptOf, WALLET, walletBalance } from '../payments/payment-fixtures.ts';
import {
  basketBaisa,
  bulkInquire,
  bulkWalletCode,
  bulkWalletPay,
  inquired,
  lineOf,
  postingsByLine,
  postItem,
  WATER,
} from './bulk-fixtures.ts';

const t = usePaymentApp();
let me: { sid: string; id: number };
let stranger: { sid: string; id: number };

beforeAll(async () => {
  const a = await loginIndividualDetails(t.app);
  const b = await loginIndividualDetails(t.app, DEMO.otherIndividual.mobile);
  me = { sid: a.authenticationInfo.sessionID, id: a.customerInfo.customerID };
  stranger = { sid: b.authenticationInfo.sessionID, id: b.customerInfo.customerID };
  // Baskets of three bills of up to 95 OMR each: more than the demo wallet's 500 OMR over this file.
  await t.db.query('UPDATE sandbox_wallet_accounts SET balance_baisa = 100000000 WHERE mobile = $1', [WALLET.funded]);
});

const fresh = () =>
  inquired(t.app, me.sid, [
    postItem(account()),
    postItem(account()),
    postItem(String(7_000_000 + Math.floor(Math.random() * 999_999)), WATER),
  ]);

describe('RegistredBills/BulkGenerateToken → BulkConfirmPaymentWallet', () => {
  it('pays three bills from the wallet: one debit per bill, each posted once, one receipt', async () => {
    const items = await fresh();
    const lines = items.map((i) => lineOf(i));
    const before = await walletBalance(t.db, WALLET.funded);
    const answer = await bulkWalletPay(t.app, me.sid, lines, await bulkWalletCode(t.app, me.sid, lines));
    expectResult(answer, 0);
    const receipt = receiptOf(answer);
    expect(receipt).toMatchObject({ status: 'completed', paymentMethod: 'Wallet', totalAmount: basketBaisa(items, lines) / 1000 });
    expect(receipt.paymentInfo.map((l) => [l.billingNo, l.paymentStatus, l.failureEDesc])).toEqual(
      items.map((i) => [i.billingNo, 'Completed', null]),
    );
    expect(answer.result.errorEDesc).toBe(`Payment successful. Reference number ${receipt.refrenceNumberInfo.refrenceNumber}`);
    expect(await walletBalance(t.db, WALLET.funded)).toBe(before - basketBaisa(items, lines));
    expect(await postingsByLine(t.db, receipt.paymentSessionId)).toEqual({ 1: 1, 2: 1, 3: 1 });
    expect((await paymentRow(t.db, receipt.paymentSessionId)).kind).toBe('bulk');
    // The bills are paid: inquired again, nothing is due.
    expect(
      (
        await inquired(
          t.app,
          me.sid,
          items.map((i) => postItem(i.billingNo, i)),
        )
      ).map((i) => i.dueAmount),
    ).toEqual([0, 0, 0]);
  });

  it('one bill rejected by the biller: the others are paid once, its money goes back to the wallet, the receipt says so', async () => {
    const items = await inquired(t.app, me.sid, [postItem(account()), postItem(account('444444')), postItem(account())]);
    const lines = items.map((i) => lineOf(i));
    const before = await walletBalance(t.db, WALLET.funded);
    const answer = await bulkWalletPay(t.app, me.sid, lines, await bulkWalletCode(t.app, me.sid, lines));
    expectResult(answer, 0);
    const receipt = receiptOf(answer);
    expect(receipt.status).toBe('partially_completed');
    expect(answer.result.errorEDesc).toMatch(
      /^Some bills were paid\. Reference number BP\d{13}\. The amount of the bills that failed was returned$/,
    );
    expect(receipt.paymentInfo.map((l) => l.paymentStatus)).toEqual(['Completed', 'Refunded', 'Completed']);
    expect(receipt.paymentInfo[1]).toMatchObject({
      systemTrxID: null,
      failureEDesc: 'The biller rejected the payment',
      failureADesc: 'رفضت الجهة المفوترة عملية الدفع',
    });
    const paidOnly = [lines[0]!, { ...lines[1]!, PaidAmount: 0 }, lines[2]!];
    expect(await walletBalance(t.db, WALLET.funded)).toBe(before - basketBaisa(items, paidOnly));
    expect(await postingsByLine(t.db, receipt.paymentSessionId)).toEqual({ 1: 1, 3: 1 });
    expect(await lineStatuses(t.db, receipt.paymentSessionId)).toEqual(['posted', 'refunded', 'posted']);
    const moves = await t.db.query<{ reference: string; kind: string }>(
      "SELECT reference, kind FROM sandbox_wallet_transactions WHERE reference LIKE $1 || ':%' ORDER BY reference, kind",
      [receipt.paymentSessionId],
    );
    expect(moves.map((m) => m.reference.slice(receipt.paymentSessionId.length + 1))).toEqual(['1:debit', '2:debit', '2:refund', '3:debit']);
  });

  it('a bill left at 0 is not paid; at least one bill must be paid; a partial bill must be within its range', async () => {
    const items = await inquired(t.app, me.sid, [postItem(account()), postItem(account('333333'))]);
    const zero = [lineOf(items[0]!), lineOf(items[1]!, 0)];
    const answer = await bulkWalletPay(t.app, me.sid, zero, await bulkWalletCode(t.app, me.sid, zero));
    expectResult(answer, 0);
    const receipt = receiptOf(answer);
    expect(receipt.paymentInfo.map((l) => l.paymentStatus)).toEqual(['Completed', 'Refunded']);
    expect(await postingsOf(t.db, receipt.paymentSessionId)).toBe(1);

    const again = await inquired(t.app, me.sid, [postItem(account()), postItem(items[1]!.billingNo)]);
    const nothing = again.map((i) => lineOf(i, 0));
    const refused = await call(
      t.app,
      calls.bulkGenerateToken,
      { deviceInfo, token: { mobileNumber: WALLET.funded }, paymentInfo: { bills: nothing } },
      me.sid,
    );
    expectResult(refused, 901, { en: 'The amount must be a valid number more than zero', ar: 'يجب أن يكون المبلغ رقماً صحيحاً أكبر من صفر' });
    const over = [lineOf(again[0]!), lineOf(again[1]!, again[1]!.maxAmount + 1)];
    const range = await call(
      t.app,
      calls.bulkGenerateToken,
      { deviceInfo, token: { mobileNumber: WALLET.funded }, paymentInfo: { bills: over } },
      me.sid,
    );
    expect(range.result).toMatchObject({
      errorCode: 901,
      errorEDesc: expect.stringMatching(/^Amount not in range: the range is from \d+\.\d{3} to \d+\.\d{3}$/),
    });
  });

  it('refuses more than three bills, the same bill twice, and an expired or unknown inquiry', async () => {
    const items = await inquired(t.app, me.sid, [postItem(account()), postItem(account()), postItem(account())]);
    const [extra] = await inquired(t.app, me.sid, [postItem(account())]);
    const four = [...items, extra!].map((i) => lineOf(i));
    const generate = (bills: typeof four) =>
      call(t.app, calls.bulkGenerateToken, { deviceInfo, token: { mobileNumber: WALLET.funded }, paymentInfo: { bills } }, me.sid);
    expectResult(await generate(four), 901, {
      en: 'You are not allowed to pay more than three bills at once',
      ar: 'غير مسموح لك بدفع أكثر من ثلاث فواتير في عملية واحدة',
    });
    const [twin] = await inquired(t.app, me.sid, [postItem(items[0]!.billingNo)]);
    expectResult(await generate([lineOf(items[0]!), lineOf(twin!)]), 901, {
      en: 'The same bill appears twice in this payment',
      ar: 'الفاتورة نفسها مكررة في عملية الدفع هذه',
    });
    expectResult(await generate([{ ...lineOf(items[0]!), ValidationCode: 'not-a-code' }]), 901);
  });

  it('the code pays exactly its basket, once, for the customer who asked for it', async () => {
    const items = await fresh();
    const lines = items.map((i) => lineOf(i));
    const code = await bulkWalletCode(t.app, me.sid, lines);
    expectResult(await bulkWalletPay(t.app, me.sid, lines.slice(0, 2), code), 401);
    const code2 = await bulkWalletCode(t.app, me.sid, lines);
    expectResult(await bulkWalletPay(t.app, stranger.sid, lines, code2), 401);
    const code3 = await bulkWalletCode(t.app, me.sid, lines);
    expectResult(await bulkWalletPay(t.app, me.sid, lines, code3), 0);
    // A repeated confirm answers the same receipt (nothing paid twice); the inquiries are taken.
    expectResult(await bulkWalletPay(t.app, me.sid, lines, code3), 0);
    expectResult(
      await call(
        t.app,
        calls.bulkGenerateToken,
        { deviceInfo, token: { mobileNumber: '96890000001' }, paymentInfo: { bills: lines } },
        me.sid,
      ),
      409,
    );
    expectResult(await bulkWalletPay(t.app, undefined, lines, code3), -77);
  });

  it('answers 2 for a wallet without enough money, and 404 for a mobile without a wallet; nothing is posted', async () => {
    const items = await fresh();
    const lines = items.map((i) => lineOf(i));
    const answer = await bulkWalletPay(
      t.app,
      me.sid,
      lines,
      await bulkWalletCode(t.app, me.sid, lines, WALLET.tooLittle),
      WALLET.tooLittle,
    );
    expectResult(answer, 2, { en: 'The wallet balance is not enough for this payment', ar: 'رصيد المحفظة غير كافٍ لهذه العملية' });
    expect(await postingsOf(t.db, receiptOf(answer).paymentSessionId)).toBe(0);
    expect(await walletBalance(t.db, WALLET.tooLittle)).toBe(500);
    const none = await call(
      t.app,
      calls.bulkGenerateToken,
      { deviceInfo, token: { mobileNumber: WALLET.none }, paymentInfo: { bills: lines } },
      me.sid,
    );
    expectResult(none, 404);
  });

  it('the per-bill history (last 12 months) shows the bills paid in bulk', async () => {
    const items = await fresh();
    const lines = items.map((i) => lineOf(i));
    expectResult(await bulkWalletPay(t.app, me.sid, lines, await bulkWalletCode(t.app, me.sid, lines)), 0);
    const answer = await call(
      t.app,
      calls.paymentHistory,
      { deviceInfo, paymentInfo: { billingNo: items[2]!.billingNo, transactionNumber: 10 } },
      me.sid,
    );
    expectResult(answer, 0);
    expect(PaymentHistoryDetailsSchema.parse(answer.details)).toEqual([
      expect.objectContaining({ billingNo: items[2]!.billingNo, paidAmount: items[2]!.dueAmount }),
    ]);
    const theirs = await call(t.app, calls.paymentHistory, { deviceInfo, paymentInfo: { billingNo: items[2]!.billingNo } }, stranger.sid);
    expect(theirs.details).toEqual([]);
  });

  it('refuses a bill of the basket that names another customer’s registered bill (404)', async () => {
    const [item] = await inquired(t.app, me.sid, [postItem('100234567')]);
    const theirs = (
      await t.db.query<{ id: number }>("SELECT id FROM registered_bills WHERE customer_id = $1 AND billing_no = '100234567'", [me.id])
    )[0]!;
    const line = { ...lineOf(item!), registeredBillId: theirs.id };
    const answer = await call(
      t.app,
      calls.bulkGenerateToken,
      { deviceInfo, token: { mobileNumber: '96890000002' }, paymentInfo: { bills: [line] } },
      stranger.sid,
    );
    expectResult(answer, 404, { en: 'Bill not found', ar: 'الفاتورة غير موجودة' });
    expect((await bulkInquire(t.app, me.sid, [postItem('100234567')])).result.errorCode).toBe(0);
  });
});
