import { one, type Queryable } from '../../platform/db.ts';
import type { PaymentRow } from './payment-rows.ts';

/**
 * Which payment holds an inquiry (bill_inquiries.payment_id): the SQL of one inquiry, one payment
 * (decision 013). The rules that decide when a claim may be taken over are in inquiry-claims.ts.
 */
export const inquiryClaimRepository = {
  /** Takes the inquiry for the payment if no payment holds it; true when taken. */
  async take(q: Queryable, paymentId: string, validationCode: string): Promise<boolean> {
    const taken = await one(q, 'UPDATE bill_inquiries SET payment_id = $1 WHERE id = $2 AND payment_id IS NULL RETURNING id', [
      paymentId,
      validationCode,
    ]);
    return Boolean(taken);
  },

  /** The payment holding the inquiry, locked for the rest of the transaction. */
  holderForUpdate: (q: Queryable, validationCode: string) =>
    one<PaymentRow>(q, 'SELECT p.* FROM payments p JOIN bill_inquiries i ON i.payment_id = p.id WHERE i.id = $1 FOR UPDATE OF p', [
      validationCode,
    ]),

  /** Gives one inquiry back (a line the biller refused). */
  release: (q: Queryable, paymentId: string, validationCode: string) =>
    q.query('UPDATE bill_inquiries SET payment_id = NULL WHERE id = $1 AND payment_id = $2', [validationCode, paymentId]),

  /** Gives back every inquiry the payment holds (it ended holding no money). */
  releaseAll: (q: Queryable, paymentId: string) =>
    q.query('UPDATE bill_inquiries SET payment_id = NULL WHERE payment_id = $1', [paymentId]),
};
