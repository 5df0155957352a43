import type { Queryable } from '../../platform/db.ts';

/** The money an exception leaves unexplained: a duplicate's second amount, else the difference or the one amount there is. */
const UNMATCHED = `CASE WHEN e.kind = 'duplicate' THEN e.outside_baisa ELSE coalesce(abs(e.ledger_baisa - e.outside_baisa), e.ledger_baisa, e.outside_baisa) END`;

/** The smaller reads and writes of settlement: billers, adjustments, remittances, a day's counts and the report's sums. */
export const settlementRepository = {
  async billerName(q: Queryable, billerId: number): Promise<{ en: string; ar: string } | undefined> {
    const [row] = await q.query<{ en: string; ar: string }>('SELECT name AS en, arabic_name AS ar FROM billers WHERE id = $1', [billerId]);
    return row;
  },

  async addAdjustment(
    q: Queryable,
    a: { day: string; correctsDay: string; billerId: number; amountBaisa: number; reason: string },
    staffId: number,
  ): Promise<number> {
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO settlement_adjustments (business_day, corrects_day, biller_id, amount_baisa, reason, created_by)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [a.day, a.correctsDay, a.billerId, a.amountBaisa, a.reason, staffId],
    );
    return row!.id;
  },

  /** False when the day already has its biller's remittance: it is recorded once. */
  async recordRemittance(q: Queryable, r: { day: string; billerId: number; remittanceReference: string }, staffId: number) {
    const rows = await q.query(
      `INSERT INTO settlement_remittances (business_day, biller_id, remittance_reference, recorded_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (business_day, biller_id) DO NOTHING RETURNING biller_id`,
      [r.day, r.billerId, r.remittanceReference, staffId],
    );
    return rows.length === 1;
  },

  dayBillers: (q: Queryable, day: string) =>
    q.query<{ biller_id: number; ledger_lines: number; ledger_baisa: number; matched_lines: number; matched_baisa: number }>(
      `SELECT biller_id, ledger_lines, ledger_baisa::bigint AS ledger_baisa, matched_lines, matched_baisa::bigint AS matched_baisa
         FROM settlement_day_billers WHERE business_day = $1 ORDER BY biller_id`,
      [day],
    ),

  /** Reversals (biller's file), refunds of this biller's lines (gateway's file), claims, adjustments, the remittance. */
  async reportSums(q: Queryable, day: string, billerId: number) {
    const [row] = await q.query<{ reversals: number; refunds: number; claims: number; adjustments: number; remittance: string | null }>(
      `SELECT
         coalesce((SELECT sum(l.amount_baisa) FROM settlement_files f JOIN settlement_file_lines l ON l.file_id = f.id
                    WHERE f.business_day = $1 AND f.source = 'biller' AND f.biller_id = $2 AND f.superseded_at IS NULL
                      AND l.record_type = 'REVERSAL'), 0)::bigint AS reversals,
         coalesce((SELECT sum(pl.paid_baisa) FROM payment_lines pl
                    WHERE pl.biller_id = $2 AND pl.status = 'refunded' AND pl.payment_id IN (
                      SELECT l.reference FROM settlement_files f JOIN settlement_file_lines l ON l.file_id = f.id
                       WHERE f.business_day = $1 AND f.source = 'gateway' AND f.superseded_at IS NULL AND l.record_type = 'REFUND')), 0)::bigint AS refunds,
         coalesce((SELECT sum(${UNMATCHED}) FROM reconciliation_exceptions e
                    WHERE e.business_day = $1 AND e.biller_id = $2 AND e.resolution = 'claim_raised'), 0)::bigint AS claims,
         coalesce((SELECT sum(amount_baisa) FROM settlement_adjustments WHERE business_day = $1 AND biller_id = $2), 0)::bigint AS adjustments,
         (SELECT remittance_reference FROM settlement_remittances WHERE business_day = $1 AND biller_id = $2) AS remittance`,
      [day, billerId],
    );
    return {
      reversals: Number(row!.reversals),
      refunds: Number(row!.refunds),
      claims: Number(row!.claims),
      adjustments: Number(row!.adjustments),
      remittance: row!.remittance,
    };
  },

  /**
   * Staff refunds (issue 31 §5) the switch would no longer reverse, paid back to the customer in the
   * window: claims against this biller's next settlement, as a finance-raised claim is.
   */
  async refundClaims(q: Queryable, from: Date, to: Date, billerId: number): Promise<number> {
    const [row] = await q.query<{ claims: number }>(
      `SELECT coalesce(sum(r.amount_baisa), 0)::bigint AS claims FROM refunds r
         JOIN payment_lines pl ON pl.payment_id = r.payment_id AND pl.line_no = r.line_no
        WHERE r.state = 'succeeded' AND r.biller_outcome = 'claim' AND pl.biller_id = $3 AND r.updated_at >= $1 AND r.updated_at < $2`,
      [from, to, billerId],
    );
    return Number(row!.claims);
  },

  feeLines: (q: Queryable, day: string) =>
    q.query<{ reference: string; amount: number }>(
      `SELECT l.reference, l.amount_baisa::bigint AS amount FROM settlement_files f JOIN settlement_file_lines l ON l.file_id = f.id
        WHERE f.business_day = $1 AND f.source = 'gateway' AND f.superseded_at IS NULL AND l.record_type = 'FEE'`,
      [day],
    ),

  /** The sums the alerts read: open exceptions' unmatched baisa, whether the due gateway file is in, days not closed by the cutoff. */
  async alertCounts(q: Queryable, dueDay: string, cutoff: string) {
    const [row] = await q.query<{ unmatched: number; due_in: boolean; not_closed: string[] | null }>(
      `SELECT
         coalesce((SELECT sum(${UNMATCHED}) FROM reconciliation_exceptions e WHERE e.status = 'open'), 0)::bigint AS unmatched,
         EXISTS (SELECT 1 FROM settlement_files WHERE source = 'gateway' AND business_day = $1 AND superseded_at IS NULL) AS due_in,
         (SELECT array_agg(to_char(business_day, 'YYYY-MM-DD') ORDER BY business_day) FROM settlement_days
           WHERE status <> 'closed' AND business_day <= $2) AS not_closed`,
      [dueDay, cutoff],
    );
    return { unmatched: Number(row!.unmatched), dueFileIn: row!.due_in, notClosed: row!.not_closed ?? [] };
  },
};
