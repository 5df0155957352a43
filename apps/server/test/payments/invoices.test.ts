import { beforeAll, describe, expect, it } from 'vitest';
import { calls, GetLastInvoiceDetailsSchema, PrintInvoiceDetailsSchema, type Receipt } from '@portal/contract';
import { call, deviceInfo, expectResult } from '../support/api.ts';
import { DEMO, loginIndividual } from '../support/logins.ts';
import { usePaymentApp } from '../support/payment-app.ts';
import { account, billLine, ELECTRICITY, isPdf, receiptOf, WALLET, walletCode, walletPay } from './payment-fixtures.ts';

const t = usePaymentApp();
const cannotPrint = { en: 'Cannot print invoice', ar: 'لا يمكن طباعة الفاتورة' };
let customer: string;
let stranger: string;
let customerReceipt: Receipt;
let visitorReceipt: Receipt;

async function payByWallet(sessionId?: string): Promise<Receipt> {
  const { line } = await billLine(t.app);
  const answer = await walletPay(t.app, line, await walletCode(t.app, line, WALLET.funded, sessionId), WALLET.funded, sessionId);
  expectResult(answer, 0);
  return receiptOf(answer);
}

const printInvoice = (receipt: Receipt, sessionId?: string, paymentSessionId?: string) =>
  call(
    t.app,
    calls.printInvoice,
    {
      deviceInfo,
      billerId: 0,
      serviceId: 0,
      systemTrxId: receipt.paymentInfo[0]!.systemTrxID!,
      addWaterMark: false,
      channel: 'I',
      ...(paymentSessionId ? { paymentSessionId } : {}),
    },
    sessionId,
  );
const lastInvoice = (ids: { billerID: number; serviceID: number }, billingNo: string) =>
  call(t.app, calls.getLastInvoice, { deviceInfo, ...ids, billingNo, mobileNumber: DEMO.individual.mobile });

beforeAll(async () => {
  customer = await loginIndividual(t.app);
  stranger = await loginIndividual(t.app, DEMO.otherIndividual.mobile);
  customerReceipt = await payByWallet(customer);
  visitorReceipt = await payByWallet();
});

describe('PaymentSDK/PrintInvoice', () => {
  it("prints a customer's own receipt by its systemTrxId: a base64 PDF", async () => {
    const answer = await printInvoice(customerReceipt, customer);
    expectResult(answer, 0);
    expect(isPdf(PrintInvoiceDetailsSchema.parse(answer.details).content)).toBe(true);
  });

  it("refuses a customer's receipt to another customer and to a visitor, even with its payment session id", async () => {
    expectResult(await printInvoice(customerReceipt, stranger), 404, cannotPrint);
    expectResult(await printInvoice(customerReceipt), 404, cannotPrint);
    expectResult(await printInvoice(customerReceipt, undefined, customerReceipt.paymentSessionId), 404, cannotPrint);
  });

  it("prints a visitor's receipt only with that payment's session id", async () => {
    expectResult(await printInvoice(visitorReceipt), 404, cannotPrint);
    expectResult(await printInvoice(visitorReceipt, undefined, customerReceipt.paymentSessionId), 404, cannotPrint);
    expectResult(await printInvoice(visitorReceipt, stranger), 404, cannotPrint);
    const answer = await printInvoice(visitorReceipt, undefined, visitorReceipt.paymentSessionId);
    expectResult(answer, 0);
    expect(isPdf(PrintInvoiceDetailsSchema.parse(answer.details).content)).toBe(true);
  });

  it('answers 404 for a transaction id that is not ours', async () => {
    const unknown = { ...visitorReceipt, paymentInfo: [{ ...visitorReceipt.paymentInfo[0]!, systemTrxID: 'MEDC-00000000' }] };
    expectResult(await printInvoice(unknown, customer), 404, cannotPrint);
  });
});

describe('RegistredBills/GetLastInvoice', () => {
  it("answers the biller's last electricity bill as a base64 PDF", async () => {
    const answer = await lastInvoice(ELECTRICITY, account());
    expectResult(answer, 0);
    const details = GetLastInvoiceDetailsSchema.parse(answer.details);
    expect(details.shortURL).toBeNull();
    expect(isPdf(details.invoiceFile)).toBe(true);
  });

  it('answers nothing (nulls) for a service without bill details, and for a bill the biller does not know', async () => {
    const trafficFines = { billerID: 41, serviceID: 411 };
    for (const [ids, billingNo] of [
      [trafficFines, '12345678'],
      [ELECTRICITY, '000000123'],
    ] as const) {
      const answer = await lastInvoice(ids, billingNo);
      expectResult(answer, 0);
      expect(answer.details).toEqual({ shortURL: null, invoiceFile: null });
    }
  });

  it('answers 503 when the biller is unavailable, and 404 for a service of another biller', async () => {
    expectResult(await lastInvoice(ELECTRICITY, '222222001'), 503);
    expectResult(await lastInvoice({ billerID: 21, serviceID: 111 }, '12345678'), 404);
  });
});
