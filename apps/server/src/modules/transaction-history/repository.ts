import type { Queryable } from '../../platform/db.ts';
import type { HistoryQuery } from './history-query.ts';

export interface HistoryRow {
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
  total: number;
}

const OPEN = `('created', 'awaiting_otp', 'awaiting_gateway', 'authorized')`;
const ENDED_WITH_MONEY = `('completed', 'partially_completed')`;
/**
 * A line's true status: open payments are pending; a finished payment's line succeeded only if the
 * biller took it (a partially completed payment has both kinds); failed and expired ones failed.
 */
const STATUS_SQL = `CASE WHEN p.state IN ${OPEN} THEN 'Pending'
  WHEN p.state IN ${ENDED_WITH_MONEY} AND l.status = 'posted' THEN 'Success' ELSE 'Failed' END`;
const STATUS_FILTER = {
  Pending: `p.state IN ${OPEN}`,
  Success: `p.state IN ${ENDED_WITH_MONEY} AND l.status = 'posted'`,
  Failed: `(p.state IN ('failed', 'expired') OR (p.state IN ${ENDED_WITH_MONEY} AND l.status <> 'posted'))`,
} as const;

/**
 * One page of a customer's transactions, one row per bill paid, newest first, with the number of
 * matching rows. Every filter is a bound parameter; the customer's payments are found through
 * payments_customer (customer_id, created_at DESC) and their lines through the lines' primary key.
 */
export async function historyPage(q: Queryable, h: HistoryQuery): Promise<{ rows: HistoryRow[]; total: number }> {
  const params: unknown[] = [h.customerId];
  const bind = (value: unknown) => `$${params.push(value)}`;
  // A line left at 0 in a bulk payment was not paid: it is no transaction.
  const where = ['p.customer_id = $1', 'l.paid_baisa > 0'];
  if (h.from) where.push(`p.created_at >= ${bind(h.from)}`);
  if (h.to) where.push(`p.created_at < ${bind(h.to)}`);
  if (h.categoryId) where.push(`l.category_id = ${bind(h.categoryId)}`);
  if (h.billerId) where.push(`l.biller_id = ${bind(h.billerId)}`);
  if (h.billNo) where.push(`strpos(upper(l.bill_no), ${bind(h.billNo)}) > 0`);
  if (h.billingNo) where.push(`strpos(l.billing_no, ${bind(h.billingNo)}) > 0`);
  if (h.reference) where.push(`(p.reference_number = ${bind(h.reference)} OR l.biller_trx_id = $${params.length})`);
  if (h.status) where.push(STATUS_FILTER[h.status]);
  if (h.method) where.push(`p.method = ${bind(h.method)}`);
  const lastN = bind(h.lastN);
  const size = bind(h.pageSize);
  const offset = bind((h.pageNumber - 1) * h.pageSize);
  const rows = await q.query<HistoryRow>(
    `WITH matched AS (
       SELECT p.reference_number, p.method, p.created_at, p.id, l.line_no, ${STATUS_SQL} AS status,
              coalesce(l.posted_at, p.completed_at, p.created_at) AS process_date, l.biller_trx_id,
              l.biller_name, l.biller_name_ar, l.service_name, l.service_name_ar, l.service_type, l.category_id,
              l.bill_no, l.billing_no, l.due_baisa, l.paid_baisa, l.fee_baisa + l.vat_baisa + l.tax_baisa AS charges_baisa
         FROM payments p JOIN payment_lines l ON l.payment_id = p.id
        WHERE ${where.join(' AND ')}
        ORDER BY p.created_at DESC, p.id DESC, l.line_no
        LIMIT ${lastN}::int
     )
     SELECT *, count(*) OVER () AS total FROM matched
      ORDER BY created_at DESC, id DESC, line_no
      LIMIT ${size}::int OFFSET ${offset}::int`,
    params,
  );
  if (rows.length || h.pageNumber === 1) return { rows, total: Number(rows[0]?.total ?? 0) };
  // Past the last page: no row carries the total, so count it on its own.
  const counted = await historyPage(q, { ...h, pageNumber: 1 });
  return { rows: [], total: counted.total };
}
