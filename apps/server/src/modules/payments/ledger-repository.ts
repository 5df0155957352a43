import type { Queryable } from '../../platform/db.ts';
import type { PaymentState } from './payment-states.ts';

/** One payment's money as our tables and the sandboxes' own books record it (the ledger check, decision 013). */
export interface LedgerRow {
  id: string;
  state: PaymentState;
  method: string;
  points_net: number;
  posted_total: number;
  posted_paid: number;
  biller_paid: number;
  wallet_net: number;
  card_net: number;
  card_held: boolean;
  /** Staff refunds (issue 31 §5) that gave money back, and those of them the biller reversed (the rest are claims on its settlement). */
  staff_refunded: number;
  staff_reversed: number;
  /** A staff refund is moving money right now: nothing is asserted of the payment until it ends. */
  refund_open: boolean;
}

export const ledgerRepository = {
  /** Every payment that touched a provider (the seeded demo history is left out), with its sums. */
  paymentSums: (q: Queryable) =>
    q.query<LedgerRow>(
      `WITH checked AS (
       SELECT p.* FROM payments p
        WHERE NOT EXISTS (SELECT 1 FROM payment_events e WHERE e.payment_id = p.id AND e.note @> '{"seeded": true}'::jsonb)
     )
     SELECT p.id, p.state, p.method,
            p.points_baisa - p.points_refunded_baisa AS points_net,
            coalesce((SELECT sum(l.paid_baisa + l.fee_baisa + l.vat_baisa + l.tax_baisa) FROM payment_lines l WHERE l.payment_id = p.id AND l.status = 'posted'), 0)::bigint AS posted_total,
            coalesce((SELECT sum(l.paid_baisa) FROM payment_lines l WHERE l.payment_id = p.id AND l.status = 'posted'), 0)::bigint AS posted_paid,
            (coalesce((SELECT sum(b.amount_baisa) FROM sandbox_biller_postings b WHERE left(b.reference, length(p.id) + 1) = p.id || ':'), 0)
             - coalesce((SELECT sum(v.amount_baisa) FROM sandbox_biller_reversals v WHERE left(v.posting_reference, length(p.id) + 1) = p.id || ':'), 0))::bigint AS biller_paid,
            coalesce((SELECT sum(r.amount_baisa) FROM refunds r WHERE r.payment_id = p.id AND r.state = 'succeeded'), 0)::bigint AS staff_refunded,
            coalesce((SELECT sum(r.amount_baisa) FROM refunds r WHERE r.payment_id = p.id AND r.state = 'succeeded' AND r.biller_outcome = 'reversed'), 0)::bigint AS staff_reversed,
            EXISTS (SELECT 1 FROM refunds r WHERE r.payment_id = p.id AND r.state IN ('approved', 'submitted')) AS refund_open,
            coalesce((SELECT sum(CASE w.kind WHEN 'debit' THEN w.amount_baisa ELSE -w.amount_baisa END) FROM sandbox_wallet_transactions w
                       WHERE left(w.reference, length(p.id) + 1) = p.id || ':'), 0)::bigint AS wallet_net,
            coalesce((SELECT sum(CASE WHEN g.status IN ('captured', 'refunded') THEN g.amount - g.refunded_amount ELSE 0 END) FROM gw_payments g WHERE g.reference = p.id), 0)::bigint AS card_net,
            EXISTS (SELECT 1 FROM gw_payments g WHERE g.reference = p.id AND g.status IN ('authorized', 'requires_action')) AS card_held
       FROM checked p`,
    ),

  /** An authorisation the gateway holds for a reference we never stored (a crash before our commit). */
  orphanHolds: (q: Queryable) =>
    q.query<{ id: string }>(
      `SELECT g.reference AS id FROM gw_payments g
      WHERE g.status IN ('authorized', 'requires_action') AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.id = g.reference)`,
    ),
};
