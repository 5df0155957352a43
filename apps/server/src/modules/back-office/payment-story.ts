import { formatOmrPlain } from '@portal/contract';
import type { CustomerField, PaymentStory, TimelineEntry } from '@portal/contract/back-office';
import type { Queryable } from '../../platform/db.ts';
import { storyRows, type PaymentRecord } from './payment-story-repository.ts';
import { maskEmail, maskMobile, maskName } from './masking.ts';
import { messageText, staffActionText, stateMoveText } from './timeline-texts.ts';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const omr = (b: number | string) => formatOmrPlain(Number(b));

export const paymentTarget = (id: string) => `payment:${id}`;

export const customerValue = (p: PaymentRecord, field: CustomerField): string | null => p[field];

/** What the customer was told by a message of this kind, in their language (bodies are not stored: decision 020). */
const MESSAGE_TOLD: Record<string, { en: string; ar: string }> = {
  receipt: { en: 'Payment receipt', ar: 'إيصال الدفع' },
  refund: { en: 'Refund notice', ar: 'إشعار استرداد المبلغ' },
  voucher: { en: 'Voucher code', ar: 'رمز القسيمة' },
};

/**
 * A payment's whole story (issue 31 §4): the payment, its lines with each posting, the money by
 * source, and one timeline of state changes, messages sent and staff actions, oldest first.
 */
export async function paymentStory(q: Queryable, p: PaymentRecord): Promise<PaymentStory> {
  const lang = p.lang === 'ar' ? 'ar' : 'en';
  const { lines, events, notices, staff } = await storyRows(q, p.id, paymentTarget(p.id));
  const timeline: TimelineEntry[] = [
    ...events.map((e) => ({
      at: iso(e.at)!,
      kind: 'state' as const,
      who: e.from_state === null ? 'customer' : 'system',
      what: stateMoveText(e.from_state, e.to_state),
      detail: noteText(e.note),
      told: e.to_state === 'failed' || e.to_state === 'partially_completed' ? (lang === 'ar' ? p.failure_ar : p.failure_en) : null,
    })),
    ...notices.map((n) => ({
      at: iso(n.delivered_at ?? n.created_at)!,
      kind: 'message' as const,
      who: 'system',
      what: messageText(n.kind, n.channel, n.status),
      detail: null,
      told: MESSAGE_TOLD[n.kind]?.[lang] ?? null,
    })),
    ...staff.map((s) => ({
      at: iso(s.at)!,
      kind: 'staff' as const,
      who: s.actor,
      what: staffActionText(s.action, s.outcome),
      detail: reasonText(s.detail),
      told: null,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const charged = Number(p.charged_baisa);
  return {
    payment: {
      id: p.id,
      referenceNumber: p.reference_number,
      state: p.state,
      method: p.method,
      kind: p.kind,
      lang,
      totalOmr: omr(p.total_baisa),
      cardOmr: omr(p.method === 'CreditCard' ? charged : 0),
      walletOmr: omr(p.method === 'Wallet' ? charged : 0),
      pointsOmr: omr(p.points_baisa),
      refundedOmr: omr(p.refunded_baisa),
      pointsRefundedOmr: omr(p.points_refunded_baisa),
      cardBrand: p.card_brand,
      cardLast4: p.card_last4,
      gatewayPaymentId: p.gateway_payment_id,
      createdAt: iso(p.created_at)!,
      completedAt: iso(p.completed_at),
      failure: p.failure_en ? { en: p.failure_en, ar: p.failure_ar ?? p.failure_en } : null,
    },
    customer: { signedIn: p.customer_id !== null, name: maskName(p.name), mobile: maskMobile(p.mobile), email: maskEmail(p.email) },
    lines: lines.map((l) => ({
      lineNo: Number(l.line_no),
      biller: { en: String(l.biller_name), ar: String(l.biller_name_ar) },
      service: { en: String(l.service_name), ar: String(l.service_name_ar) },
      billingNo: String(l.billing_no),
      paidOmr: omr(l.paid_baisa as number),
      feeOmr: omr(l.fee_baisa as number),
      status: String(l.status),
      billerTrxId: (l.biller_trx_id as string | null) ?? null,
      postedAt: iso(l.posted_at as Date | null),
      failure: l.failure_en ? { en: String(l.failure_en), ar: String(l.failure_ar ?? l.failure_en) } : null,
    })),
    timeline,
  };
}

/** A state event's note in a few words (which provider step, which line); never card or customer data. */
function noteText(note: unknown): string | null {
  if (!note || typeof note !== 'object') return null;
  const parts = Object.entries(note as Record<string, unknown>)
    .filter(([, v]) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
    .slice(0, 4)
    .map(([k, v]) => `${k}=${String(v)}`);
  return parts.length ? parts.join(', ') : null;
}

/** What the staff member typed and which field or states the action touched. */
function reasonText(detail: unknown): string | null {
  const d = (typeof detail === 'string' ? JSON.parse(detail) : detail) as Record<string, unknown> | null;
  if (!d) return null;
  // A refund's rows (modules/refunds) name the refund, its line and amount in baisa, and the biller's side.
  const parts = ['field', 'before', 'after', 'refundId', 'lineNo', 'amountBaisa', 'biller']
    .filter((k) => typeof d[k] === 'string' || typeof d[k] === 'number')
    .map((k) => `${k}=${String(d[k])}`);
  if (typeof d.reason === 'string') parts.push(`"${d.reason}"`);
  if (typeof d.note === 'string') parts.push(`"${d.note}"`);
  return parts.length ? parts.join(', ') : null;
}
