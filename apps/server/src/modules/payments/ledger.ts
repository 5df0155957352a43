import type { Queryable } from '../../platform/db.ts';

export interface LedgerProblem {
  paymentId: string;
  state: string;
  problem: string;
}

export interface LedgerReport {
  /** Payments checked (the seeded demo history, which never touched a provider, is left out). */
  payments: number;
  /** Not final yet: nothing is asserted of them. */
  open: number;
  /** Money taken that was neither passed to a biller nor given back (or passed on without being taken). */
  lost: number;
  /** A card authorisation still held for a payment that is over, or for no payment at all. */
  held: number;
  /** A biller paid more than the payment's posted lines. */
  double: number;
  problems: LedgerProblem[];
}

interface Row {
  id: string;
  state: string;
  method: string;
  points_net: number;
  posted_total: number;
  posted_paid: number;
  biller_paid: number;
  wallet_net: number;
  card_net: number;
  card_held: boolean;
}

/**
 * The money check (decision 013), read from our payments and the sandboxes' own books: for every
 * final payment, the money taken net of refunds (card captured − refunded, or wallet debited −
 * refunded) plus the points used net equals what its posted lines cost; the billers were paid exactly
 * the posted lines; and nothing is left authorised for a payment that is over. A real deployment
 * checks the same against the providers' settlement reports.
 */
export async function checkLedger(q: Queryable): Promise<LedgerReport> {
  const rows = await q.query<Row>(
    `WITH checked AS (
       SELECT p.* FROM payments p
        WHERE NOT EXISTS (SELECT 1 FROM payment_events e WHERE e.payment_id = p.id AND e.note @> '{"seeded": true}'::jsonb)
     )
     SELECT p.id, p.state, p.method,
            p.points_baisa - p.points_refunded_baisa AS points_net,
            coalesce((SELECT sum(l.paid_baisa + l.fee_baisa + l.vat_baisa + l.tax_baisa) FROM payment_lines l WHERE l.payment_id = p.id AND l.status = 'posted'), 0)::bigint AS posted_total,
            coalesce((SELECT sum(l.paid_baisa) FROM payment_lines l WHERE l.payment_id = p.id AND l.status = 'posted'), 0)::bigint AS posted_paid,
            coalesce((SELECT sum(b.amount_baisa) FROM sandbox_biller_postings b WHERE left(b.reference, length(p.id) + 1) = p.id || ':'), 0)::bigint AS biller_paid,
            coalesce((SELECT sum(CASE w.kind WHEN 'debit' THEN w.amount_baisa ELSE -w.amount_baisa END) FROM sandbox_wallet_transactions w
                       WHERE left(w.reference, length(p.id) + 1) = p.id || ':'), 0)::bigint AS wallet_net,
            coalesce((SELECT sum(CASE WHEN g.status IN ('captured', 'refunded') THEN g.amount - g.refunded_amount ELSE 0 END) FROM gw_payments g WHERE g.reference = p.id), 0)::bigint AS card_net,
            EXISTS (SELECT 1 FROM gw_payments g WHERE g.reference = p.id AND g.status IN ('authorized', 'requires_action')) AS card_held
       FROM checked p`,
  );
  const report: LedgerReport = { payments: rows.length, open: 0, lost: 0, held: 0, double: 0, problems: [] };
  const flag = (r: Pick<Row, 'id' | 'state'>, kind: 'lost' | 'held' | 'double', problem: string) => {
    report[kind] += 1;
    report.problems.push({ paymentId: r.id, state: r.state, problem: `${kind}: ${problem}` });
  };
  for (const r of rows) {
    if (!['completed', 'partially_completed', 'failed', 'expired'].includes(r.state)) {
      report.open += 1;
      continue;
    }
    const money = Number(r.wallet_net) + Number(r.card_net);
    const owed = Number(r.posted_total) - (Number(r.posted_total) > 0 ? Number(r.points_net) : 0);
    if (money !== owed) flag(r, 'lost', `money taken ${money} baisa, owed ${owed}`);
    if (Number(r.biller_paid) > Number(r.posted_paid))
      flag(r, 'double', `billers paid ${r.biller_paid} baisa for posted lines of ${r.posted_paid}`);
    else if (Number(r.biller_paid) < Number(r.posted_paid))
      flag(r, 'lost', `billers paid ${r.biller_paid} baisa for posted lines of ${r.posted_paid}`);
    if (r.card_held) flag(r, 'held', 'a card authorisation is still held');
  }
  // An authorisation the gateway holds for a reference we never stored (a crash before our commit).
  const orphans = await q.query<{ id: string }>(
    `SELECT g.reference AS id FROM gw_payments g
      WHERE g.status IN ('authorized', 'requires_action') AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.id = g.reference)`,
  );
  for (const o of orphans) flag({ id: o.id, state: 'unknown' }, 'held', 'held at the gateway for no payment of ours');
  return report;
}
