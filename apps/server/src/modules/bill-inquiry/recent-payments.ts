import { baisaToOmr, ErrorCode, type Bilingual, type RecentPayment } from '@portal/contract';
import type { CallContext } from '../../platform/calls.ts';
import { AppError } from '../../platform/errors.ts';
import { PROCESSING_STATES, type RecentPaymentRow } from './recent-payment-repository.ts';

/**
 * A bill paid twice by accident (issue 35): two tabs, or a second try after a lost answer. A payment of
 * the same biller and account being processed, or completed in the last 24 hours, is said at inquiry
 * and refused on the way to the money unless the customer chose "Pay again" for that bill.
 */

/** Who asks: the signed-in customer and the browser (deviceInfo.deviceID) of the request. */
export interface Asker {
  customerId: number | null;
  deviceId: string | null;
}

export const askerOf = (ctx: CallContext): Asker => ({ customerId: ctx.session?.customerId ?? null, deviceId: ctx.deviceId });

/** The payment to warn of (read with the inquiry), with its amount and time only for the customer or browser that made it. */
export function recentPaymentOf(row: RecentPaymentRow | undefined, asker: Asker): RecentPayment | null {
  if (!row) return null;
  const status = PROCESSING_STATES.includes(row.state) ? 'processing' : 'paid';
  const theirs =
    (asker.customerId !== null && row.customer_id === asker.customerId) || (asker.deviceId !== null && row.device_id === asker.deviceId);
  return theirs ? { status, amount: baisaToOmr(Number(row.amount_baisa)), at: new Date(row.at).toISOString() } : { status };
}

export const paidRecentlyText: Bilingual = {
  en: 'A payment of this bill is being processed or was made in the last 24 hours. Choose "Pay again" only if you mean to pay it once more',
  ar: 'هناك عملية دفع لهذه الفاتورة قيد المعالجة أو تمت خلال آخر 24 ساعة. اختر "ادفع مرة أخرى" فقط إذا كنت تريد دفعها مرة أخرى',
};

/** Refuses a bill with such a payment unless "Pay again" was chosen for it; the answer carries what to warn of. */
export function refuseIfPaidRecently(row: RecentPaymentRow | undefined, asker: Asker): void {
  const recentPayment = recentPaymentOf(row, asker);
  if (recentPayment) throw new AppError(ErrorCode.Conflict, paidRecentlyText, { recentPayment });
}
