import type { Queryable } from '../../../platform/db.ts';
import type { GatewayPaymentStatus } from '../payment-gateway.ts';
import type { CardFacts } from './card-input.ts';
import { notFound } from './gateway-error.ts';
import type { StoredCard } from './stored-card.ts';

export interface PaymentRow extends StoredCard {
  id: string;
  status: GatewayPaymentStatus;
  amount: number;
  currency: number;
  reference: string;
  return_url: string;
  lang: 'en' | 'ar';
  idempotency_key: string | null;
  decline_reason: string | null;
  vault_token: string | null;
  challenge_attempts: number;
  refunded_amount: number;
  created_at: Date;
  updated_at: Date;
}

export interface NewPayment {
  id: string;
  status: GatewayPaymentStatus;
  amount: number;
  currency: number;
  reference: string;
  returnUrl: string;
  lang: 'en' | 'ar';
  idempotencyKey: string | null;
  declineReason: string | null;
  card: CardFacts;
  vaultToken: string | null;
}

export async function insertPayment(q: Queryable, p: NewPayment, now: Date): Promise<PaymentRow> {
  const [row] = await q.query<PaymentRow>(
    `INSERT INTO gw_payments (id, status, amount, currency, reference, return_url, lang, idempotency_key, decline_reason,
       bin, last4, brand, exp_month, exp_year, name, vault_token, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17) RETURNING *`,
    [
      p.id,
      p.status,
      p.amount,
      p.currency,
      p.reference,
      p.returnUrl,
      p.lang,
      p.idempotencyKey,
      p.declineReason,
      p.card.bin,
      p.card.last4,
      p.card.brand,
      p.card.expMonth,
      p.card.expYear,
      p.card.name,
      p.vaultToken,
      now,
    ],
  );
  await recordEvent(q, p.id, null, p.status, p.amount, now);
  return row!;
}

export async function findPayment(q: Queryable, id: string, forUpdate = false): Promise<PaymentRow> {
  const rows = await q.query<PaymentRow>(`SELECT * FROM gw_payments WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  if (!rows[0]) throw notFound('Payment');
  return rows[0];
}

export async function findByIdempotencyKey(q: Queryable, key: string): Promise<PaymentRow | undefined> {
  const rows = await q.query<PaymentRow>('SELECT * FROM gw_payments WHERE idempotency_key = $1', [key]);
  return rows[0];
}

export interface PaymentPatch {
  status?: GatewayPaymentStatus;
  declineReason?: string;
  challengeAttempts?: number;
  refundedAmount?: number;
}

/** Writes the new state and, when the status changes, its event; call inside the transaction that read the row. */
export async function updatePayment(
  q: Queryable,
  row: PaymentRow,
  patch: PaymentPatch,
  now: Date,
  eventAmount?: number,
): Promise<PaymentRow> {
  const [next] = await q.query<PaymentRow>(
    `UPDATE gw_payments SET status = $2, decline_reason = $3, challenge_attempts = $4, refunded_amount = $5, updated_at = $6
     WHERE id = $1 RETURNING *`,
    [
      row.id,
      patch.status ?? row.status,
      patch.declineReason ?? row.decline_reason,
      patch.challengeAttempts ?? row.challenge_attempts,
      patch.refundedAmount ?? row.refunded_amount,
      now,
    ],
  );
  if (patch.status && (patch.status !== row.status || patch.refundedAmount !== undefined)) {
    await recordEvent(q, row.id, row.status, patch.status, eventAmount ?? null, now);
  }
  return next!;
}

async function recordEvent(q: Queryable, id: string, from: string | null, to: string, amount: number | null, now: Date) {
  await q.query('INSERT INTO gw_payment_events (payment_id, from_status, to_status, amount, at) VALUES ($1, $2, $3, $4, $5)', [
    id,
    from,
    to,
    amount,
    now,
  ]);
}

/**
 * A payment, locked, and the keyed capture, void or refund already done under `key` (gw_idempotency,
 * migration 010), in one statement.
 */
export async function findPaymentForAction(
  q: Queryable,
  id: string,
  key: string | undefined,
): Promise<{ row: PaymentRow; done: { payment_id: string; action: string } | undefined }> {
  const rows = await q.query<PaymentRow & { done_payment_id: string | null; done_action: string | null }>(
    `SELECT p.*, k.payment_id AS done_payment_id, k.action AS done_action
       FROM gw_payments p LEFT JOIN gw_idempotency k ON k.idempotency_key = $2
      WHERE p.id = $1 FOR UPDATE OF p`,
    [id, key ?? null],
  );
  if (!rows[0]) throw notFound('Payment');
  const { done_payment_id, done_action, ...row } = rows[0];
  return { row, done: done_payment_id && done_action ? { payment_id: done_payment_id, action: done_action } : undefined };
}

export async function recordKeyedAction(q: Queryable, key: string, paymentId: string, action: string, now: Date): Promise<void> {
  await q.query('INSERT INTO gw_idempotency (idempotency_key, payment_id, action, created_at) VALUES ($1, $2, $3, $4)', [
    key,
    paymentId,
    action,
    now,
  ]);
}
