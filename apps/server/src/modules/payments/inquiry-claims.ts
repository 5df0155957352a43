import { ErrorCode } from '@portal/contract';
import { one, type Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { closeWithoutMoney } from './payment-closing.ts';
import type { PaymentRow } from './payment-repository.ts';
import { UNSENT_STATES } from './payment-states.ts';

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
 * attempt; any other holder keeps them until it fails or expires.
 */
export async function takeInquiries(q: Queryable, paymentId: string, validationCodes: string[]): Promise<void> {
  for (const code of validationCodes) {
    const taken = await one(q, 'UPDATE bill_inquiries SET payment_id = $1 WHERE id = $2 AND payment_id IS NULL RETURNING id', [
      paymentId,
      code,
    ]);
    if (taken) continue;
    const holder = await one<PaymentRow>(
      q,
      'SELECT p.* FROM payments p JOIN bill_inquiries i ON i.payment_id = p.id WHERE i.id = $1 FOR UPDATE OF p',
      [code],
    );
    if (!holder || !UNSENT_STATES.includes(holder.state)) throw new AppError(ErrorCode.Conflict, alreadyPaying);
    await closeWithoutMoney(q, holder, holder.state, 'expired', replaced, { reason: 'replaced', by: paymentId });
    const retaken = await one(q, 'UPDATE bill_inquiries SET payment_id = $1 WHERE id = $2 AND payment_id IS NULL RETURNING id', [
      paymentId,
      code,
    ]);
    if (!retaken) throw new AppError(ErrorCode.Conflict, alreadyPaying);
  }
}

/** A line the biller refused gives its inquiry back, so the customer may pay that bill again. */
export const freeInquiry = (q: Queryable, paymentId: string, validationCode: string) =>
  q.query('UPDATE bill_inquiries SET payment_id = NULL WHERE id = $1 AND payment_id = $2', [validationCode, paymentId]);

/**
 * Refuses before a code is texted when an inquiry is already held by a payment that reached a
 * provider (takeInquiries decides for good when the payment is created).
 */
export async function checkInquiriesFree(q: Queryable, validationCodes: string[]): Promise<void> {
  if (!validationCodes.length) return;
  const held = await one(
    q,
    `SELECT 1 FROM bill_inquiries i JOIN payments p ON p.id = i.payment_id
      WHERE i.id = ANY($1::text[]) AND p.state <> ALL($2::text[])`,
    [validationCodes, [...UNSENT_STATES]],
  );
  if (held) throw new AppError(ErrorCode.Conflict, alreadyPaying);
}
