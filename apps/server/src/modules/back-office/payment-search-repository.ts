import { omanMobile, normalizeDigits, omrToBaisa, formatOmrPlain } from '@portal/contract';
import type { PaymentRow, SearchPaymentsRequest, StateGroup } from '@portal/contract/back-office';
import type { Queryable } from '../../platform/db.ts';
import { maskMobile } from './masking.ts';

const PAGE = 25;

const GROUP_SQL: Record<StateGroup, string> = {
  open: `p.state IN ('created', 'awaiting_otp', 'authorizing', 'awaiting_gateway', 'authorized')`,
  completed: `p.state IN ('completed', 'partially_completed')`,
  failed: `p.state IN ('failed', 'expired')`,
  refunded: 'p.refunded_baisa > 0',
};

/** The start of an Oman calendar day (UTC+4, no daylight saving). */
const omanDayStart = (day: string, plusDays = 0) => new Date(Date.parse(`${day}T00:00:00+04:00`) + plusDays * 86_400_000);

/**
 * The payments one search box stands for (issue 31 §3): our reference, the gateway's id and the biller
 * reference match as typed; a mobile in any of the ways people type it (Latin or Arabic-Indic digits,
 * with or without 968); an e-mail; four digits as a card's last four. One indexed lookup per key, their
 * ids united and read first: an OR of the keys over payments, or their union as a subquery, made
 * PostgreSQL misjudge the matches and scan the table (40-74 ms at 100,000 payments, under 2 ms now).
 */
async function boxMatches(q: Queryable, box: string): Promise<string[]> {
  const params: unknown[] = [];
  const param = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const text = normalizeDigits(box).trim();
  const exact = param(text);
  const keys = [
    `SELECT id FROM payments WHERE reference_number = ${exact}`,
    `SELECT id FROM payments WHERE gateway_payment_id = ${exact}`,
    `SELECT id FROM payments WHERE id = ${exact}`,
    `SELECT payment_id FROM payment_lines WHERE billing_no = ${exact}`,
  ];
  if (text.includes('@')) {
    const email = param(text.toLowerCase());
    keys.push(
      `SELECT id FROM payments WHERE lower(email) = ${email}`,
      `SELECT p2.id FROM payments p2 JOIN customers c ON c.id = p2.customer_id WHERE lower(c.email) = ${email}`,
    );
  }
  // The one mobile rule (issue 35): what a customer typed or pasted, read as the portal stored it.
  const mobile = omanMobile(text);
  if (mobile) {
    const m = param(mobile);
    keys.push(
      `SELECT id FROM payments WHERE mobile = ${m}`,
      `SELECT id FROM payments WHERE wallet_mobile = ${m}`,
      `SELECT p2.id FROM payments p2 JOIN customers c ON c.id = p2.customer_id WHERE c.mobile_no = ${m}`,
    );
  }
  if (/^\d{4}$/.test(text)) keys.push(`SELECT id FROM payments WHERE card_last4 = ${exact}`);
  const rows = await q.query<{ id: string }>(keys.join(' UNION '), params);
  return rows.map((r) => r.id);
}

interface Cursor {
  at: string;
  id: string;
}
const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify([c.at, c.id])).toString('base64url');
function decodeCursor(text: string): Cursor | undefined {
  try {
    const [at, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    return typeof at === 'string' && typeof id === 'string' && !Number.isNaN(Date.parse(at)) ? { at, id } : undefined;
  } catch {
    return undefined;
  }
}

type Filters = Omit<SearchPaymentsRequest, 'after' | 'limit'>;

/**
 * The WHERE of a search's box and filters, its values added through `param`; undefined when the box
 * matches nothing, so the caller answers no rows without asking again.
 */
async function filterSql(q: Queryable, req: Filters, param: (v: unknown) => string): Promise<string[] | undefined> {
  const where: string[] = [];
  if (req.q) {
    const ids = await boxMatches(q, req.q);
    if (!ids.length) return undefined;
    where.push(`p.id = ANY(${param(ids)}::text[])`);
  }
  if (req.stateGroup) where.push(GROUP_SQL[req.stateGroup]);
  if (req.billerId)
    where.push(`EXISTS (SELECT 1 FROM payment_lines fl WHERE fl.payment_id = p.id AND fl.biller_id = ${param(req.billerId)})`);
  if (req.method) where.push(`p.method = ${param(req.method)}`);
  if (req.kind) where.push(`p.kind = ${param(req.kind)}`);
  if (req.amountFrom) where.push(`p.total_baisa >= ${param(omrToBaisa(req.amountFrom))}`);
  if (req.amountTo) where.push(`p.total_baisa <= ${param(omrToBaisa(req.amountTo))}`);
  if (req.dateFrom) where.push(`p.created_at >= ${param(omanDayStart(req.dateFrom).toISOString())}`);
  if (req.dateTo) where.push(`p.created_at < ${param(omanDayStart(req.dateTo, 1).toISOString())}`);
  return where;
}

function params() {
  const values: unknown[] = [];
  const param = (v: unknown) => {
    values.push(v);
    return `$${values.length}`;
  };
  return { values, param };
}

const whereText = (where: string[]) => (where.length ? `WHERE ${where.join(' AND ')}` : '');

/** How many payments a search matches, counting no further than `cap` (the export's refusal needs no more). */
export async function countMatches(q: Queryable, req: Filters, cap: number): Promise<number> {
  const { values, param } = params();
  const where = await filterSql(q, req, param);
  if (!where) return 0;
  const [row] = await q.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM (SELECT 1 FROM payments p ${whereText(where)} LIMIT ${param(cap)}) m`,
    values,
  );
  return Number(row?.n ?? 0);
}

/**
 * One page of payments, newest first, read from the primary database (no replica lag behind a
 * payment's real state); keyset paging on (created_at, id), so page 400 costs what page 1 does.
 * `showMobile` is masking by default; the export passes the number itself to a role that may reveal.
 */
export async function searchPayments(
  q: Queryable,
  req: SearchPaymentsRequest,
  showMobile: (mobile: string | null) => string | null = maskMobile,
): Promise<{ rows: PaymentRow[]; next: string | null }> {
  const { values, param } = params();
  const where = await filterSql(q, req, param);
  if (!where) return { rows: [], next: null };
  const cursor = req.after ? decodeCursor(req.after) : undefined;
  if (cursor) where.push(`(p.created_at, p.id) < (${param(cursor.at)}::timestamptz, ${param(cursor.id)})`);
  const limit = req.limit ?? PAGE;
  const rows = await q.query<{
    id: string;
    reference_number: string;
    state: string;
    method: string;
    kind: string;
    total_baisa: number;
    refunded_baisa: number;
    created_at: Date;
    at_text: string;
    mobile: string | null;
    billers: { en: string; ar: string }[] | string | null;
  }>(
    `SELECT p.id, p.reference_number, p.state, p.method, p.kind, p.total_baisa, p.refunded_baisa, p.created_at,
            p.created_at::text AS at_text,
            COALESCE(p.mobile, p.wallet_mobile, (SELECT mobile_no FROM customers c WHERE c.id = p.customer_id)) AS mobile,
            (SELECT json_agg(json_build_object('en', l.biller_name, 'ar', l.biller_name_ar) ORDER BY l.line_no)
               FROM payment_lines l WHERE l.payment_id = p.id) AS billers
       FROM payments p
      ${whereText(where)}
      ORDER BY p.created_at DESC, p.id DESC
      LIMIT ${param(limit + 1)}`,
    values,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page.map((r) => ({
      id: r.id,
      referenceNumber: r.reference_number,
      state: r.state,
      method: r.method,
      kind: r.kind,
      totalOmr: formatOmrPlain(Number(r.total_baisa)),
      refundedOmr: formatOmrPlain(Number(r.refunded_baisa)),
      createdAt: new Date(r.created_at).toISOString(),
      billers: (typeof r.billers === 'string' ? JSON.parse(r.billers) : r.billers) ?? [],
      maskedMobile: showMobile(r.mobile),
    })),
    next: rows.length > limit && last ? encodeCursor({ at: last.at_text, id: last.id }) : null,
  };
}

/** Every biller, disabled ones too (their old payments and complaints are still found by them), by English name. */
export async function allBillers(q: Queryable): Promise<Array<{ id: number; name: { en: string; ar: string } }>> {
  const rows = await q.query<{ id: number; name: string; arabic_name: string }>('SELECT id, name, arabic_name FROM billers ORDER BY name');
  return rows.map((b) => ({ id: Number(b.id), name: { en: b.name, ar: b.arabic_name } }));
}
