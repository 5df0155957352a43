import type { ComplaintDisposition, ComplaintStatus, ComplaintType } from '@portal/contract';
import type { Queryable } from '../../platform/db.ts';

export interface ComplaintRow {
  id: number;
  number: string;
  customer_id: number | null;
  guest_mobile: string | null;
  payment_id: string;
  line_no: number;
  type: ComplaintType;
  status: ComplaintStatus;
  description: string;
  lang: 'en' | 'ar';
  biller_id: number;
  amount_baisa: number;
  limit_days: number;
  raised_at: Date;
  assignee_id: number | null;
  assignee_name: string | null;
  disposition: ComplaintDisposition | null;
  refund_link: string | null;
  closed_at: Date | null;
  reminded_at: Date | null;
  overdue_at: Date | null;
  auto_refund_at: Date | null;
  auto_refund_told_at: Date | null;
  reference_number: string;
  method: string;
  biller_name: string;
  biller_name_ar: string;
  line_status: string;
  biller_trx_id: string | null;
}

export interface ReportRow {
  type: ComplaintType;
  status: string;
  biller_name: string;
  disposition: string | null;
  raised_at: Date;
  closed_at: Date | null;
  limit_days: number;
}

export interface LineRow {
  payment_id: string;
  line_no: number;
  customer_id: number | null;
  mobile: string | null;
  biller_id: number;
  paid_baisa: number;
}

const SELECT = `SELECT c.*, s.display_name AS assignee_name, p.reference_number, p.method,
       l.biller_name, l.biller_name_ar, l.status AS line_status, l.biller_trx_id
  FROM complaints c JOIN payments p ON p.id = c.payment_id
  JOIN payment_lines l ON l.payment_id = c.payment_id AND l.line_no = c.line_no
  LEFT JOIN staff s ON s.id = c.assignee_id`;

const num = (r: ComplaintRow): ComplaintRow => ({ ...r, amount_baisa: Number(r.amount_baisa), limit_days: Number(r.limit_days) });

export interface QueueFilter {
  type?: ComplaintType;
  status?: ComplaintStatus | 'open';
  billerId?: number;
  assigneeId?: number;
  raisedBefore?: Date;
}

export const complaintRepository = {
  /** The line a complaint is about, by the payment's reference number (what the customer has). */
  async line(
    q: Queryable,
    referenceNumber: string,
    which: { lineNo?: number | undefined; billingNo?: string | undefined },
  ): Promise<LineRow | undefined> {
    const [row] = await q.query<LineRow>(
      `SELECT l.payment_id, l.line_no, p.customer_id, p.mobile, l.biller_id, l.paid_baisa
         FROM payments p JOIN payment_lines l ON l.payment_id = p.id
        WHERE p.reference_number = $1 AND ($2::integer IS NULL OR l.line_no = $2) AND ($3::text IS NULL OR l.billing_no = $3)
        ORDER BY l.line_no LIMIT 1`,
      [referenceNumber, which.lineNo ?? null, which.billingNo ?? null],
    );
    return row && { ...row, paid_baisa: Number(row.paid_baisa) };
  },

  async raisedToday(q: Queryable, customerId: number | null, guestMobile: string | null): Promise<number> {
    const [r] = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM complaints
        WHERE (customer_id = $1 OR guest_mobile = $2) AND raised_at > now() - interval '1 day'`,
      [customerId, guestMobile],
    );
    return Number(r?.n ?? 0);
  },

  /** Inserts the complaint; undefined when an open one of this type exists for the line (the unique index). */
  async insert(
    q: Queryable,
    c: {
      customerId: number | null;
      guestMobile: string | null;
      line: LineRow;
      type: ComplaintType;
      description: string;
      lang: string;
      limitDays: number;
    },
  ): Promise<number | undefined> {
    const rows = await q.query<{ id: number }>(
      `INSERT INTO complaints (number, customer_id, guest_mobile, payment_id, line_no, type, description, lang, biller_id, amount_baisa, limit_days)
       VALUES ('C-' || nextval('complaint_number_seq'), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (payment_id, line_no, type) WHERE status NOT IN ('resolved', 'rejected') DO NOTHING RETURNING id`,
      [
        c.customerId,
        c.guestMobile,
        c.line.payment_id,
        c.line.line_no,
        c.type,
        c.description,
        c.lang,
        c.line.biller_id,
        c.line.paid_baisa,
        c.limitDays,
      ],
    );
    return rows[0]?.id;
  },

  async byId(q: Queryable, id: number, lock = false): Promise<ComplaintRow | undefined> {
    const [r] = await q.query<ComplaintRow>(`${SELECT} WHERE c.id = $1${lock ? ' FOR UPDATE OF c' : ''}`, [id]);
    return r && num(r);
  },

  async byNumber(q: Queryable, number: string, lock = false): Promise<ComplaintRow | undefined> {
    const [r] = await q.query<ComplaintRow>(`${SELECT} WHERE c.number = $1${lock ? ' FOR UPDATE OF c' : ''}`, [number]);
    return r && num(r);
  },

  async ofCustomer(q: Queryable, customerId: number): Promise<ComplaintRow[]> {
    return (
      await q.query<ComplaintRow>(`${SELECT} WHERE c.customer_id = $1 ORDER BY c.raised_at DESC, c.id DESC LIMIT 200`, [customerId])
    ).map(num);
  },

  async queue(q: Queryable, f: QueueFilter): Promise<ComplaintRow[]> {
    const where: string[] = [];
    const args: unknown[] = [];
    const add = (sql: string, v: unknown) => {
      args.push(v);
      where.push(sql.replace('?', `$${args.length}`));
    };
    if (f.type) add('c.type = ?', f.type);
    if (f.status === 'open') where.push(`c.status NOT IN ('resolved', 'rejected')`);
    else if (f.status) add('c.status = ?', f.status);
    if (f.billerId) add('c.biller_id = ?', f.billerId);
    if (f.assigneeId) add('c.assignee_id = ?', f.assigneeId);
    if (f.raisedBefore) add('c.raised_at <= ?', f.raisedBefore);
    const rows = await q.query<ComplaintRow>(
      `${SELECT}${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY c.raised_at, c.id LIMIT 1000`,
      args,
    );
    return rows.map(num);
  },

  /** Open complaints, for the clock job. */
  async open(q: Queryable): Promise<ComplaintRow[]> {
    return (await q.query<ComplaintRow>(`${SELECT} WHERE c.status NOT IN ('resolved', 'rejected') ORDER BY c.id`)).map(num);
  },

  async setStatus(
    q: Queryable,
    id: number,
    s: { status: ComplaintStatus; assigneeId?: number | null; disposition?: ComplaintDisposition; refundLink?: string | null },
  ): Promise<void> {
    const closed = s.status === 'resolved' || s.status === 'rejected';
    await q.query(
      `UPDATE complaints SET status = $2, assignee_id = CASE WHEN $3::boolean THEN $4::integer ELSE assignee_id END,
              disposition = coalesce($5, disposition), refund_link = coalesce($6, refund_link),
              closed_at = CASE WHEN $7::boolean THEN now() ELSE NULL END, updated_at = now()
        WHERE id = $1`,
      [id, s.status, s.assigneeId !== undefined, s.assigneeId ?? null, s.disposition ?? null, s.refundLink ?? null, closed],
    );
  },

  /** Marks a clock step done; false when another server's job already did it. */
  async mark(
    q: Queryable,
    id: number,
    column: 'reminded_at' | 'overdue_at' | 'auto_refund_at' | 'auto_refund_told_at',
    at: Date,
  ): Promise<boolean> {
    const rows = await q.query(`UPDATE complaints SET ${column} = $2 WHERE id = $1 AND ${column} IS NULL RETURNING id`, [id, at]);
    return rows.length > 0;
  },

  /** Staff who may handle complaints (their roles grant notes.add), leads first for escalation. */
  async handlers(q: Queryable): Promise<{ id: number; name: string; email: string; roles: string[] }[]> {
    return q.query(
      `SELECT id, display_name AS name, email, roles FROM staff
        WHERE disabled_at IS NULL AND roles && ARRAY['support_agent', 'support_lead']::text[] ORDER BY id`,
    );
  },

  /** Complaints raised in [start, end) days of Muscat (UTC+4), for the reports. */
  reportRows: (q: Queryable, start: string, end: string) =>
    q.query<ReportRow>(
      `SELECT c.type, c.status, l.biller_name, c.disposition, c.raised_at, c.closed_at, c.limit_days
         FROM complaints c JOIN payment_lines l ON l.payment_id = c.payment_id AND l.line_no = c.line_no
        WHERE c.raised_at >= ($1::date - interval '4 hours') AND c.raised_at < ($2::date - interval '4 hours')`,
      [start, end],
    ),

  /** Where a customer is told things: their mobile, e-mail and chosen language. */
  async contact(q: Queryable, customerId: number) {
    const [r] = await q.query<{ mobile_no: string; email: string | null; lang: 'en' | 'ar' | null }>(
      `SELECT c.mobile_no, c.email, p.lang FROM customers c LEFT JOIN notification_preferences p ON p.customer_id = c.id WHERE c.id = $1`,
      [customerId],
    );
    return r;
  },

  /** The mobile a guest's payment was made with (a signed-in customer's payment answers nothing). */
  async guestPaymentMobile(q: Queryable, referenceNumber: string): Promise<string | null> {
    const [p] = await q.query<{ mobile: string | null }>(
      'SELECT mobile FROM payments WHERE reference_number = $1 AND customer_id IS NULL',
      [referenceNumber],
    );
    return p?.mobile ?? null;
  },

  /** Whether `refundId` is a staff refund of this payment line (a complaint resolved "with a refund" names one). */
  async refundOfLine(q: Queryable, refundId: string, paymentId: string, lineNo: number): Promise<boolean> {
    const rows = await q.query('SELECT 1 FROM refunds WHERE id = $1 AND payment_id = $2 AND line_no = $3', [refundId, paymentId, lineNo]);
    return rows.length > 0;
  },
  /** The refund port's recording adapter: one request per complaint; false when it already asked. */
  async recordRefundRequest(
    q: Queryable,
    r: { complaintId: number; paymentId: string; lineNo: number; amountBaisa: number; reason: string; requestedBy: string },
  ): Promise<boolean> {
    const rows = await q.query(
      `INSERT INTO complaint_refund_requests (complaint_id, payment_id, line_no, amount_baisa, reason, requested_by)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (complaint_id) DO NOTHING RETURNING complaint_id`,
      [r.complaintId, r.paymentId, r.lineNo, r.amountBaisa, r.reason, r.requestedBy],
    );
    return rows.length > 0;
  },
};
