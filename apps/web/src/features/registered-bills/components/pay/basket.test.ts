import { describe, expect, test } from 'vitest';
import type { BulkInquiryItem, RegisteredBill } from '@portal/contract';
import { basketTotals, paidLines, paymentLines, shownDue } from './basket';
import type { InquiredLine } from './pay-types';

const registered = (id: number): RegisteredBill =>
  ({
    id,
    name: `Home ${id}`,
    biller: { id: 11, ename: 'MEDC', aname: 'م' },
    service: { id: 111, ename: 'Postpaid', aname: 'آجل' },
  }) as RegisteredBill;

const answered = (billingNo: string, due: number, fee = 0.2): BulkInquiryItem => ({
  billerID: 11,
  serviceID: 111,
  serviceCategory: null,
  registeredBillId: null,
  errorEDesc: '',
  errorADesc: '',
  errorCode: 0,
  paidAmount: Math.max(0, due),
  billNo: `B-${billingNo}`,
  billingNo,
  dueAmount: due,
  feeAmount: fee,
  vatAmount: 0.1,
  taxAmount: 0,
  debtRecovered: 0,
  allowPartial: true,
  maxAmount: 0,
  minAmount: 0,
  allowedDecimals: 3,
  validationCode: `v-${billingNo}`,
  customerName: '',
  customerNameAr: '',
  ccbAccount: '',
  dueDate: null,
});

const refused: BulkInquiryItem = {
  billerID: 11,
  serviceID: 111,
  serviceCategory: null,
  registeredBillId: null,
  errorEDesc: 'Not found',
  errorADesc: 'غير موجود',
  errorCode: 20,
  billingNo: '999',
  billNo: '',
};

const line = (id: number, item: BulkInquiryItem, paidBaisa: number, selected = true): InquiredLine => ({
  bill: registered(id),
  item,
  paidBaisa,
  selected,
});

describe('the bulk basket (spec 02 §3)', () => {
  const lines = [
    line(1, answered('100', 10), 10_000),
    line(2, answered('200', 5), 2_500),
    line(3, answered('300', 4), 0), // chosen, paying nothing: left unpaid
    line(4, answered('400', 8), 8_000, false), // not chosen
    line(5, refused, 0),
  ];

  test('only chosen, answered lines paying something go into the payment', () => {
    expect(paidLines(lines).map((l) => l.bill.id)).toEqual([1, 2]);
  });

  test('sums: paid, fees, VAT and tax of those lines; points leave the minimum card charge', () => {
    expect(basketTotals(lines, false, 0)).toEqual({ paid: 12_500, fee: 400, vat: 200, tax: 0, gross: 13_100, points: 0, total: 13_100 });
    expect(basketTotals(lines, true, 1_000)).toMatchObject({ points: 1_000, total: 12_100 });
    expect(basketTotals(lines, true, 50_000)).toMatchObject({ points: 13_000, total: 100 });
  });

  test('each line is sent with its own inquiry and the registered bill it pays', () => {
    expect(paymentLines(lines)).toMatchObject([
      { billingNo: '100', PaidAmount: 10, ValidationCode: 'v-100', registeredBillId: 1 },
      { billingNo: '200', PaidAmount: 2.5, ValidationCode: 'v-200', registeredBillId: 2 },
    ]);
  });

  test('a credit shows as 0 due', () => {
    expect(shownDue(answered('100', -2) as Extract<BulkInquiryItem, { errorCode: 0 }>)).toBe(0);
  });
});
