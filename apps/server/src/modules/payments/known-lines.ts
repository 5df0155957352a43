import type { Queryable } from '../../platform/db.ts';
import { paymentRepository as repo } from './payment-repository.ts';
import type { LineRow, PaymentRow } from './payment-rows.ts';

/**
 * The lines a request already holds for a payment row it wrote (issue 36): the row and its lines as
 * they stood together, so settling and answering the receipt do not read them again. Only a row whose
 * lines no later statement changed gets an entry (a row is a snapshot: every move makes a new one);
 * any other row's lines are read.
 */
const known = new WeakMap<PaymentRow, readonly LineRow[]>();

export function withKnownLines(p: PaymentRow, lines: readonly LineRow[]): PaymentRow {
  known.set(p, lines);
  return p;
}

/** `to`, a move of `from` (a payment's move writes the payment, never its lines), with the lines known for `from`. */
export function sameLines(from: PaymentRow, to: PaymentRow): PaymentRow {
  const held = known.get(from);
  if (held) known.set(to, held);
  return to;
}

export async function linesOf(q: Queryable, p: PaymentRow): Promise<LineRow[]> {
  const held = known.get(p);
  return held ? [...held] : repo.lines(q, p.id);
}
