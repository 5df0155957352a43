import type { Db, Queryable } from '../../platform/db.ts';

export type NotificationKind = 'receipt' | 'refund' | 'voucher' | 'due_reminder' | 'meter_alert' | 'staff_invitation' | 'complaint';
export type Channel = 'sms' | 'email';

export interface NewNotification {
  eventKey: string;
  kind: NotificationKind;
  channel: Channel;
  recipient: string;
  lang: 'en' | 'ar';
  customerId: number | null;
  subject: Record<string, unknown>;
  /** Not before (quiet hours); default now. */
  notBefore?: Date;
}

export interface NotificationRow {
  id: string;
  event_key: string;
  kind: NotificationKind;
  channel: Channel;
  recipient: string;
  lang: 'en' | 'ar';
  customer_id: number | null;
  subject: Record<string, unknown>;
  status: 'queued' | 'sending' | 'delivered' | 'failed' | 'cancelled';
  attempts: number;
  next_attempt_at: string;
  provider_id: string | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
}

/**
 * notificationRepository.enqueue's INSERT, its values numbered by the caller's `param` (which answers the
 * placeholder, `$n`), and `when`, an SQL condition that must hold for anything to be queued: so another
 * statement can carry it as one of its WITH parts (a payment's move queues its receipt, issue 36).
 */
export function enqueueStatement(
  messages: NewNotification[],
  opts: { visitorCap?: number },
  param: (value: unknown) => string,
  when: string,
): string {
  const rows = messages.map((m) => ({
    event_key: m.eventKey,
    kind: m.kind,
    channel: m.channel,
    recipient: m.recipient,
    lang: m.lang,
    customer_id: m.customerId,
    subject: m.subject,
    next_attempt_at: m.notBefore ?? null,
  }));
  const rowsParam = param(JSON.stringify(rows));
  const capParam = param(opts.visitorCap ?? null);
  return `INSERT INTO notifications (event_key, kind, channel, recipient, lang, customer_id, subject, next_attempt_at)
       SELECT m.event_key, m.kind, m.channel, m.recipient, m.lang, m.customer_id, m.subject, coalesce(m.next_attempt_at, now())
         FROM json_populate_recordset(NULL::notifications, ${rowsParam}::json) WITH ORDINALITY AS m
        WHERE (${when}) AND (${capParam}::float8 IS NULL OR m.customer_id IS NOT NULL OR ${capParam}::float8 > (
          SELECT count(*) FROM notifications n
           WHERE n.channel = m.channel AND n.recipient = m.recipient AND n.customer_id IS NULL
             AND n.kind IN ('receipt', 'refund') AND n.created_at > now() - interval '1 day'))
        ORDER BY m.ordinality
       ON CONFLICT (event_key, channel, recipient) DO NOTHING`;
}

export const notificationRepository = {
  /** A receipt e-mail carries the receipt PDF (render-notification.ts): claimed within the worker's limit for those. */
  needsPdf: (row: Pick<NotificationRow, 'kind' | 'channel'>): boolean => row.kind === 'receipt' && row.channel === 'email',

  /** Messages queued or being sent, by channel (the portal_outbox_backlog gauge). */
  async backlogByChannel(q: Queryable): Promise<{ channel: string; n: number }[]> {
    const rows = await q.query<{ channel: string; n: number }>(
      `SELECT channel, count(*)::int AS n FROM notifications WHERE status IN ('queued', 'sending') GROUP BY channel`,
    );
    return rows.map((r) => ({ channel: r.channel, n: Number(r.n) }));
  },

  /** Seconds since the oldest message due and not yet delivered fell due (portal_outbox_oldest_seconds). */
  async oldestDueSeconds(q: Queryable): Promise<number> {
    const [r] = await q.query<{ s: number | null }>(
      `SELECT extract(epoch FROM now() - min(next_attempt_at)) AS s FROM notifications WHERE status IN ('queued', 'sending') AND next_attempt_at <= now()`,
    );
    return Math.max(0, Number(r?.s ?? 0));
  },

  /**
   * Queues one message per recipient, all in one statement; an event already queued for that channel
   * and recipient is left as it is. With `visitorCap`, a message to a visitor's contact that already had
   * that many receipts and refund notices in the last day is left out (issue 30), counted in the same
   * statement (its snapshot: this statement's own messages do not count against each other).
   */
  async enqueue(q: Queryable, messages: NewNotification[], opts: { visitorCap?: number } = {}): Promise<number> {
    if (!messages.length) return 0;
    const params: unknown[] = [];
    const sql = enqueueStatement(messages, opts, (value) => `$${params.push(value)}`, 'true');
    const added = await q.query(`${sql} RETURNING id`, params);
    return added.length;
  },

  /**
   * Takes up to `limit` messages due by `now` for this sender, claimed for `leaseMs`: rows another sender
   * holds are skipped (SKIP LOCKED), and one whose claim lapsed (its sender died) is taken again.
   */
  /** `withPdf`: how many receipt e-mails (a PDF to render, see needsPdf) the batch may hold; the rest wait. */
  async claim(q: Queryable, now: Date, limit: number, leaseMs: number, withPdf = limit): Promise<NotificationRow[]> {
    const rows = await q.query<NotificationRow>(
      // The later of the worker's clock and the database's: a row queued this very millisecond is due
      // (the database keeps microseconds), and a test's clock moved forward still counts.
      `WITH clock AS (SELECT greatest($1::timestamptz, now()) AS now),
       due AS (
          SELECT id, next_attempt_at, (kind = 'receipt' AND channel = 'email') AS pdf FROM notifications, clock
           WHERE status IN ('queued', 'sending') AND next_attempt_at <= clock.now AND (locked_until IS NULL OR locked_until < clock.now)
             AND ($4 > 0 OR NOT (kind = 'receipt' AND channel = 'email'))
           ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE OF notifications SKIP LOCKED),
       taken AS (
          SELECT id FROM (SELECT id, pdf, row_number() OVER (PARTITION BY pdf ORDER BY next_attempt_at, id) AS n FROM due) d
           WHERE NOT pdf OR n <= $4)
       UPDATE notifications SET status = 'sending', attempts = attempts + 1, locked_until = (SELECT now FROM clock) + $3 * interval '1 millisecond'
        WHERE id IN (SELECT id FROM taken)
        RETURNING *`,
      [now, limit, leaseMs, Math.max(0, withPdf)],
    );
    // RETURNING keeps no order: oldest first, as they were queued.
    return rows.sort(
      (a, b) => new Date(a.next_attempt_at).getTime() - new Date(b.next_attempt_at).getTime() || Number(a.id) - Number(b.id),
    );
  },

  async delivered(q: Queryable, id: string, providerId: string | null, now: Date): Promise<void> {
    // The later of the worker's clock and the database's: the true moment for a message sent late in a long batch.
    await q.query(
      `UPDATE notifications SET status = 'delivered', provider_id = $2, delivered_at = greatest($3::timestamptz, now()), locked_until = NULL, last_error = NULL WHERE id = $1`,
      [id, providerId, now],
    );
  },

  /** Back in the queue for `at`; `countAttempt: false` for a postponement that was no try (quiet hours). */
  async retryAt(q: Queryable, id: string, at: Date, error: string | null, countAttempt = true): Promise<void> {
    await q.query(
      `UPDATE notifications SET status = 'queued', next_attempt_at = $2, locked_until = NULL, last_error = $3, counted_at = NULL,
              attempts = attempts - CASE WHEN $4 THEN 0 ELSE 1 END WHERE id = $1`,
      [id, at, error, countAttempt],
    );
  },

  async failed(q: Queryable, id: string, error: string): Promise<void> {
    await q.query(`UPDATE notifications SET status = 'failed', locked_until = NULL, last_error = $2, counted_at = NULL WHERE id = $1`, [
      id,
      error,
    ]);
  },

  /** A message no longer wanted (its bill was paid or removed before it went): never sent. */
  async cancelled(q: Queryable, id: string, reason: string): Promise<void> {
    await q.query(`UPDATE notifications SET status = 'cancelled', locked_until = NULL, last_error = $2 WHERE id = $1`, [id, reason]);
  },

  /**
   * How many copies of a receipt were asked for (one event, one or more channels), in all and in the last
   * day. Call it in the transaction that queues the next copy: it holds that payment's lock till the end,
   * so two requests at once never read the same count (they queued one copy and both answered success).
   */
  async receiptCopies(q: Queryable, paymentId: string): Promise<{ all: number; lastDay: number }> {
    await q.query(`SELECT pg_advisory_xact_lock(hashtext('receipt-again'), hashtext($1))`, [paymentId]);
    const [row] = await q.query<{ n: number; today: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE created_at > now() - interval '1 day')::int AS today
         FROM (SELECT DISTINCT event_key, min(created_at) AS created_at FROM notifications WHERE event_key LIKE $1 GROUP BY event_key) copies`,
      [`payment:${paymentId}:receipt:copy-%`],
    );
    return { all: Number(row?.n ?? 0), lastDay: Number(row?.today ?? 0) };
  },

  /** Receipts and refund notices queued for a visitor's contact in the last day (a customer's contacts are verified). */
  async visitorMessagesToday(q: Queryable, channel: Channel, recipient: string): Promise<number> {
    const [row] = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications
        WHERE channel = $1 AND recipient = $2 AND customer_id IS NULL AND kind IN ('receipt', 'refund') AND created_at > now() - interval '1 day'`,
      [channel, recipient],
    );
    return Number(row?.n ?? 0);
  },

  /**
   * Takes one of the customer's `cap` slots since `since` for this message, or answers false when all
   * are taken: counted and claimed under a lock per customer, so two workers never both see room for
   * one more (issue 30). A message that already holds a slot of the day keeps it (a lapsed claim sent again).
   */
  async takeCapSlot(
    db: Db,
    row: { id: string; customer_id: number },
    kinds: NotificationKind[],
    since: Date,
    cap: number,
    now: Date,
  ): Promise<boolean> {
    return db.tx(async (q) => {
      await q.query(`SELECT pg_advisory_xact_lock(hashtext('notification-cap'), $1)`, [row.customer_id]);
      const taken = await q.query(
        `UPDATE notifications SET counted_at = $5 WHERE id = $1 AND (
           counted_at >= $3 OR
           (SELECT count(*) FROM notifications WHERE customer_id = $2 AND kind = ANY($4::text[]) AND counted_at >= $3) < $6)
         RETURNING id`,
        [row.id, row.customer_id, since, kinds, now, cap],
      );
      return taken.length > 0;
    });
  },

  /** Messages queued and not yet delivered or given up: the backlog. */
  async backlog(q: Queryable): Promise<Record<Channel, number>> {
    const rows = await q.query<{ channel: Channel; n: number }>(
      `SELECT channel, count(*)::int AS n FROM notifications WHERE status IN ('queued', 'sending') GROUP BY channel`,
    );
    return { sms: 0, email: 0, ...Object.fromEntries(rows.map((r) => [r.channel, Number(r.n)])) };
  },

  async forEvent(q: Queryable, eventKeyPrefix: string): Promise<NotificationRow[]> {
    return q.query<NotificationRow>(`SELECT * FROM notifications WHERE event_key LIKE $1 || '%' ORDER BY id`, [eventKeyPrefix]);
  },
};
