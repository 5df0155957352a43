import { describe, expect, it } from 'vitest';
import { expectResult } from '../support/api.ts';
import { usePaymentApp } from '../support/payment-app.ts';
import {
  account,
  billLine,
  inquire,
  lineOf,
  lineStatuses,
  paymentRow,
  postingsOf,
  receiptOf,
  totalBaisa,
  WALLET,
  walletBalance,
  walletCode,
  walletPay,
} from './payment-fixtures.ts';

const t = usePaymentApp();
const wrongCode = { en: 'The verification code is incorrect or has expired', ar: 'رمز التحقق غير صحيح أو منتهي الصلاحية' };

/** Payments that quote a validation code (each inquiry has its own). */
const paymentsFor = (validationCode: string) =>
  t.db.query<{ id: string; state: string }>(
    'SELECT p.id, p.state FROM payments p JOIN payment_lines l ON l.payment_id = p.id WHERE l.validation_code = $1',
    [validationCode],
  );

describe('RegistredBills/WalletPay', () => {
  it('debits the wallet, posts the bill once and answers the receipt with a reference number', async () => {
    const { bill, line } = await billLine(t.app);
    const before = await walletBalance(t.db, WALLET.funded);
    const answer = await walletPay(t.app, line, await walletCode(t.app, line));
    expectResult(answer, 0);
    const receipt = receiptOf(answer);
    const reference = receipt.refrenceNumberInfo.refrenceNumber;
    expect(reference).toMatch(/^BP\d{13}$/);
    expect(answer.result.errorEDesc).toBe(`Payment successful. Reference number ${reference}`);
    expect(receipt).toMatchObject({
      status: 'completed',
      paymentMethod: 'Wallet',
      totalAmount: totalBaisa(bill) / 1000,
      pointsUsed: 0,
    });
    expect(receipt.paymentInfo).toHaveLength(1);
    expect(receipt.paymentInfo[0]).toMatchObject({
      billingNo: bill.billingNo,
      billerName: expect.stringMatching(/\w/),
      billerNameAr: expect.stringMatching(/[\u0600-\u06FF]/),
      paidAmount: bill.dueAmount,
      feeAmount: Number((bill.feeAmount + bill.vatAmount + bill.taxAmount).toFixed(3)),
      paymentStatus: 'Completed',
      systemTrxID: expect.stringMatching(/\S/),
    });
    expect(await walletBalance(t.db, WALLET.funded)).toBe(before - totalBaisa(bill));
    expect(await postingsOf(t.db, receipt.paymentSessionId)).toBe(1);
    expect((await paymentRow(t.db, receipt.paymentSessionId)).state).toBe('completed');
    // The biller's ledger: the bill now answers nothing due.
    expect((await inquire(t.app, bill.billingNo)).dueAmount).toBe(0);
  });

  it('answers 401 for a wrong code and takes nothing; the right code still pays afterwards', async () => {
    const { line } = await billLine(t.app);
    const code = await walletCode(t.app, line);
    const before = await walletBalance(t.db, WALLET.funded);
    const wrong = code.pin === '000000' ? '111111' : '000000';
    expectResult(await walletPay(t.app, line, { ...code, pin: wrong }), 401, wrongCode);
    expect(await walletBalance(t.db, WALLET.funded)).toBe(before);
    expect(await paymentsFor(line.ValidationCode)).toEqual([]);
    expectResult(await walletPay(t.app, line, code), 0);
  });

  it.each([
    ['a list', 'salim@example.om,huda@example.om'],
    ['a list with a space', 'salim@example.om, huda@example.om'],
    ['a list by semicolon', 'salim@example.om;huda@example.om'],
    ['a second domain', 'salim@example.om,example.net'],
    ['a line break and a header', 'salim@example.om\nBcc: huda@example.om'],
    ['a CRLF and a header', 'salim@example.om\r\nCc: huda@example.om'],
    ['a display name', 'Salim <salim@example.om>'],
  ])('refuses %s as the contact e-mail, in both languages, before the code is spent (issue 30)', async (_, email) => {
    const { line } = await billLine(t.app);
    const code = await walletCode(t.app, line);
    const before = await walletBalance(t.db, WALLET.funded);
    expectResult(await walletPay(t.app, line, code, WALLET.funded, undefined, { Email: email }), 901, {
      en: 'Missing or invalid data: Invalid email format',
      ar: 'بيانات مفقودة أو غير صحيحة: صيغة البريد الإلكتروني غير صحيحة',
    });
    expect(await walletBalance(t.db, WALLET.funded)).toBe(before);
    expect(await paymentsFor(line.ValidationCode)).toEqual([]);
  });

  it('pays with the code a refused address left unspent, and stores the one address as checked', async () => {
    const { line } = await billLine(t.app);
    const code = await walletCode(t.app, line);
    expectResult(await walletPay(t.app, line, code, WALLET.funded, undefined, { Email: 'salim@example.om,huda@example.om' }), 901);
    const answer = await walletPay(t.app, line, code, WALLET.funded, undefined, { Email: ' Salim@Example.om ' });
    expectResult(answer, 0);
    const [row] = await t.db.query<{ email: string }>('SELECT email FROM payments WHERE id = $1', [receiptOf(answer).paymentSessionId]);
    expect(row!.email).toBe('salim@example.om');
  });

  it('answers a replayed confirm with the receipt it already produced, and pays nothing more', async () => {
    const { line } = await billLine(t.app);
    const code = await walletCode(t.app, line);
    const first = receiptOf(await walletPay(t.app, line, code));
    const after = await walletBalance(t.db, WALLET.funded);
    const again = await walletPay(t.app, line, code);
    expectResult(again, 0);
    expect(receiptOf(again)).toEqual(first);
    // Without the right code the receipt is not given out.
    expectResult(await walletPay(t.app, line, { ...code, pin: code.pin === '000000' ? '111111' : '000000' }), 401, wrongCode);
    expect(await walletBalance(t.db, WALLET.funded)).toBe(after);
    expect(await postingsOf(t.db, first.paymentSessionId)).toBe(1);
    expect(await paymentsFor(line.ValidationCode)).toHaveLength(1);
  });

  it('binds the code to its bill, its amount and its wallet: it cannot pay anything else', async () => {
    const a = await billLine(t.app);
    const b = await billLine(t.app);
    const before = await walletBalance(t.db, WALLET.funded);
    expectResult(await walletPay(t.app, b.line, await walletCode(t.app, a.line)), 401, wrongCode);

    const partial = await inquire(t.app, account('333333'));
    expectResult(await walletPay(t.app, lineOf(partial, 2), await walletCode(t.app, lineOf(partial, 1))), 401, wrongCode);
    expectResult(await walletPay(t.app, a.line, await walletCode(t.app, a.line), '96890000002'), 401, wrongCode);

    expect(await walletBalance(t.db, WALLET.funded)).toBe(before);
    for (const code of [a.line.ValidationCode, b.line.ValidationCode, partial.validationCode]) expect(await paymentsFor(code)).toEqual([]);
    expect((await inquire(t.app, b.bill.billingNo)).dueAmount).toBe(b.bill.dueAmount);
  });

  it('answers 2 for a wallet without enough money: nothing posted, the bill still due, nothing paid', async () => {
    const { bill, line } = await billLine(t.app);
    const answer = await walletPay(t.app, line, await walletCode(t.app, line, WALLET.tooLittle), WALLET.tooLittle);
    expectResult(answer, 2, { en: 'The wallet balance is not enough for this payment', ar: 'رصيد المحفظة غير كافٍ لهذه العملية' });
    const receipt = receiptOf(answer);
    expect(receipt.status).toBe('failed');
    expect(receipt.paymentInfo.map((l) => l.paymentStatus)).not.toContain('Completed');
    expect(await walletBalance(t.db, WALLET.tooLittle)).toBe(500);
    expect(await postingsOf(t.db, receipt.paymentSessionId)).toBe(0);
    expect(await paymentsFor(line.ValidationCode)).toEqual([{ id: receipt.paymentSessionId, state: 'failed' }]);
    expect(await lineStatuses(t.db, receipt.paymentSessionId)).not.toContain('posted');
    expect((await inquire(t.app, bill.billingNo)).dueAmount).toBe(bill.dueAmount);
  });

  it('refunds the wallet when the biller rejects the posting (FAILPOST): 2, line Refunded', async () => {
    const { bill, line } = await billLine(t.app, '444444');
    const before = await walletBalance(t.db, WALLET.funded);
    const answer = await walletPay(t.app, line, await walletCode(t.app, line));
    expectResult(answer, 2, {
      en: 'The biller rejected the payment. The amount was returned to your wallet',
      ar: 'رفضت الجهة المفوترة عملية الدفع. تمت إعادة المبلغ إلى محفظتك',
    });
    const receipt = receiptOf(answer);
    expect(receipt.status).toBe('failed');
    expect(receipt.paymentInfo.map((l) => l.paymentStatus)).toEqual(['Refunded']);
    expect(await walletBalance(t.db, WALLET.funded)).toBe(before);
    const moves = await t.db.query<{ kind: string; amount_baisa: string | number }>(
      "SELECT kind, amount_baisa FROM sandbox_wallet_transactions WHERE reference IN ($1 || ':1:debit', $1 || ':1:refund') ORDER BY kind",
      [receipt.paymentSessionId],
    );
    expect(moves.map((m) => [m.kind, Number(m.amount_baisa)])).toEqual([
      ['debit', totalBaisa(bill)],
      ['refund', totalBaisa(bill)],
    ]);
    expect(await postingsOf(t.db, receipt.paymentSessionId)).toBe(0);
    expect((await paymentRow(t.db, receipt.paymentSessionId)).state).toBe('failed');
  });
});
