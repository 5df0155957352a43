import { ErrorCode } from '@portal/contract';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { inquiryClaimRepository as claims } from './inquiry-claim-repository.ts';
import { closeWithoutMoney } from './payment-closing.ts';
import { UNSENT_STATES } from './payment-states.ts';
import type { PaymentMessages } from './payments-deps.ts';

const alreadyPaying = {
  en: 'This bill is already being paid in another payment. Check your transaction history before paying again, or inquire the bill again',
  ar: 'هذه الفاتورة قيد الدفع في عملية أخرى. راجع سجل العمليات قبل الدفع مرة أخرى، أو استعلم عن الفاتورة من جديد',
};
const replaced = {
  en: 'Replaced by a newer attempt to pay the same bill. No money was taken',
  ar: 'تم استبدالها بمحاولة أحدث لدفع الفاتورة نفسها. لم يتم خصم أي مبلغ',
};

/**
 * One inquiry, one payment (decision 013): the payment that quotes an inquiry takes it in the
 * transaction that creates the payment, so the same bill amounts cannot be paid twice. A payment that
 * never reached a provider (a card order waiting for its code) gives its inquiries up to a newer
 * attempt (told why through `messages`); any other holder keeps them until it fails or expires. Called
 * in the creating transaction right after the payment's rows are written.
 */
export async function takeInquiries(
  q: Queryable,
  messages: PaymentMessages,
  paymentId: string,
  lines: ReadonlyArray<{ paid_baisa: number; validation_code: string }>,
  alreadyTaken: readonly string[],
): Promise<void> {
  // Zero lines (a bulk bill left unpaid) carry no money and take nothing.
  const codes = lines.filter((l) => l.paid_baisa > 0).map((l) => l.validation_code);
  // The free ones were taken with the lines (payment-repository insert); the rest one by one, in line
  // order (a code twice in a basket is refused: its second line finds it held by this payment).
  const taken = new Set(alreadyTaken);
  for (const code of codes) {
    if (taken.delete(code)) continue;
    const holder = await claims.holderForUpdate(q, code);
    if (!holder || !UNSENT_STATES.includes(holder.state)) throw new AppError(ErrorCode.Conflict, alreadyPaying);
    await closeWithoutMoney(q, messages, holder, holder.state, 'expire', replaced, { reason: 'replaced', by: paymentId });
    if (!(await claims.take(q, paymentId, code))) throw new AppError(ErrorCode.Conflict, alreadyPaying);
  }
}

/** A line the biller refused gives its inquiry back, so the customer may pay that bill again. */
export const freeInquiry = (q: Queryable, paymentId: string, validationCode: string) => claims.release(q, paymentId, validationCode);

/**
 * Refuses before a code is texted when an inquiry is already held by a payment that reached a
 * provider, as priceLines read it with the inquiry (takeInquiries decides for good when the payment
 * is created).
 */
export function checkInquiriesFree(priced: { heldElsewhere: boolean }): void {
  if (priced.heldElsewhere) throw new AppError(ErrorCode.Conflict, alreadyPaying);
}
