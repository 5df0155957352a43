import { ErrorCode } from '@portal/contract';
import { one, type Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { HELD_STATES, moveTarget, OPEN_STATES, sqlList, type PaymentAction, type PaymentState } from './payment-states.ts';
import { linesFromJson, type LineRow, type MoveFollowUp, type PaymentRow } from './payment-rows.ts';
import { insertPayment, insertPaymentIfFree } from './payment-insert-repository.ts';

const OPEN_LIST = sqlList(OPEN_STATES);
const HELD_LIST = sqlList(HELD_STATES);

export const paymentRepository = {
  /** The payment a biller's transaction id belongs to (the invoice of one posted line). */
  paymentIdOfBillerTrx: async (q: Queryable, billerTrxId: string) =>
    (await one<{ payment_id: string }>(q, 'SELECT payment_id FROM payment_lines WHERE biller_trx_id = $1', [billerTrxId]))?.payment_id,

  /** Lines of one reference number posted to its biller, newest first: one customer's, or (null) visitors' only. */
  postedLinesOf: (q: Queryable, billingNo: string, customerId: number | null, from: Date, to: Date, limit: number) =>
    q.query<{ trx: string; billing_no: string; due_baisa: number; paid_baisa: number; at: Date }>(
      `SELECT coalesce(l.biller_trx_id, p.reference_number) AS trx, l.billing_no, l.due_baisa, l.paid_baisa,
              coalesce(l.posted_at, p.completed_at, p.created_at) AS at
         FROM payment_lines l JOIN payments p ON p.id = l.payment_id
        WHERE l.billing_no = $1 AND l.status = 'posted'
          AND p.customer_id IS NOT DISTINCT FROM $2
          AND coalesce(l.posted_at, p.created_at) BETWEEN $3 AND $4
        ORDER BY at DESC LIMIT $5`,
      [billingNo, customerId, from, to, limit],
    ),

  insert: insertPayment,
  insertIfFree: insertPaymentIfFree,

  byId: (q: Queryable, id: string) => one<PaymentRow>(q, 'SELECT * FROM payments WHERE id = $1', [id]),

  /** A payment and its lines in one statement (a receipt's render, an invoice). */
  async byIdWithLines(q: Queryable, id: string): Promise<{ payment: PaymentRow; lines: LineRow[] } | undefined> {
    const row = await one<PaymentRow & { its_lines: unknown }>(
      q,
      `SELECT p.*, (SELECT json_agg(l ORDER BY l.line_no) FROM payment_lines l WHERE l.payment_id = p.id) AS its_lines
         FROM payments p WHERE p.id = $1`,
      [id],
    );
    if (!row) return undefined;
    const { its_lines, ...payment } = row;
    return { payment: payment as PaymentRow, lines: linesFromJson(its_lines) };
  },
  byIdempotencyKey: (q: Queryable, key: string) => one<PaymentRow>(q, 'SELECT * FROM payments WHERE idempotency_key = $1', [key]),
  byReference: (q: Queryable, reference: string) => one<PaymentRow>(q, 'SELECT * FROM payments WHERE reference_number = $1', [reference]),

  lines: (q: Queryable, paymentId: string) =>
    q.query<LineRow>('SELECT * FROM payment_lines WHERE payment_id = $1 ORDER BY line_no', [paymentId]),

  /**
   * Moves the payment by one of the state table's actions, only from the state the caller saw, and
   * records the event; both or neither.
   */
  async move<S extends PaymentState>(
    q: Queryable,
    id: string,
    from: S,
    action: PaymentAction<S>,
    note: Record<string, unknown> = {},
    extra: Partial<PaymentRow> = {},
    followUps: ReadonlyArray<MoveFollowUp | null | undefined> = [],
  ): Promise<PaymentRow> {
    const to = moveTarget(from, action);
    if (!to) throw new Error(`no payment move '${action}' from ${from}`);
    const sets = ['state = $3', 'updated_at = now()'];
    const params: unknown[] = [id, from, to];
    for (const [k, v] of Object.entries(extra)) {
      params.push(v);
      sets.push(`${k} = $${params.length}`);
    }
    if (to === 'completed' || to === 'partially_completed') sets.push('completed_at = now()');
    params.push(JSON.stringify(note));
    const noteParam = params.length;
    const then = followUps
      .filter((f) => f)
      .map((f, i) => `, f${i} AS (${f!((value) => `$${params.push(value)}`, 'EXISTS (SELECT 1 FROM moved)')})`)
      .join('');
    // The event (and the follow-up) is written by the same statement as the move: all or nothing, even outside a transaction.
    const row = await one<PaymentRow>(
      q,
      `WITH moved AS (UPDATE payments SET ${sets.join(', ')} WHERE id = $1 AND state = $2 RETURNING *),
            e AS (INSERT INTO payment_events (payment_id, from_state, to_state, note) SELECT id, $2, $3, $${noteParam}::jsonb FROM moved)${then}
       SELECT * FROM moved`,
      params,
    );
    if (!row) throw new AppError(ErrorCode.Conflict, { en: 'This payment has already moved on', ar: 'تم تحديث حالة هذه العملية بالفعل' });
    return row;
  },

  /** How many payments are in each state (the portal_payments gauge). */
  async countByState(q: Queryable): Promise<{ state: string; n: number }[]> {
    const rows = await q.query<{ state: string; n: number }>('SELECT state, count(*)::int AS n FROM payments GROUP BY state');
    return rows.map((r) => ({ state: r.state, n: Number(r.n) }));
  },

  /** Payments not in a final state although created more than `minutes` ago (portal_payments_open_over_10m). */
  async countOpenOlderThan(q: Queryable, minutes: number): Promise<number> {
    const [r] = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payments WHERE state IN ${OPEN_LIST} AND created_at < now() - make_interval(mins => $1)`,
      [minutes],
    );
    return Number(r?.n ?? 0);
  },

  async update(q: Queryable, id: string, extra: Partial<PaymentRow>): Promise<void> {
    const entries = Object.entries(extra);
    if (!entries.length) return;
    const sets = entries.map(([k], i) => `${k} = $${i + 2}`);
    await q.query(`UPDATE payments SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, [id, ...entries.map(([, v]) => v)]);
  },

  /**
   * One worker at a time drives a payment: a lease that expires, so a crashed worker is taken over.
   * `now` is the caller's clock (the reconciler's is injectable); the lease is measured on it.
   */
  async claim(q: Queryable, id: string, now: Date, seconds = 30): Promise<PaymentRow | undefined> {
    return one<PaymentRow>(
      q,
      `UPDATE payments SET lease_until = $2::timestamptz + make_interval(secs => $3)
        WHERE id = $1 AND state IN ${OPEN_LIST} AND (lease_until IS NULL OR lease_until < $2::timestamptz)
        RETURNING *`,
      [id, now, seconds],
    );
  },

  /**
   * The result page's usual case in one statement (issue 36): a held payment that nobody works on and
   * that the asker may see (a customer's own, or any payment to a visitor, as completePayment allows),
   * claimed as claim() does, with its lines. Undefined otherwise: the caller reads and decides.
   */
  async claimHeld(
    q: Queryable,
    id: string,
    now: Date,
    askerId: number | null,
    seconds = 30,
  ): Promise<{ payment: PaymentRow; lines: LineRow[] } | undefined> {
    const row = await one<PaymentRow & { held_lines: unknown }>(
      q,
      `WITH c AS (
         UPDATE payments SET lease_until = $2::timestamptz + make_interval(secs => $3)
          WHERE id = $1 AND state IN ${HELD_LIST} AND (lease_until IS NULL OR lease_until < $2::timestamptz)
            AND (customer_id IS NULL OR $4::integer IS NULL OR customer_id = $4::integer)
          RETURNING *)
       SELECT c.*, (SELECT json_agg(l ORDER BY l.line_no) FROM payment_lines l WHERE l.payment_id = c.id) AS held_lines FROM c`,
      [id, now, seconds, askerId],
    );
    if (!row) return undefined;
    const { held_lines, ...payment } = row;
    return { payment: payment as PaymentRow, lines: linesFromJson(held_lines) };
  },

  release: (q: Queryable, id: string) => q.query('UPDATE payments SET lease_until = NULL WHERE id = $1', [id]),

  /**
   * The payment and whether a worker holds it now, read in one statement: read apart, the holder
   * could finish between them and a waiter would answer the state it had before (seen in CI).
   */
  async withLease(q: Queryable, id: string): Promise<{ payment: PaymentRow; leased: boolean } | undefined> {
    const row = await one<PaymentRow & { leased_now: boolean }>(
      q,
      'SELECT *, coalesce(lease_until > now(), false) AS leased_now FROM payments WHERE id = $1',
      [id],
    );
    if (!row) return undefined;
    const { leased_now, ...payment } = row;
    return { payment: payment as PaymentRow, leased: leased_now };
  },

  /** The line as it is after the change. */
  async markLine(
    q: Queryable,
    paymentId: string,
    lineNo: number,
    status: LineRow['status'],
    extra: Partial<LineRow> = {},
  ): Promise<LineRow | undefined> {
    const entries = Object.entries(extra);
    const sets = ['status = $3', ...entries.map(([k], i) => `${k} = $${i + 4}`)];
    return one<LineRow>(q, `UPDATE payment_lines SET ${sets.join(', ')} WHERE payment_id = $1 AND line_no = $2 RETURNING *`, [
      paymentId,
      lineNo,
      status,
      ...entries.map(([, v]) => v),
    ]);
  },

  /** Marks a pending line posted: the line as it is now; undefined when another worker already did (its follow-ups are theirs). */
  /**
   * markPosted for lines whose payment the move settles, as one of the move's follow-ups (decision 079):
   * one statement for the outcome and the lines it was decided on.
   */
  postedWithMove: (paymentId: string, lines: ReadonlyArray<LineRow>): MoveFollowUp | null => {
    if (!lines.length) return null;
    const marks = lines.map(({ line_no, biller_trx_id, voucher_code, posted_at }) => ({ line_no, biller_trx_id, voucher_code, posted_at }));
    return (param, moved) =>
      `UPDATE payment_lines AS l SET status = 'posted', biller_trx_id = v.biller_trx_id, voucher_code = v.voucher_code, posted_at = v.posted_at
         FROM json_populate_recordset(NULL::payment_lines, ${param(JSON.stringify(marks))}::json) AS v
        WHERE l.payment_id = ${param(paymentId)} AND l.line_no = v.line_no AND l.status = 'pending' AND ${moved}`;
  },

  markPosted: (q: Queryable, paymentId: string, lineNo: number, extra: Pick<LineRow, 'biller_trx_id' | 'voucher_code' | 'posted_at'>) =>
    one<LineRow>(
      q,
      `UPDATE payment_lines SET status = 'posted', biller_trx_id = $3, voucher_code = $4, posted_at = $5
        WHERE payment_id = $1 AND line_no = $2 AND status = 'pending' RETURNING *`,
      [paymentId, lineNo, extra.biller_trx_id, extra.voucher_code, extra.posted_at],
    ),

  /** Payments a reconciler should look at: open, untouched since `cutoff` and not leased at `now`. */
  stale: (q: Queryable, cutoff: Date, now: Date) =>
    q.query<PaymentRow>(
      `SELECT * FROM payments
        WHERE state IN ${OPEN_LIST} AND updated_at < $1 AND (lease_until IS NULL OR lease_until < $2)
        ORDER BY updated_at LIMIT 100`,
      [cutoff, now],
    ),

  /** A biller that could not be reached: the line is tried again at `next`. */
  postLater: (q: Queryable, paymentId: string, lineNo: number, next: Date) =>
    q.query('UPDATE payment_lines SET post_attempts = post_attempts + 1, next_post_at = $3 WHERE payment_id = $1 AND line_no = $2', [
      paymentId,
      lineNo,
      next,
    ]),

  events: (q: Queryable, id: string) =>
    q.query<{ from_state: string | null; to_state: string; note: unknown; at: Date }>(
      'SELECT from_state, to_state, note, at FROM payment_events WHERE payment_id = $1 ORDER BY id',
      [id],
    ),
};
