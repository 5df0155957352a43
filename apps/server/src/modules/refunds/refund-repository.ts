import type { RefundReason, RefundState } from '@portal/contract/back-office';
import { one, type Queryable } from '../../platform/db.ts';
import type { LineRow, PaymentRow } from '../payments/index.ts';
import { LIVE_REFUND_STATES, moveOf, refundStateList, type RefundAction } from './refund-states.ts';

/** What refunds still alive have spoken for on one payment. */
export interface Reserved {
  perLine: Map<number, number>;
  money: number;
  points: number;
}

export interface RefundRecord {
  id: string;
  payment_id: string;
  line_no: number;
  amount_baisa: number;
  /** The part of the amount given back as loyalty points (the rest by the payment's method). */
  points_baisa: number;
  /** Loyalty points the refunded money had earned, taken back from the balance when it succeeded (decision 063). */
  earned_points_taken_baisa: number;
  reason: RefundReason;
  note: string;
  state: RefundState;
  requested_by: number;
  decided_by: number | null;
  decision_note: string | null;
  biller_outcome: 'reversed' | 'claim' | null;
  biller_reversal_id: string | null;
  failure_en: string | null;
  failure_ar: string | null;
  created_at: Date;
  updated_at: Date;
  expires_at: Date | null;
  lease_until: Date | null;
}

/** A refund with what the back office shows beside it: the payment's reference, the bill and who asked and decided. */
export interface RefundView extends RefundRecord {
  reference_number: string;
  biller_name: string;
  biller_name_ar: string;
  billing_no: string;
  requested_by_email: string;
  decided_by_email: string | null;
}

/** Refunds alive but not yet done: their amounts are spoken for, not yet counted in the refunded columns. */
const RESERVING = refundStateList(LIVE_REFUND_STATES.filter((s) => s !== 'succeeded'));

const VIEW = `SELECT r.*, p.reference_number, l.biller_name, l.biller_name_ar, l.billing_no,
                     s1.email AS requested_by_email, s2.email AS decided_by_email
                FROM refunds r
                JOIN payments p ON p.id = r.payment_id
                JOIN payment_lines l ON l.payment_id = r.payment_id AND l.line_no = r.line_no
                JOIN staff s1 ON s1.id = r.requested_by
                LEFT JOIN staff s2 ON s2.id = r.decided_by`;

export const refundRepository = {
  /** The payment, locked: refunds of one payment take turns, so two can never both spend what is left. */
  lockPayment: (q: Queryable, paymentId: string) => one<PaymentRow>(q, 'SELECT * FROM payments WHERE id = $1 FOR UPDATE', [paymentId]),

  lines: (q: Queryable, paymentId: string) =>
    q.query<LineRow & { refunded_baisa: number }>('SELECT * FROM payment_lines WHERE payment_id = $1 ORDER BY line_no', [paymentId]),

  /** Baisa spoken for by refunds not yet done: per line, and in all as money and as points. */
  async reserved(q: Queryable, paymentId: string): Promise<Reserved> {
    const rows = await q.query<{ line_no: number; amount: string | number; points: string | number }>(
      `SELECT line_no, sum(amount_baisa)::bigint AS amount, sum(points_baisa)::bigint AS points
         FROM refunds WHERE payment_id = $1 AND state IN ${RESERVING} GROUP BY line_no`,
      [paymentId],
    );
    const points = rows.reduce((s, r) => s + Number(r.points), 0);
    return {
      perLine: new Map(rows.map((r) => [Number(r.line_no), Number(r.amount)])),
      money: rows.reduce((s, r) => s + Number(r.amount), 0) - points,
      points,
    };
  },

  async insert(
    q: Queryable,
    r: Pick<RefundRecord, 'id' | 'payment_id' | 'line_no' | 'amount_baisa' | 'points_baisa' | 'reason' | 'note' | 'requested_by'>,
    now: Date,
  ): Promise<RefundRecord> {
    return (await one<RefundRecord>(
      q,
      `INSERT INTO refunds (id, payment_id, line_no, amount_baisa, points_baisa, reason, note, state, requested_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'requested', $8, $9, $9) RETURNING *`,
      [r.id, r.payment_id, r.line_no, r.amount_baisa, r.points_baisa, r.reason, r.note, r.requested_by, now],
    ))!;
  },

  /**
   * Moves a refund by the table's action, only from the state the table names: answers the row moved,
   * or undefined when it was no longer there (someone else moved it first).
   */
  async move(
    q: Queryable,
    id: string,
    from: RefundState,
    action: RefundAction,
    now: Date,
    set: Partial<
      Pick<
        RefundRecord,
        | 'decided_by'
        | 'decision_note'
        | 'biller_outcome'
        | 'biller_reversal_id'
        | 'failure_en'
        | 'failure_ar'
        | 'expires_at'
        | 'lease_until'
      >
    > = {},
  ): Promise<RefundRecord | undefined> {
    const move = moveOf(from, action);
    if (!move) throw new Error(`a refund cannot ${action} from ${from}`);
    const cols = Object.keys(set) as (keyof typeof set)[];
    const assigns = cols.map((c, i) => `${c} = $${i + 5}`);
    return one<RefundRecord>(
      q,
      `UPDATE refunds SET state = $3, updated_at = $4${assigns.length ? `, ${assigns.join(', ')}` : ''}
        WHERE id = $1 AND state = $2 RETURNING *`,
      [id, from, move.to, now, ...cols.map((c) => set[c])],
    );
  },

  /** The refund, locked for a decision: two approvers deciding at once take turns, the second sees the first's. */
  lock: (q: Queryable, id: string) => one<RefundRecord>(q, 'SELECT * FROM refunds WHERE id = $1 FOR UPDATE', [id]),
  /** Approved and never submitted: the process died between the approval and the intent. */
  approvedBefore: (q: Queryable, before: Date) =>
    q.query<RefundRecord>(`SELECT * FROM refunds WHERE state = 'approved' AND updated_at < $1 ORDER BY updated_at LIMIT 50`, [before]),
  byId: (q: Queryable, id: string) => one<RefundRecord>(q, 'SELECT * FROM refunds WHERE id = $1', [id]),
  view: (q: Queryable, id: string) => one<RefundView>(q, `${VIEW} WHERE r.id = $1`, [id]),
  ofPayment: (q: Queryable, paymentId: string) =>
    q.query<RefundView>(`${VIEW} WHERE r.payment_id = $1 ORDER BY r.created_at, r.id`, [paymentId]),
  pending: (q: Queryable) => q.query<RefundView>(`${VIEW} WHERE r.state = 'pending_approval' ORDER BY r.created_at, r.id LIMIT 200`),

  /** Submitted refunds nobody holds: a crash (or a provider outage) left them between intent and outcome. */
  unfinished: (q: Queryable, before: Date, now: Date) =>
    q.query<RefundRecord>(
      `SELECT * FROM refunds WHERE state = 'submitted' AND updated_at < $1 AND (lease_until IS NULL OR lease_until < $2) ORDER BY updated_at LIMIT 50`,
      [before, now],
    ),

  /** Takes a submitted refund's lease; undefined when another holds it or it moved on. */
  claim: (q: Queryable, id: string, now: Date, until: Date) =>
    one<RefundRecord>(
      q,
      `UPDATE refunds SET lease_until = $3 WHERE id = $1 AND state = 'submitted' AND (lease_until IS NULL OR lease_until < $2) RETURNING *`,
      [id, now, until],
    ),
  release: (q: Queryable, id: string) => q.query('UPDATE refunds SET lease_until = NULL WHERE id = $1', [id]),

  noteEarnedPointsTaken: (q: Queryable, id: string, taken: number) =>
    q.query('UPDATE refunds SET earned_points_taken_baisa = $2 WHERE id = $1', [id, taken]),

  /** Approvals nobody gave in time. */
  overdue: (q: Queryable, now: Date) =>
    q.query<RefundRecord>(`SELECT * FROM refunds WHERE state = 'pending_approval' AND expires_at <= $1 LIMIT 200`, [now]),

  /**
   * The refund went back: the line counts all of it; the payment its money and its points apart.
   * Answers the money the payment still holds before and after this refund (what its points were earned on).
   */
  async countRefunded(q: Queryable, r: RefundRecord): Promise<{ heldBefore: number; heldAfter: number }> {
    await q.query('UPDATE payment_lines SET refunded_baisa = refunded_baisa + $3 WHERE payment_id = $1 AND line_no = $2', [
      r.payment_id,
      r.line_no,
      r.amount_baisa,
    ]);
    const money = Number(r.amount_baisa) - Number(r.points_baisa);
    const row = await one<{ held: string | number }>(
      q,
      `UPDATE payments SET refunded_baisa = refunded_baisa + $2, points_refunded_baisa = points_refunded_baisa + $3 WHERE id = $1
       RETURNING charged_baisa - refunded_baisa AS held`,
      [r.payment_id, money, r.points_baisa],
    );
    const heldAfter = Number(row!.held);
    return { heldBefore: heldAfter + money, heldAfter };
  },
};
