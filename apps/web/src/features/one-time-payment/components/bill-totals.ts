import { baisaToOmr, omrToBaisa, pointsTaken, type PaymentLine } from '@portal/contract';
import type { InquiredBill } from './flow-types';

/** A negative due (credit on the account) shows as 0 and is what is paid by default (spec 02 §4). */
export const shownDue = (bill: Pick<InquiredBill, 'inquiry'>) => Math.max(0, omrToBaisa(bill.inquiry.dueAmount));

/** Fees, VAT and tax are charged only on a bill that is paid something. */
export function charges(bill: InquiredBill) {
  const q = bill.inquiry;
  const on = bill.paidBaisa > 0;
  return {
    fee: on ? omrToBaisa(q.feeAmount) : 0,
    vat: on ? omrToBaisa(q.vatAmount) : 0,
    tax: on ? omrToBaisa(q.taxAmount) : 0,
  };
}

/**
 * Total = paid + fee + VAT + tax, less the points' cash when used: the points the server will take, which
 * leave the minimum card charge on the card (the bulk basket's rule), so the total shown is the charge.
 */
export function totals(bill: InquiredBill, pointsCash: number) {
  const { fee, vat, tax } = charges(bill);
  const gross = bill.paidBaisa + fee + vat + tax;
  const points = bill.usePoints ? pointsTaken(pointsCash, gross) : 0;
  return { gross, points, total: gross - points };
}

/** The bill as every payment call sends it (paymentInfo); the server prices it from its own inquiry. */
export function paymentLine(bill: InquiredBill): PaymentLine {
  const { selection: s, inquiry: q } = bill;
  return {
    billingNo: q.billingNo,
    billNo: q.billNo,
    billerID: s.biller.id,
    serviceID: s.service.id,
    ServiceCategory: s.serviceCategory?.id ?? null,
    DueAmount: q.dueAmount,
    PaidAmount: baisaToOmr(bill.paidBaisa),
    FeeAmount: q.feeAmount,
    ValidationCode: q.validationCode,
    Channel: 'I',
    addtionalInfo: { categoryName: s.category.name, billerName: s.biller.name, serviceName: s.service.name },
    ...(bill.payAgain ? { PayAgain: true } : {}),
  };
}
