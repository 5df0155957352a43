import { beforeAll, describe, expect, it } from 'vitest';
import { calls, CustomerProfileDataSchema } from '@portal/contract';
import { checkLedger } from '../../src/modules/payments/ledger.ts';
import { call, deviceInfo, expectResult } from '../support/api.ts';
import { loginIndividualDetails } from '../support/logins.ts';
import { usePaymentApp } from '../support/payment-app.ts';
import {
  account,
  billLine,
  cardNonce,
  completePayment,
  confirmedSession,
  inquire,
  lineOf,
  paymentRow,
  postingsOf,
  receiptOf,
  totalBaisa,
  WALLET,
  walletBalance,
  walletCode,
  walletPay,
} from './payment-fixtures.ts';

const logLines: string[] = [];
const t = usePaymentApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void logLines.push(line) } });
const alreadyPaying = {
  en: 'This bill is already being paid in another payment. Check your transaction history before paying again, or inquire the bill again',
  ar: 'هذه الفاتورة قيد الدفع في عملية أخرى. راجع سجل العمليات قبل الدفع مرة أخرى، أو استعلم عن الفاتورة من جديد',
};
const nothingDue = { en: 'Nothing is due on this bill', ar: 'لا يوجد مبلغ مستحق على هذه الفاتورة' };
const wrongCode = { en: 'The verification code is incorrect or has expired', ar: 'رمز التحقق غير صحيح أو منتهي الصلاحية' };
let sessionId: string;
let customerId: number;

beforeAll(async () => {
  const d = await loginIndividualDetails(t.app);
  sessionId = d.authenticationInfo.sessionID;
  customerId = d.customerInfo.customerID;
});

describe('one inquiry, one payment', () => {
  it('an inquiry paid by wallet cannot be paid again, by wallet or by card; a new inquiry shows what is left', async () => {
    const { bill, line } = await billLine(t.app);
    const before = await walletBalance(t.db, WALLET.funded);
    const code = await walletCode(t.app, line);
    expectResult(await walletPay(t.app, line, code), 0);
    // No second code is texted for an inquiry already paid; a repeated confirm answers the receipt.
    expectResult(
      await call(t.app, calls.generateToken, { deviceInfo, token: { mobileNumber: WALLET.funded }, paymentInfo: line }),
      409,
      alreadyPaying,
    );
    expectResult(await walletPay(t.app, line, code), 0);
    const card = await call(t.app, calls.sdkConfirmCardNonce, {
      deviceInfo,
      paymentInfo: { ...line, PaymentMethod: 'CreditCard' },
      cardInfo: { Nonce: await cardNonce(t) },
      customerInfo: { Email: 'salim@example.om', MobileNo: '96890000005' },
      legalDocument: null,
    });
    expectResult(card, 409, alreadyPaying);
    expect(await walletBalance(t.db, WALLET.funded)).toBe(before - totalBaisa(bill));
    expect((await inquire(t.app, bill.billingNo)).dueAmount).toBe(0);
  });

  it('a declined card gives the inquiry back: the same bill can then be paid', async () => {
    const { line } = await billLine(t.app);
    const declined = await call(t.app, calls.sdkConfirmCardNonce, {
      deviceInfo,
      paymentInfo: { ...line, PaymentMethod: 'CreditCard' },
      cardInfo: { Nonce: await cardNonce(t, '4000000000000002') },
      customerInfo: { Email: 'salim@example.om', MobileNo: '96890000005' },
      legalDocument: null,
    });
    expectResult(declined, 2);
    expectResult(await walletPay(t.app, line, await walletCode(t.app, line)), 0);
  });
});

describe('part payments', () => {
  it('refuses a part-payment bill already paid in full (due 0), and more than is due', async () => {
    const bill = await inquire(t.app, account('333333'));
    expect(bill.dueAmount).toBeGreaterThan(1);
    expectResult(await walletPay(t.app, lineOf(bill, bill.dueAmount + 1), await walletCode(t.app, lineOf(bill))), 901);
    const line = lineOf(bill);
    expectResult(await walletPay(t.app, line, await walletCode(t.app, line)), 0);
    const paidUp = await inquire(t.app, bill.billingNo);
    expect(paidUp).toMatchObject({ dueAmount: 0 });
    const twentyFive = lineOf(paidUp, 25);
    const token = await call(t.app, calls.generateToken, { deviceInfo, token: { mobileNumber: WALLET.funded }, paymentInfo: twentyFive });
    expectResult(token, 901, nothingDue);
  });

  it('reads a maximum of 0 as "the due", never as "no limit", and keeps the minimum', async () => {
    const bill = await inquire(t.app, account('333333'));
    await t.db.query('UPDATE bill_inquiries SET max_baisa = 0, min_baisa = 2000 WHERE id = $1', [bill.validationCode]);
    const over = await call(t.app, calls.generateToken, {
      deviceInfo,
      token: { mobileNumber: WALLET.funded },
      paymentInfo: lineOf(bill, bill.dueAmount + 0.001),
    });
    expectResult(over, 901);
    const under = await call(t.app, calls.generateToken, {
      deviceInfo,
      token: { mobileNumber: WALLET.funded },
      paymentInfo: lineOf(bill, 1.999),
    });
    expectResult(under, 901);
    expectResult(
      await call(t.app, calls.generateToken, { deviceInfo, token: { mobileNumber: WALLET.funded }, paymentInfo: lineOf(bill, 2) }),
      -2,
    );
  });
});

describe('points', () => {
  it('ten payments at once with points: no error, the balance never goes below zero, nothing taken twice', async () => {
    await t.db.query('UPDATE customer_points SET points_baisa = 1500 WHERE customer_id = $1', [customerId]);
    const lines = await Promise.all(Array.from({ length: 10 }, () => billLine(t.app)));
    const nonces = await Promise.all(lines.map(() => cardNonce(t)));
    const answers = await Promise.all(lines.map(({ line }, i) => confirmedSession(t, line, nonces[i]!, { sessionId, usePoints: true })));
    const taken = await Promise.all(answers.map(async (a) => (await paymentRow(t.db, a.paymentSessionId)).points_baisa));
    expect(taken.reduce((s, n) => s + n, 0)).toBe(1500);
    const profile = CustomerProfileDataSchema.parse(
      (await call(t.app, calls.getCustomerProfileData, { deviceInfo, customerProfileInfo: { custId: customerId } }, sessionId)).details,
    );
    expect(profile.equivalentCash).toBe(0);
  });
});

describe('codes and replays', () => {
  it('a wallet code shown for another bill is refused and not used up: it still pays its own bill', async () => {
    const mine = await billLine(t.app);
    const other = await billLine(t.app);
    const code = await walletCode(t.app, mine.line);
    expectResult(await walletPay(t.app, other.line, code), 401, wrongCode);
    expectResult(await walletPay(t.app, mine.line, code), 0);
  });
});

describe('receipts belong to their owner', () => {
  it("a customer's card payment is completed and read only with that customer's session", async () => {
    const { line } = await billLine(t.app);
    const { paymentSessionId } = await confirmedSession(t, line, await cardNonce(t), { sessionId });
    const anonymous = await completePayment(t.app, paymentSessionId);
    expectResult(anonymous, 404);
    expect(anonymous.details).toBeFalsy();
    const mine = await completePayment(t.app, paymentSessionId, sessionId);
    expectResult(mine, 0);
    expect(receiptOf(mine).paymentSessionId).toBe(paymentSessionId);
    expect(await postingsOf(t.db, paymentSessionId)).toBe(1);
  });

  it('never writes a payment-session-id to the request log', async () => {
    const { line } = await billLine(t.app);
    const { paymentSessionId } = await confirmedSession(t, line, await cardNonce(t));
    await t.app.inject({
      method: 'GET',
      url: `/BillPaymentClient/ConfirmPayment?payment-session-id=${paymentSessionId}&channel=I&isbulk=0`,
    });
    expectResult(await completePayment(t.app, paymentSessionId), 0);
    const log = logLines.join('\n');
    expect(log).toContain('payment-session-id=[redacted]');
    expect(log).not.toContain(paymentSessionId);
  });
});

describe('the ledger', () => {
  it('balances for every payment this file made: nothing lost, held or paid twice', async () => {
    const report = await checkLedger(t.db);
    expect(report.problems).toEqual([]);
    expect(report.payments).toBeGreaterThan(10);
  });
});
