import { baisaToOmr, omrToBaisa, pointsTaken, type BulkPaymentLine } from '@portal/contract';
import { isAnswered, type AnsweredItem, type InquiredLine } from './pay-types';

/** A line that goes into the payment: chosen, answered, and paying something (a 0 line is left unpaid). */
export const paidLines = (lines: InquiredLine[]) =>
  lines.filter((l): l is InquiredLine & { item: AnsweredItem } => l.selected && isAnswered(l.item) && l.paidBaisa > 0);

/** Fees, VAT and tax are charged only on a bill that is paid something (as the server prices it). */
export function lineCharges(line: InquiredLine) {
  if (!isAnswered(line.item) || line.paidBaisa <= 0) return { fee: 0, vat: 0, tax: 0 };
  return { fee: omrToBaisa(line.item.feeAmount), vat: omrToBaisa(line.item.vatAmount), tax: omrToBaisa(line.item.taxAmount) };
}

/** The summary's sums (baisa): paid, fees, VAT, tax; the points a card payment would take; the total. */
export function basketTotals(lines: InquiredLine[], usePoints: boolean, pointsCash: number) {
  const sums = { paid: 0, fee: 0, vat: 0, tax: 0 };
  for (const line of paidLines(lines)) {
    const c = lineCharges(line);
    sums.paid += line.paidBaisa;
    sums.fee += c.fee;
    sums.vat += c.vat;
    sums.tax += c.tax;
  }
  const gross = sums.paid + sums.fee + sums.vat + sums.tax;
  const points = usePoints ? pointsTaken(pointsCash, gross) : 0;
  return { ...sums, gross, points, total: gross - points };
}

/** The basket as every bulk payment call sends it; the server prices each line from its own inquiry. */
export function paymentLines(lines: InquiredLine[]): BulkPaymentLine[] {
  return paidLines(lines).map(({ bill, item, paidBaisa }) => ({
    billingNo: item.billingNo,
    billNo: item.billNo,
    billerID: item.billerID,
    serviceID: item.serviceID,
    ServiceCategory: item.serviceCategory,
    DueAmount: item.dueAmount,
    PaidAmount: baisaToOmr(paidBaisa),
    FeeAmount: item.feeAmount,
    ValidationCode: item.validationCode,
    Channel: 'I',
    registeredBillId: bill.id,
    addtionalInfo: { billerName: bill.biller.ename, serviceName: bill.service.ename, nickname: bill.name },
  }));
}

/** A negative due (credit on the account) shows as 0 (spec 02 §4). */
export const shownDue = (item: AnsweredItem) => Math.max(0, omrToBaisa(item.dueAmount));
