import type { Queryable } from '../../platform/db.ts';

/** A posting our ledger says a biller accepted. */
export interface LedgerPosting {
  reference: string;
  payment_id: string;
  biller_id: number;
  amount: number;
}

/** A card capture our ledger expects at the gateway; biller_id is null when the payment spans several billers. */
export interface LedgerCapture {
  payment_id: string;
  biller_id: number | null;
  amount: number;
}

/**
 * Our side of the three-way match, read with SQL of its own (the payments module stays untouched): the
 * lines posted and the card payments completed within a settlement window. The posting reference is
 * the one the payments code sends the biller (`moneyKey(payment, line, 'post')`).
 */
export const ledgerReader = {
  postings: (q: Queryable, from: Date, to: Date) =>
    q.query<LedgerPosting>(
      `SELECT l.payment_id || ':' || l.line_no || ':post' AS reference, l.payment_id, l.biller_id, l.paid_baisa::bigint AS amount
         FROM payment_lines l
        WHERE l.status IN ('posted', 'refunded') AND l.posted_at >= $1 AND l.posted_at < $2`,
      [from, to],
    ),

  captures: (q: Queryable, from: Date, to: Date) =>
    q.query<LedgerCapture>(
      `SELECT p.id AS payment_id, p.charged_baisa::bigint AS amount,
              (SELECT CASE WHEN count(DISTINCT l.biller_id) = 1 THEN min(l.biller_id) END FROM payment_lines l WHERE l.payment_id = p.id) AS biller_id
         FROM payments p
        WHERE p.method = 'CreditCard' AND p.state IN ('completed', 'partially_completed') AND p.charged_baisa > 0
          AND p.completed_at >= $1 AND p.completed_at < $2`,
      [from, to],
    ),

  /** Which of these references our ledger knows at all (posted on another day, a capture completed earlier). */
  async known(q: Queryable, postingRefs: string[], paymentIds: string[]): Promise<Set<string>> {
    const rows = await q.query<{ ref: string }>(
      `SELECT l.payment_id || ':' || l.line_no || ':post' AS ref FROM payment_lines l
        WHERE l.payment_id || ':' || l.line_no || ':post' = ANY($1::text[]) AND l.status IN ('posted', 'refunded')
       UNION ALL
       SELECT p.id FROM payments p WHERE p.id = ANY($2::text[]) AND p.method = 'CreditCard'`,
      [postingRefs, paymentIds],
    );
    return new Set(rows.map((r) => r.ref));
  },

  /** Payments' billers, for lines of a file the day's ledger did not expect. */
  billersOf: (q: Queryable, paymentIds: string[]) =>
    q.query<{ payment_id: string; biller_id: number; paid: number }>(
      `SELECT payment_id, biller_id, sum(paid_baisa)::bigint AS paid FROM payment_lines
        WHERE payment_id = ANY($1::text[]) AND status IN ('posted', 'refunded') GROUP BY payment_id, biller_id`,
      [paymentIds],
    ),
};
