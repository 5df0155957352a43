import type { Queryable } from '../../platform/db.ts';
import type { BillerCount, FoundException } from './three-way-match.ts';

export type Resolution = 'matched_late' | 'refund_issued' | 'claim_raised' | 'written_off';

export interface ExceptionRow {
  id: number;
  business_day: string;
  biller_id: number | null;
  side: 'gateway' | 'biller';
  kind: FoundException['kind'];
  reference: string;
  payment_id: string | null;
  ledger_baisa: number | null;
  outside_baisa: number | null;
  owner_staff_id: number | null;
  opened_at: Date;
  status: 'open' | 'resolved';
  resolution: Resolution | null;
  resolution_note: string | null;
  resolved_by: number | null;
  approved_by: number | null;
  resolved_at: Date | null;
}

const COLUMNS = `id, to_char(business_day, 'YYYY-MM-DD') AS business_day, biller_id, side, kind, reference, payment_id,
  ledger_baisa::bigint AS ledger_baisa, outside_baisa::bigint AS outside_baisa, owner_staff_id, opened_at, status, resolution,
  resolution_note, resolved_by, approved_by, resolved_at`;

/** Reconciliation exceptions (migration 044): inserted and resolved, never deleted. */
export const exceptionRepository = {
  /** Records what the match found, skipping any exception the day already has (open or resolved) for the same reference and kind. */
  async record(q: Queryable, day: string, found: readonly FoundException[], ownerId: number): Promise<number> {
    if (!found.length) return 0;
    const rows = await q.query(
      `INSERT INTO reconciliation_exceptions (business_day, side, kind, reference, payment_id, biller_id, ledger_baisa, outside_baisa, owner_staff_id)
       SELECT $1::date, s, k, r, p, b, lb, ob, $2 FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::bigint[], $9::bigint[]) AS x(s, k, r, p, b, lb, ob)
        WHERE NOT EXISTS (SELECT 1 FROM reconciliation_exceptions e WHERE e.business_day = $1::date AND e.side = x.s AND e.reference = x.r AND e.kind = x.k)
       RETURNING id`,
      [
        day,
        ownerId,
        found.map((f) => f.side),
        found.map((f) => f.kind),
        found.map((f) => f.reference),
        found.map((f) => f.paymentId),
        found.map((f) => f.billerId),
        found.map((f) => f.ledgerBaisa),
        found.map((f) => f.outsideBaisa),
      ],
    );
    return rows.length;
  },

  /** Open exceptions a new match no longer finds (a corrected file, a late line): matched late, by the match itself. */
  async clearGone(q: Queryable, day: string, found: readonly FoundException[], staffId: number): Promise<number> {
    const rows = await q.query(
      `UPDATE reconciliation_exceptions e SET status = 'resolved', resolution = 'matched_late', resolved_by = $2, resolved_at = now(),
              resolution_note = 'no longer found when the day was matched again'
        WHERE e.business_day = $1 AND e.status = 'open'
          AND NOT EXISTS (SELECT 1 FROM unnest($3::text[], $4::text[], $5::text[]) AS x(s, k, r) WHERE x.s = e.side AND x.k = e.kind AND x.r = e.reference)
       RETURNING id`,
      [day, staffId, found.map((f) => f.side), found.map((f) => f.kind), found.map((f) => f.reference)],
    );
    return rows.length;
  },

  list: (q: Queryable, f: { day?: string; status?: 'open' | 'resolved'; billerId?: number }) =>
    q.query<ExceptionRow>(
      `SELECT ${COLUMNS} FROM reconciliation_exceptions
        WHERE ($1::date IS NULL OR business_day = $1) AND ($2::text IS NULL OR status = $2) AND ($3::int IS NULL OR biller_id = $3)
        ORDER BY opened_at, id LIMIT 500`,
      [f.day ?? null, f.status ?? null, f.billerId ?? null],
    ),

  async byIdForUpdate(q: Queryable, id: number): Promise<ExceptionRow | undefined> {
    const rows = await q.query<ExceptionRow>(`SELECT ${COLUMNS} FROM reconciliation_exceptions WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0];
  },

  resolve: (q: Queryable, id: number, r: { resolution: Resolution; note: string; staffId: number; approvedBy: number | null }) =>
    q.query(
      `UPDATE reconciliation_exceptions SET status = 'resolved', resolution = $2, resolution_note = $3, resolved_by = $4, approved_by = $5, resolved_at = now()
        WHERE id = $1 AND status = 'open'`,
      [id, r.resolution, r.note, r.staffId, r.approvedBy],
    ),

  openIds: async (q: Queryable, day: string): Promise<number[]> =>
    (
      await q.query<{ id: number }>(`SELECT id FROM reconciliation_exceptions WHERE business_day = $1 AND status = 'open' ORDER BY id`, [
        day,
      ])
    ).map((r) => r.id),

  saveCounts: (q: Queryable, day: string, billers: readonly BillerCount[]) =>
    q.query(
      `INSERT INTO settlement_day_billers (business_day, biller_id, ledger_lines, ledger_baisa, matched_lines, matched_baisa)
       SELECT $1::date, b, ll, lb, ml, mb FROM unnest($2::int[], $3::int[], $4::bigint[], $5::int[], $6::bigint[]) AS x(b, ll, lb, ml, mb)
       ON CONFLICT (business_day, biller_id) DO UPDATE SET ledger_lines = EXCLUDED.ledger_lines, ledger_baisa = EXCLUDED.ledger_baisa,
              matched_lines = EXCLUDED.matched_lines, matched_baisa = EXCLUDED.matched_baisa`,
      [
        day,
        billers.map((b) => b.billerId),
        billers.map((b) => b.ledgerLines),
        billers.map((b) => b.ledgerBaisa),
        billers.map((b) => b.matchedLines),
        billers.map((b) => b.matchedBaisa),
      ],
    ),
};
