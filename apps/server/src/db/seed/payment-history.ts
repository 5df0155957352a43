import { createHash } from 'node:crypto';
import { randomToken } from '../../platform/crypto.ts';
import { one, type Queryable } from '../../platform/db.ts';
import { issueDateOf } from '../../adapters/biller-network/sandbox-bills.ts';
import { HISTORY_TEXTS, historyPlan, type PlannedPayment } from './payment-history-plan.ts';
import { seedProviderBooks } from './provider-books.ts';

interface Names {
  biller_name: string;
  biller_name_ar: string;
  service_name: string;
  service_name_ar: string;
  category_id: number;
  type: string;
}

const seconds = (d: Date, s: number) => new Date(d.getTime() + s * 1000);
const trxId = (paymentId: string, lineNo: number) =>
  `BN${BigInt(`0x${createHash('sha256').update(`${paymentId}:${lineNo}`).digest('hex').slice(0, 15)}`)
    .toString()
    .padStart(12, '0')
    .slice(-12)}`;

/** The states a payment went through, as the payment flows record them (payment-states.ts). */
function eventsOf(p: PlannedPayment): string[] {
  const open = p.method === 'CreditCard' ? ['created', 'awaiting_gateway'] : ['created'];
  if (p.state === 'failed') return [...open, 'failed'];
  return [...open, 'authorized', p.state];
}

/**
 * A year of payment history for the demo individual, written as the payment flows would have left it
 * (payments, their lines and every state change as an event), on the first start of an empty database.
 * The payments before this month's bills were issued are in the sandbox providers' books too, so finance
 * can fetch and match those days' statement files (issue 32); this month's are not, because the sandbox
 * biller counts a posting since the issue date as paid, and the dashboard's bills of this month stay due.
 */
export async function seedPaymentHistory(q: Queryable, customerId: number, now = new Date()): Promise<number> {
  const plan = historyPlan(now);
  const issued = issueDateOf(now);
  for (const p of plan) {
    const id = await insertPastPayment(q, customerId, p);
    if (p.at < issued) await seedProviderBooks(q, id);
  }
  return plan.length;
}

const names = new Map<number, Names>();

/** Catalog names of a service, read once per process (the catalog's ids and names are reference data). */
async function namesOf(q: Queryable, serviceId: number): Promise<Names> {
  const known = names.get(serviceId);
  if (known) return known;
  const row = await one<Names>(
    q,
    `SELECT b.name AS biller_name, b.arabic_name AS biller_name_ar, s.name AS service_name, s.arabic_name AS service_name_ar, b.category_id, s.type
       FROM biller_services s JOIN billers b ON b.id = s.biller_id WHERE s.id = $1`,
    [serviceId],
  );
  if (!row) throw new Error(`unknown service ${serviceId}`);
  names.set(serviceId, row);
  return row;
}

/** One finished payment of the past, as the flows record it; also used by tests and the history benchmark. */
export async function insertPastPayment(q: Queryable, customerId: number, p: PlannedPayment): Promise<string> {
  const id = randomToken();
  const seq = await one<{ n: number }>(q, `SELECT nextval('payment_reference_seq') AS n`);
  const reference = `BP${p.at.toISOString().slice(2, 10).replace(/-/g, '')}${String(seq!.n).padStart(7, '0')}`;
  const lineTotal = (l: PlannedPayment['lines'][number]) => l.paid + l.fee + l.vat + l.tax;
  const total = p.lines.reduce((s, l) => s + lineTotal(l), 0);
  const refunded = p.lines.filter((l) => l.outcome === 'refunded').reduce((s, l) => s + lineTotal(l), 0);
  const finished = seconds(p.at, 20);
  await q.query(
    `INSERT INTO payments (id, reference_number, customer_id, kind, method, state, total_baisa, points_baisa, charged_baisa, refunded_baisa,
                           mobile, email, lang, wallet_mobile, failure_en, failure_ar, created_at, updated_at, completed_at)
     SELECT $1, $2, c.id, $4, $5, $6, $7, 0, $7, $8, c.mobile_no, c.email, 'en', CASE WHEN $5 = 'Wallet' THEN c.mobile_no END, $9, $10, $11, $12, $13
       FROM customers c WHERE c.id = $3`,
    [
      id,
      reference,
      customerId,
      p.kind,
      p.method,
      p.state,
      total,
      refunded,
      p.failure?.en ?? null,
      p.failure?.ar ?? null,
      p.at,
      finished,
      p.state === 'failed' ? null : finished,
    ],
  );
  for (const [index, l] of p.lines.entries()) {
    const n = await namesOf(q, l.serviceId);
    const posted = l.outcome === 'posted';
    const failure = l.outcome === 'refunded' ? HISTORY_TEXTS.rejected : null;
    await q.query(
      `INSERT INTO payment_lines (payment_id, customer_id, created_at, method, line_no, biller_id, service_id, service_category_id, biller_name, biller_name_ar, service_name,
                                 service_name_ar, category_id, service_type, billing_no, bill_no, due_baisa, paid_baisa, fee_baisa, vat_baisa,
                                 tax_baisa, validation_code, status, biller_trx_id, posted_at, failure_en, failure_ar)
       VALUES ($1, $24, $25, $26, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23)`,
      [
        id,
        index + 1,
        l.billerId,
        l.serviceId,
        l.serviceCategoryId,
        n.biller_name,
        n.biller_name_ar,
        n.service_name,
        n.service_name_ar,
        n.category_id,
        n.type,
        l.billingNo,
        n.type === 'PostPaid' ? `${l.billingNo.slice(-4)}${p.at.toISOString().slice(2, 7).replace('-', '')}` : '',
        l.paid,
        l.fee,
        l.vat,
        l.tax,
        randomToken(),
        l.outcome,
        posted ? trxId(id, index + 1) : null,
        posted ? seconds(p.at, 15) : null,
        failure?.en ?? null,
        failure?.ar ?? null,
        customerId,
        p.at,
        p.method,
      ],
    );
  }
  const states = eventsOf(p);
  for (const [i, to] of states.entries()) {
    await q.query('INSERT INTO payment_events (payment_id, from_state, to_state, note, at) VALUES ($1, $2, $3, $4, $5)', [
      id,
      i === 0 ? null : states[i - 1],
      to,
      JSON.stringify({ seeded: true }),
      seconds(p.at, i * 5),
    ]);
  }
  return id;
}
