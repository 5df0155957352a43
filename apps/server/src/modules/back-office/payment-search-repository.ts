import { fullOmanMobile, normalizeDigits, omrToBaisa, formatOmrPlain } from '@portal/contract';
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
 * The conditions one search box stands for (issue 31 §3): our reference, the gateway's id and the
 * biller reference match as typed; a mobile in any of the ways people type it (Latin or Arabic-Indic
 * digits, with or without 968); an e-mail; four digits as a card's last four. Each key has an index.
 */
function boxConditions(q: string, param: (v: unknown) => string): string[] {
  const text = normalizeDigits(q).trim();
  const exact = param(text);
  const keys = [`p.reference_number = ${exact}`, `p.gateway_payment_id = ${exact}`, `p.id = ${exact}`];
  keys.push(`EXISTS (SELECT 1 FROM payment_lines bl WHERE bl.payment_id = p.id AND bl.billing_no = ${exact})`);
  if (text.includes('@')) {
    const email = param(text.toLowerCase());
    keys.push(`lower(p.email) = ${email}`, `p.customer_id IN (SELECT id FROM customers WHERE lower(email) = ${email})`);
  }
  const mobile = fullOmanMobile(text);
  if (/^968[79]\d{7}$/.test(mobile)) {
    const m = param(mobile);
    keys.push(`p.mobile = ${m}`, `p.wallet_mobile = ${m}`, `p.customer_id IN (SELECT id FROM customers WHERE mobile_no = ${m})`);
  }
  if (/^\d{4}$/.test(text)) keys.push(`p.card_last4 = ${exact}`);
  return [`(${keys.join(' OR ')})`];
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

/**
 * One page of payments, newest first, read from the primary database (no replica lag behind a
 * payment's real state); keyset paging on (created_at, id), so page 400 costs what page 1 does.
 */
export async function searchPayments(q: Queryable, req: SearchPaymentsRequest): Promise<{ rows: PaymentRow[]; next: string | null }> {
  const params: unknown[] = [];
  const param = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where: string[] = [];
  if (req.q) where.push(...boxConditions(req.q, param));
  if (req.stateGroup) where.push(GROUP_SQL[req.stateGroup]);
  if (req.billerId)
    where.push(`EXISTS (SELECT 1 FROM payment_lines fl WHERE fl.payment_id = p.id AND fl.biller_id = ${param(req.billerId)})`);
  if (req.method) where.push(`p.method = ${param(req.method)}`);
  if (req.kind) where.push(`p.kind = ${param(req.kind)}`);
  if (req.amountFrom) where.push(`p.total_baisa >= ${param(omrToBaisa(req.amountFrom))}`);
  if (req.amountTo) where.push(`p.total_baisa <= ${param(omrToBaisa(req.amountTo))}`);
  if (req.dateFrom) where.push(`p.created_at >= ${param(omanDayStart(req.dateFrom).toISOString())}`);
  if (req.dateTo) where.push(`p.created_at < ${param(omanDayStart(req.dateTo, 1).toISOString())}`);
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
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY p.created_at DESC, p.id DESC
      LIMIT ${param(limit + 1)}`,
    params,
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
      maskedMobile: maskMobile(r.mobile),
    })),
    next: rows.length > limit && last ? encodeCursor({ at: last.at_text, id: last.id }) : null,
  };
}
