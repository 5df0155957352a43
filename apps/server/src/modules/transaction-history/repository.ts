import type { Queryable } from '../../platform/db.ts';
import type { HistoryQuery } from './history-query.ts';
import { OPEN_STATES, sqlList } from '../payments/index.ts';

export interface HistoryRow {
  payment_id: string;
  reference_number: string;
  method: 'Wallet' | 'CreditCard';
  status: 'Success' | 'Failed' | 'Pending';
  process_date: Date;
  biller_trx_id: string | null;
  biller_name: string;
  biller_name_ar: string;
  service_name: string;
  service_name_ar: string;
  service_type: string;
  category_id: number | null;
  bill_no: string;
  billing_no: string;
  due_baisa: number;
  paid_baisa: number;
  charges_baisa: number;
  refunded_baisa: number;
}

const OPEN = sqlList(OPEN_STATES);
/**
 * A line's true status: the biller took it (Success); the biller refused it and the money went back,
 * or its payment failed or expired before posting (Failed); its payment is still under way (Pending).
 * Only a line not yet posted needs its payment's state, so the filters join payments for those alone.
 */
const STATUS_SQL = `CASE WHEN l.status = 'posted' THEN 'Success' WHEN l.status IN ('failed', 'refunded') THEN 'Failed'
  WHEN p.state IN ${OPEN} THEN 'Pending' ELSE 'Failed' END`;
const paymentIn = (states: string) => `EXISTS (SELECT 1 FROM payments p WHERE p.id = l.payment_id AND p.state IN ${states})`;
const STATUS_FILTER = {
  Success: `l.status = 'posted'`,
  Failed: `(l.status IN ('failed', 'refunded') OR (l.status = 'pending' AND ${paymentIn(`('failed', 'expired')`)}))`,
  Pending: `l.status = 'pending' AND ${paymentIn(OPEN)}`,
} as const;

/** The WHERE clause of a search, every value a bound parameter; `l.customer_id = $1` always first. */
function whereOf(h: HistoryQuery): { where: string; params: unknown[] } {
  const params: unknown[] = [h.customerId];
  const bind = (value: unknown) => `$${params.push(value)}`;
  // The partial index payment_lines_history holds exactly the lines with paid_baisa > 0 (migration 007).
  const where = ['l.customer_id = $1', 'l.paid_baisa > 0'];
  if (h.from) where.push(`l.created_at >= ${bind(h.from)}`);
  if (h.to) where.push(`l.created_at < ${bind(h.to)}`);
  if (h.categoryId) where.push(`l.category_id = ${bind(h.categoryId)}`);
  if (h.billerId) where.push(`l.biller_id = ${bind(h.billerId)}`);
  if (h.billNo) where.push(`strpos(upper(l.bill_no), ${bind(h.billNo)}) > 0`);
  if (h.billingNo) where.push(`strpos(l.billing_no, ${bind(h.billingNo)}) > 0`);
  if (h.method) where.push(`l.method = ${bind(h.method)}`);
  if (h.reference) {
    const ref = bind(h.reference);
    where.push(`(l.payment_id IN (SELECT id FROM payments WHERE reference_number = ${ref}) OR l.biller_trx_id = ${ref})`);
  }
  if (h.status) where.push(STATUS_FILTER[h.status]);
  return { where: where.join(' AND '), params };
}

/**
 * One page of a customer's transactions, one row per bill paid, newest first, and how many match.
 * The page is picked from the history index alone (the OFFSET walks index entries, not joined rows);
 * only its rows are joined to their payments. LastN caps both the count and the pages at N rows.
 */
export async function historyPage(q: Queryable, h: HistoryQuery): Promise<{ rows: HistoryRow[]; total: number }> {
  const { where, params } = whereOf(h);
  // Integers from the validated request (page number, page size 10|20|30|50, N), safe to write inline.
  const offset = (h.pageNumber - 1) * h.pageSize;
  const limit = h.lastN === null ? h.pageSize : Math.min(h.pageSize, h.lastN - offset);
  const counted =
    h.lastN === null
      ? q.query<{ n: number }>(`SELECT count(*)::int AS n FROM payment_lines l WHERE ${where}`, params)
      : q.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT 1 FROM payment_lines l WHERE ${where} LIMIT ${h.lastN}) x`, params);
  const page =
    limit <= 0
      ? Promise.resolve([])
      : q.query<HistoryRow>(
          `WITH page AS (
           SELECT l.payment_id, l.line_no, l.created_at FROM payment_lines l
            WHERE ${where}
            ORDER BY l.created_at DESC, l.payment_id DESC, l.line_no
            LIMIT ${limit} OFFSET ${offset}
         )
         SELECT p.id AS payment_id, p.reference_number, l.method, ${STATUS_SQL} AS status, coalesce(l.posted_at, p.completed_at, p.created_at) AS process_date,
                l.biller_trx_id, l.biller_name, l.biller_name_ar, l.service_name, l.service_name_ar, l.service_type, l.category_id,
                l.bill_no, l.billing_no, l.due_baisa, l.paid_baisa, l.fee_baisa + l.vat_baisa + l.tax_baisa AS charges_baisa, l.refunded_baisa
           FROM page
           JOIN payment_lines l ON l.payment_id = page.payment_id AND l.line_no = page.line_no
           JOIN payments p ON p.id = page.payment_id
          ORDER BY page.created_at DESC, page.payment_id DESC, page.line_no`,
          params,
        );
  const [count, rows] = await Promise.all([counted, page]);
  return { rows, total: Number(count[0]?.n ?? 0) };
}
