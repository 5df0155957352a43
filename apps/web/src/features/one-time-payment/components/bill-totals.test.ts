import { describe, expect, test } from 'vitest';
import type { Biller, Category, InquiryResult, Service } from '@portal/contract';
import { charges, paymentLine, shownDue, totals } from './bill-totals';
import type { InquiredBill } from './flow-types';

const inquiry: InquiryResult = {
  billNo: 'B1',
  billingNo: '100234567',
  dueAmount: 12.5,
  feeAmount: 0.2,
  vatAmount: 0.1,
  taxAmount: 0.05,
  debtRecovered: 0,
  allowPartial: true,
  maxAmount: 0,
  minAmount: 0,
  allowedDecimals: 3,
  validationCode: 'v-1',
  customerName: 'A',
  customerNameAr: 'أ',
  ccbAccount: '',
  dueDate: null,
};

const bill = (over: Partial<InquiredBill> = {}): InquiredBill => ({
  selection: {
    category: { id: 1, name: 'Electricity' } as Category,
    biller: { id: 11, name: 'MEDC' } as Biller,
    service: { id: 111, name: 'Postpaid' } as Service,
    serviceCategory: null,
  },
  typedBillingNo: '100234567',
  inquiry,
  paidBaisa: 12_500,
  usePoints: false,
  ...over,
});

describe('one bill: what is due, charged and paid (spec 02 §4)', () => {
  test('a credit on the account shows as 0 due', () => {
    expect(shownDue({ inquiry: { ...inquiry, dueAmount: -3.25 } })).toBe(0);
    expect(shownDue({ inquiry })).toBe(12_500);
  });

  test('fees, VAT and tax only on a bill paid something', () => {
    expect(charges(bill())).toEqual({ fee: 200, vat: 100, tax: 50 });
    expect(charges(bill({ paidBaisa: 0 }))).toEqual({ fee: 0, vat: 0, tax: 0 });
  });

  test('the total is paid + charges, less the points the server will take', () => {
    expect(totals(bill(), 5_000)).toEqual({ gross: 12_850, points: 0, total: 12_850 });
    expect(totals(bill({ usePoints: true }), 5_000)).toEqual({ gross: 12_850, points: 5_000, total: 7_850 });
  });

  test('points never pay the minimum card charge: the total shown is what the card is charged', () => {
    // 20.000 of points against 12.850: the server takes 12.750 and charges 0.100 to the card.
    expect(totals(bill({ usePoints: true }), 20_000)).toEqual({ gross: 12_850, points: 12_750, total: 100 });
  });

  test('the payment line carries the amount paid in OMR and the inquiry that priced it', () => {
    const line = paymentLine(bill({ paidBaisa: 7_005 }));
    expect(line).toMatchObject({
      billingNo: '100234567',
      billerID: 11,
      serviceID: 111,
      PaidAmount: 7.005,
      ValidationCode: 'v-1',
      Channel: 'I',
    });
  });
});
