import { beforeAll, describe, expect, it } from 'vitest';
import { calls, PaymentHistoryDetailsSchema, type Receipt } from '@portal/contract';
import { call, deviceInfo, expectResult } from '../support/api.ts';
import { DEMO, loginIndividual } from '../support/logins.ts';
import { usePaymentApp } from '../support/payment-app.ts';
import { account, inquire, lineOf, receiptOf, WALLET, walletCode, walletPay } from './payment-fixtures.ts';

const t = usePaymentApp();
let customer: string;
let stranger: string;
/** One partial bill, paid once by a visitor and once by the signed-in customer. */
const partial = account('333333');
let visitorPaid: Receipt;
let customerPaid: Receipt;

async function history(billingNo: string, sessionId?: string, dates: { fromDate?: string; toDate?: string } = {}) {
  const answer = await call(
    t.app,
    calls.paymentHistory,
    { deviceInfo, paymentInfo: { billingNo, transactionNumber: 10, ...dates } },
    sessionId,
  );
  expectResult(answer, 0);
  return PaymentHistoryDetailsSchema.parse(answer.details);
}

/** Pays `paid` OMR of a partial bill from the funded wallet, as a visitor or with a session. */
async function pay(billingNo: string, paid: number, sessionId?: string): Promise<Receipt> {
  // The same bill paid again on purpose (issue 35's "Pay again"): a history of several payments.
  const line = { ...lineOf(await inquire(t.app, billingNo), paid), PayAgain: true };
  const answer = await walletPay(t.app, line, await walletCode(t.app, line, WALLET.funded, sessionId), WALLET.funded, sessionId);
  expectResult(answer, 0);
  return receiptOf(answer);
}

beforeAll(async () => {
  customer = await loginIndividual(t.app);
  stranger = await loginIndividual(t.app, DEMO.otherIndividual.mobile);
  visitorPaid = await pay(partial, 1);
  customerPaid = await pay(partial, 1.5, customer);
});

describe('RegistredBills/PaymentHistory', () => {
  it("shows a signed-in customer their own payments of the reference, and not a visitor's", async () => {
    const rows = await history(partial, customer);
    expect(rows).toEqual([
      {
        participantTrxID: customerPaid.paymentInfo[0]!.systemTrxID,
        billingNo: partial,
        dueAmount: expect.any(Number),
        paidAmount: 1.5,
        processDate: customerPaid.paymentInfo[0]!.processDate,
      },
    ]);
    expect(new Date(rows[0]!.processDate).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("shows a visitor only visitors' payments of the reference, never a customer's", async () => {
    const rows = await history(partial);
    expect(rows.map((r) => [r.participantTrxID, r.paidAmount])).toEqual([[visitorPaid.paymentInfo[0]!.systemTrxID, 1]]);
  });

  it("shows another customer nothing of someone else's payments", async () => {
    expect(await history(partial, stranger)).toEqual([]);
  });

  it('lists only payments the biller accepted (not a rejected posting), and reads Arabic-Indic digits', async () => {
    const rejected = account('444444');
    const line = lineOf(await inquire(t.app, rejected));
    expectResult(await walletPay(t.app, line, await walletCode(t.app, line, WALLET.funded, customer), WALLET.funded, customer), 2);
    expect(await history(rejected, customer)).toEqual([]);
    const arabic = partial.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    expect(await history(arabic, customer)).toHaveLength(1);
  });

  it('keeps to the dates asked for', async () => {
    const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString();
    const lastYear = new Date(Date.now() - 365 * 24 * 3600_000).toISOString();
    expect(await history(partial, customer, { fromDate: tomorrow })).toEqual([]);
    expect(await history(partial, customer, { fromDate: lastYear, toDate: lastYear })).toEqual([]);
    expect(await history(partial, customer, { fromDate: lastYear, toDate: tomorrow })).toHaveLength(1);
  });
});
