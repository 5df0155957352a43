import { one, type Queryable } from '../../platform/db.ts';
import type { PaymentRow } from './payment-rows.ts';
import type { PaymentState } from './payment-states.ts';

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

  /** Takes every one of the inquiries that no payment holds, in one statement; the ones taken. */
  async takeAll(q: Queryable, paymentId: string, validationCodes: string[]): Promise<string[]> {
    if (!validationCodes.length) return [];
    const taken = await q.query<{ id: string }>(
      'UPDATE bill_inquiries SET payment_id = $1 WHERE id = ANY($2::text[]) AND payment_id IS NULL RETURNING id',
      [paymentId, validationCodes],
    );
    return taken.map((t) => t.id);
  },

  /** The payment holding the inquiry, locked for the rest of the transaction. */
  holderForUpdate: (q: Queryable, validationCode: string) =>
    one<PaymentRow>(q, 'SELECT p.* FROM payments p JOIN bill_inquiries i ON i.payment_id = p.id WHERE i.id = $1 FOR UPDATE OF p', [
      validationCode,
    ]),

  /** Whether any of the inquiries is held by a payment in a state other than these. */
  async heldOutside(q: Queryable, validationCodes: string[], states: readonly PaymentState[]): Promise<boolean> {
    const held = await one(
      q,
      `SELECT 1 FROM bill_inquiries i JOIN payments p ON p.id = i.payment_id
        WHERE i.id = ANY($1::text[]) AND p.state <> ALL($2::text[])`,
      [validationCodes, [...states]],
    );
    return Boolean(held);
  },

  /** Gives one inquiry back (a line the biller refused). */
  release: (q: Queryable, paymentId: string, validationCode: string) =>
    q.query('UPDATE bill_inquiries SET payment_id = NULL WHERE id = $1 AND payment_id = $2', [validationCode, paymentId]),

  /** Gives back every inquiry the payment holds (it ended holding no money). */
  releaseAll: (q: Queryable, paymentId: string) =>
    q.query('UPDATE bill_inquiries SET payment_id = NULL WHERE payment_id = $1', [paymentId]),
};
