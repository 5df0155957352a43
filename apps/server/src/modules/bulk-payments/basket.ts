import { ErrorCode, MAX_BULK_BILLS, normalizeDigits, type BulkPaymentLine } from '@portal/contract';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionRef } from '../../platform/sessions.ts';
import { priceLines, type PricedLines } from '../payments/index.ts';
import { billNotFound, registeredBillRepository } from '../registered-bills/index.ts';

export const basketMessages = {
  tooMany: { en: 'You are not allowed to pay more than three bills at once', ar: 'غير مسموح لك بدفع أكثر من ثلاث فواتير في عملية واحدة' },
  twice: { en: 'The same bill appears twice in this payment', ar: 'الفاتورة نفسها مكررة في عملية الدفع هذه' },
  notYourBill: { en: 'This payment line does not match your registered bill', ar: 'بند الدفع لا يطابق فاتورتك المسجلة' },
};

/**
 * Prices a registered-bills basket (spec 02 §5 "Paid amount in bulk"): each line from its stored
 * inquiry, a line may be left at 0 but the basket must pay something, never more than three bills and
 * never one bill twice. A line naming a registered bill must name one of the customer's own.
 */
export async function priceBasket(db: Db, session: SessionRef, bills: BulkPaymentLine[]): Promise<PricedLines> {
  if (bills.length > MAX_BULK_BILLS) throw new AppError(ErrorCode.MissingDataIntegrity, basketMessages.tooMany);
  for (const line of bills) {
    if (!line.registeredBillId) continue;
    const bill = await registeredBillRepository.owned(db, session.customerId, line.registeredBillId);
    if (!bill) throw new AppError(ErrorCode.NotFound, billNotFound);
    const billingNo = normalizeDigits(line.billingNo ?? '')
      .trim()
      .toUpperCase();
    if (bill.biller_id !== line.billerID || bill.service_id !== line.serviceID || (billingNo && billingNo !== bill.billing_no)) {
      throw new AppError(ErrorCode.MissingDataIntegrity, basketMessages.notYourBill);
    }
  }
  const priced = await priceLines(db, bills, { allowZeroLines: true });
  const keys = priced.lines.map((l) => `${l.biller_id}:${l.service_id}:${l.billing_no}:${l.service_category_id ?? 0}`);
  if (new Set(keys).size !== keys.length) throw new AppError(ErrorCode.MissingDataIntegrity, basketMessages.twice);
  return priced;
}
