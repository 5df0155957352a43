import { randomToken } from '../../../platform/crypto.ts';
import type { Queryable } from '../../../platform/db.ts';
import type { CardFacts } from './card-input.ts';
import { GwError } from './gateway-error.ts';
import { CHALLENGE_TTL_MS, MAX_CHALLENGE_ATTEMPTS, type GatewayContext } from './gateway-options.ts';
import { consumeCardNonce, consumeCvvNonce } from './nonce-store.ts';
import { canApply, TRANSITIONS, type PaymentAction } from './payment-transitions.ts';
import {
  findByIdempotencyKey,
  findPayment,
  findPaymentForAction,
  insertPayment,
  recordKeyedAction,
  updatePayment,
  type PaymentRow,
} from './payment-store.ts';
import { cardFacts } from './stored-card.ts';
import { CHALLENGE_CODE, DECLINE_REASONS } from './test-cards.ts';
import { findVaultCard } from './vault-store.ts';

export interface CreatePaymentBody {
  amount: number;
  currency: 512;
  reference: string;
  returnUrl: string;
  nonce?: string | undefined;
  vaultToken?: string | undefined;
  cvvNonce?: string | undefined;
  skipChallenge?: boolean | undefined;
  lang?: 'en' | 'ar' | undefined;
  idempotencyKey?: string | undefined;
}

/** Authorizes a payment with a card nonce or a vaulted card plus a CVV nonce; the test card decides the outcome. */
export async function createPayment(ctx: GatewayContext, body: CreatePaymentBody): Promise<PaymentRow> {
  if (body.idempotencyKey) {
    const earlier = await findByIdempotencyKey(ctx.db, body.idempotencyKey);
    if (earlier) return sameRequestOrConflict(earlier, body);
  }
  try {
    return await ctx.db.tx(async (q) => {
      const now = ctx.now();
      const { card, vaultToken } = await spendCard(q, body, now);
      const { status, declineReason } = outcomeFor(card.behaviour, body.skipChallenge ?? false);
      return insertPayment(
        q,
        {
          id: `pay_${randomToken().slice(0, 32)}`,
          status,
          amount: body.amount,
          currency: body.currency,
          reference: body.reference,
          returnUrl: body.returnUrl,
          lang: body.lang ?? 'en',
          idempotencyKey: body.idempotencyKey ?? null,
          declineReason,
          card,
          vaultToken,
        },
        now,
      );
    });
  } catch (err) {
    // Two identical requests raced: the loser answers what the winner stored.
    const raced =
      body.idempotencyKey && (err as { code?: string }).code === '23505'
        ? await findByIdempotencyKey(ctx.db, body.idempotencyKey)
        : undefined;
    if (raced) return sameRequestOrConflict(raced, body);
    throw err;
  }
}

function sameRequestOrConflict(earlier: PaymentRow, body: CreatePaymentBody): PaymentRow {
  if (Number(earlier.amount) !== body.amount || earlier.reference !== body.reference) {
    throw new GwError(409, 'idempotency_conflict', 'The idempotency key was used for a different payment');
  }
  return earlier;
}

async function spendCard(q: Queryable, body: CreatePaymentBody, now: Date): Promise<{ card: CardFacts; vaultToken: string | null }> {
  if (body.nonce) return { card: await consumeCardNonce(q, body.nonce, now), vaultToken: null };
  const vaulted = await findVaultCard(q, body.vaultToken ?? '').catch(() => {
    throw new GwError(422, 'vault_token_invalid', 'Unknown or deleted vault token');
  });
  await consumeCvvNonce(q, body.cvvNonce ?? '', vaulted.token, now);
  return { card: cardFacts(vaulted), vaultToken: vaulted.token };
}

function outcomeFor(
  behaviour: CardFacts['behaviour'],
  skipChallenge: boolean,
): Pick<PaymentRow, 'status'> & { declineReason: string | null } {
  switch (behaviour) {
    case 'decline':
    case 'insufficient':
      return { status: 'declined', declineReason: DECLINE_REASONS[behaviour] };
    case 'challenge':
      return { status: skipChallenge ? 'authorized' : 'requires_action', declineReason: null };
    default:
      return { status: 'authorized', declineReason: null };
  }
}

/** Reads a payment, failing a challenge nobody finished in time. */
export async function getPayment(ctx: GatewayContext, id: string): Promise<PaymentRow> {
  const row = await findPayment(ctx.db, id);
  if (!challengeTimedOut(ctx, row)) return row;
  return ctx.db.tx(async (q) => expireStale(ctx, q, await findPayment(q, id, true)));
}

function challengeTimedOut(ctx: GatewayContext, row: PaymentRow): boolean {
  return row.status === 'requires_action' && ctx.now().getTime() - new Date(row.created_at).getTime() > CHALLENGE_TTL_MS;
}

async function expireStale(ctx: GatewayContext, q: Queryable, row: PaymentRow): Promise<PaymentRow> {
  if (!challengeTimedOut(ctx, row)) return row;
  return updatePayment(q, row, { status: 'failed', declineReason: 'Authentication timed out' }, ctx.now());
}

/**
 * Runs one action on a locked, up-to-date row; refuses it unless the transition table allows it. With
 * an idempotency key, a repeated call (our server retrying after a crash or a timeout) answers the
 * payment as it stands instead of acting twice, like a real gateway's Idempotency-Key.
 */
async function act(
  ctx: GatewayContext,
  id: string,
  action: PaymentAction,
  key: string | undefined,
  change: (q: Queryable, row: PaymentRow) => Promise<PaymentRow>,
) {
  return ctx.db.tx(async (q) => {
    const found = await findPaymentForAction(q, id, key);
    const row = await expireStale(ctx, q, found.row);
    const { done } = found;
    if (done && (done.payment_id !== id || done.action !== action))
      throw new GwError(409, 'idempotency_conflict', 'The idempotency key was used for another request');
    if (done) return row;
    if (!canApply(action, row.status)) throw new GwError(409, 'invalid_state', `Cannot ${action} a payment that is ${row.status}`);
    const next = await change(q, row);
    if (key) await recordKeyedAction(q, key, id, action, ctx.now());
    return next;
  });
}

export const capture = (ctx: GatewayContext, id: string, key?: string) =>
  act(ctx, id, 'capture', key, (q, row) => updatePayment(q, row, { status: TRANSITIONS.capture.to }, ctx.now(), Number(row.amount)));

export const voidPayment = (ctx: GatewayContext, id: string, key?: string) =>
  act(ctx, id, 'void', key, (q, row) => updatePayment(q, row, { status: TRANSITIONS.void.to }, ctx.now()));

export const refund = (ctx: GatewayContext, id: string, amount: number, key?: string) =>
  act(ctx, id, 'refund', key, (q, row) => {
    const left = Number(row.amount) - Number(row.refunded_amount);
    if (amount > left) throw new GwError(422, 'refund_too_large', `At most ${left} baisa is left to refund`);
    const refundedAmount = Number(row.refunded_amount) + amount;
    return updatePayment(q, row, { status: TRANSITIONS.refund.to, refundedAmount }, ctx.now(), amount);
  });

/** The payment a create call with this key made, if it reached us: how a merchant finds out after a crash. */
export async function paymentByKey(ctx: GatewayContext, key: string): Promise<PaymentRow> {
  const row = await findByIdempotencyKey(ctx.db, key);
  if (!row) throw new GwError(404, 'not_found', 'No payment was created with this idempotency key');
  return getPayment(ctx, row.id);
}

export type ChallengeOutcome = 'passed' | 'wrong_code' | 'failed';

/** Checks the one-time password on the challenge page; three wrong codes fail the payment. */
export async function answerChallenge(
  ctx: GatewayContext,
  id: string,
  code: string,
): Promise<{ row: PaymentRow; outcome: ChallengeOutcome }> {
  return ctx.db.tx(async (q) => {
    const row = await expireStale(ctx, q, await findPayment(q, id, true));
    if (!canApply('passChallenge', row.status)) return { row, outcome: row.status === 'authorized' ? 'passed' : 'failed' };
    const now = ctx.now();
    if (code === CHALLENGE_CODE) return { row: await updatePayment(q, row, { status: 'authorized' }, now), outcome: 'passed' };
    const attempts = row.challenge_attempts + 1;
    if (attempts >= MAX_CHALLENGE_ATTEMPTS) {
      const failed = await updatePayment(
        q,
        row,
        { status: 'failed', declineReason: 'Authentication failed', challengeAttempts: attempts },
        now,
      );
      return { row: failed, outcome: 'failed' };
    }
    return { row: await updatePayment(q, row, { challengeAttempts: attempts }, now), outcome: 'wrong_code' };
  });
}

export async function cancelChallenge(ctx: GatewayContext, id: string): Promise<PaymentRow> {
  return ctx.db.tx(async (q) => {
    const row = await expireStale(ctx, q, await findPayment(q, id, true));
    if (!canApply('failChallenge', row.status)) return row;
    return updatePayment(q, row, { status: 'failed', declineReason: 'Authentication cancelled by the customer' }, ctx.now());
  });
}
