import type { Bilingual } from '@portal/contract';
import type { Queryable } from '../../platform/db.ts';
import { paymentRepository as repo } from './payment-repository.ts';
import type { PaymentRow } from './payment-rows.ts';
import { inquiryClaimRepository } from './inquiry-claim-repository.ts';
import { pointsRepository } from './points-repository.ts';
import { SENT_STATES } from './payment-states.ts';
import type { PaymentMessages } from './payments-deps.ts';
import { withKnownLines } from './known-lines.ts';

/** A closed payment's reason told in two parts: what happened, then what became of the money. */
export const joinTexts = (a: Bilingual, b: Bilingual): Bilingual => ({ en: a.en + b.en, ar: a.ar + b.ar });

/**
 * Ends a payment that, as its providers confirmed, holds no money of the customer's any more: points
 * used go back, its inquiries are freed for another payment, and the reason is stored in both
 * languages; a payment that reached a provider queues its receipt (what happened, and that no money
 * was taken or that it was returned): for a customer always, for a visitor only when money moved.
 * Runs inside the caller's transaction.
 */
export async function closeWithoutMoney(
  q: Queryable,
  messages: PaymentMessages,
  p: PaymentRow,
  from: PaymentRow['state'],
  action: 'fail' | 'expire',
  text: Bilingual,
  note: Record<string, unknown>,
): Promise<PaymentRow> {
  const pointsBack = p.points_baisa - p.points_refunded_baisa;
  if (pointsBack > 0 && p.customer_id) await pointsRepository.add(q, p.customer_id, pointsBack);
  await inquiryClaimRepository.releaseAll(q, p.id);
  const closed = await repo.move(q, p.id, from, action, note, {
    failure_en: text.en,
    failure_ar: text.ar,
    points_refunded_baisa: p.points_baisa,
    // Final: nobody works on it any more, so its lease goes with the move.
    lease_until: null,
  });
  // Money moved when it was held (and given back) or a crash's recovery returned what was taken.
  const moneyMoved = from === 'authorized' || (typeof note.recovered === 'string' && note.recovered !== 'nothing');
  if (!SENT_STATES.includes(from)) return closed;
  // Read after every change the caller's transaction made to them: the closed row's lines from here on.
  const lines = await repo.lines(q, p.id);
  await messages.outcome(q, closed, lines, { moneyMoved });
  return withKnownLines(closed, lines);
}
