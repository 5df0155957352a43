import type { Db, Queryable } from '../../platform/db.ts';
import { takeInquiries } from './inquiry-claims.ts';
import type { InsertedPayment } from './payment-insert-repository.ts';
import { paymentRepository as repo } from './payment-repository.ts';
import type { NewLine, NewPayment, PaymentIntent } from './payment-rows.ts';
import type { PaymentMessages } from './payments-deps.ts';

/**
 * A new payment written, with the inquiries its money quotes taken for it (decision 013). When every
 * inquiry is free, that is one statement and no transaction (decision 079); otherwise, or when
 * `payment` must write something first in the same transaction (the points a card payment uses), a
 * transaction in which takeInquiries replaces a holder that never reached a provider, or refuses.
 */
export async function createPayment(
  db: Db,
  messages: PaymentMessages,
  payment: NewPayment | ((q: Queryable) => Promise<NewPayment>),
  lines: NewLine[],
  intent?: PaymentIntent,
): Promise<InsertedPayment> {
  if (typeof payment !== 'function') {
    const alone = await repo.insertIfFree(db, payment, lines, intent);
    if (alone) return alone;
  }
  return db.tx(async (q) => {
    const created = await repo.insert(q, typeof payment === 'function' ? await payment(q) : payment, lines, intent);
    await takeInquiries(q, messages, created.payment.id, lines, created.taken);
    return created;
  });
}
