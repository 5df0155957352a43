import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode } from '@portal/contract';
import { refundMessages, type RequestRefundRequest } from '@portal/contract/back-office';
import type { BillerNetwork } from '../../adapters/biller-network/biller-network.ts';
import type { PaymentGateway } from '../../adapters/payment-gateway/payment-gateway.ts';
import type { Wallet } from '../../adapters/wallet/wallet.ts';
import type { Db, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Wakeup } from '../../platform/wakeup.ts';
import type { AuditLog } from '../back-office/index.ts';
import { methodMoney, paymentRepository, type LineRow, type PaymentRow } from '../payments/index.ts';
import { auditWriter, SYSTEM, type RefundActor } from './refund-actors.ts';
import { refundMoney } from './refund-money.ts';
import { refundRepository as repo, type RefundRecord, type Reserved } from './refund-repository.ts';
import { APPROVAL_TTL_MS } from './refund-states.ts';

export interface RefundsDeps {
  db: Db;
  audit: AuditLog;
  gateway: PaymentGateway;
  wallet: Wallet;
  billers: BillerNetwork;
  /** Rung after a refund queued the customer's message, so this process's worker sends it at once. */
  notices: Wakeup;
  /** Refunds above this many baisa wait for a second person's approval. */
  thresholdBaisa: number;
  log: FastifyBaseLogger;
}

const REFUNDABLE_STATES = ['completed', 'partially_completed'];

const refuse = (text: { en: string; ar: string }, code: number = ErrorCode.MissingDataIntegrity) => new AppError(code, text);

/** The money (card or wallet) and the points a payment still holds of the customer's, after refunds done and spoken for. */
export function leftToGive(p: PaymentRow, reserved: Reserved) {
  return {
    money: Math.max(0, Number(p.charged_baisa) - Number(p.refunded_baisa) - reserved.money),
    points: Math.max(0, Number(p.points_baisa) - Number(p.points_refunded_baisa) - reserved.points),
  };
}

/**
 * What a line can still give back: its paid amount less what was refunded or is spoken for, never more
 * than the payment still holds in money and in the points spent on it.
 */
export function refundableOf(p: PaymentRow, lines: Array<LineRow & { refunded_baisa: number }>, reserved: Reserved) {
  const left = leftToGive(p, reserved);
  const out = new Map<number, number>();
  for (const l of lines) {
    if (!REFUNDABLE_STATES.includes(p.state) || l.status !== 'posted') continue;
    const lineLeft = Number(l.paid_baisa) - Number(l.refunded_baisa) - (reserved.perLine.get(l.line_no) ?? 0);
    out.set(l.line_no, Math.max(0, Math.min(lineLeft, left.money + left.points)));
  }
  return out;
}

/**
 * Staff refunds of one bill line (issue 31 §5, decision 047): the request reserves the amount under the
 * payment's lock, so two staff refunding the same line at once cannot both spend what is left; the
 * money moves only from `submitted`, the intent committed first, under keys derived from the refund.
 */
export function refunds(deps: RefundsDeps) {
  const { db, audit } = deps;
  const auditIn = auditWriter(audit);
  const money = refundMoney({ db, billers: deps.billers, money: methodMoney(deps), notices: deps.notices, log: deps.log, auditIn });
  const { execute } = money;

  async function refundable(q: Queryable, paymentId: string): Promise<Map<number, number>> {
    const p = await paymentRepository.byId(q, paymentId);
    if (!p) return new Map();
    return refundableOf(p, await repo.lines(q, paymentId), await repo.reserved(q, paymentId));
  }

  async function request(body: RequestRefundRequest, actor: RefundActor & { id: number }, now = new Date()): Promise<RefundRecord> {
    const r = await db.tx(async (q) => {
      const p = await repo.lockPayment(q, body.paymentId);
      if (!p) throw refuse(refundMessages.notFound, ErrorCode.NotFound);
      if (!REFUNDABLE_STATES.includes(p.state)) throw refuse(refundMessages.notCompleted);
      const lines = await repo.lines(q, p.id);
      const line = lines.find((l) => l.line_no === body.lineNo);
      if (!line || line.status !== 'posted') throw refuse(refundMessages.notPosted);
      const reserved = await repo.reserved(q, p.id);
      const left = refundableOf(p, lines, reserved).get(line.line_no) ?? 0;
      if (left !== body.expectedRefundableBaisa) throw refuse(refundMessages.stale, ErrorCode.PreconditionFailed);
      if (left <= 0) throw refuse(refundMessages.nothingLeft);
      if (body.amountBaisa > left) throw refuse(refundMessages.tooMuch);
      const id = `rf_${randomBytes(9).toString('base64url')}`;
      const row = await repo.insert(
        q,
        {
          id,
          payment_id: p.id,
          line_no: line.line_no,
          amount_baisa: body.amountBaisa,
          // The card or wallet gives back first; points only what the money left cannot cover.
          points_baisa: Math.max(0, body.amountBaisa - leftToGive(p, reserved).money),
          reason: body.reason,
          note: body.note,
          requested_by: actor.id,
        },
        now,
      );
      const needsApproval = body.amountBaisa > deps.thresholdBaisa;
      await auditIn(q, actor, 'refund.requested', row, {
        amountBaisa: body.amountBaisa,
        ...(row.points_baisa > 0 ? { pointsBaisa: Number(row.points_baisa) } : {}),
        reason: body.reason,
        note: body.note,
        refundableBefore: left,
        needsApproval,
      });
      return needsApproval
        ? repo.move(q, id, 'requested', 'await_approval', now, { expires_at: new Date(now.getTime() + APPROVAL_TTL_MS) })
        : repo.move(q, id, 'requested', 'auto_approve', now);
    });
    return r!.state === 'approved' ? execute(r!.id, now) : r!;
  }

  /** Locks a pending refund for a decision by `actor`; an overdue one is expired (and answers so). */
  async function decide(
    id: string,
    actor: RefundActor & { id: number },
    now: Date,
    act: (q: Queryable, r: RefundRecord) => Promise<RefundRecord | undefined>,
  ): Promise<RefundRecord> {
    const outcome = await db.tx(async (q) => {
      const r = await repo.lock(q, id);
      if (!r) throw refuse(refundMessages.notFound, ErrorCode.NotFound);
      if (r.requested_by === actor.id) throw refuse(refundMessages.ownRefund, ErrorCode.Unauthorized);
      if (r.state === 'expired') throw refuse(refundMessages.expired);
      if (r.state !== 'pending_approval') throw refuse(refundMessages.alreadyDecided, ErrorCode.Conflict);
      if (r.expires_at && new Date(r.expires_at).getTime() <= now.getTime()) {
        await expireIn(q, r, now);
        return 'expired' as const;
      }
      return (await act(q, r))!;
    });
    if (outcome === 'expired') throw refuse(refundMessages.expired);
    return outcome;
  }

  async function expireIn(q: Queryable, r: RefundRecord, now: Date): Promise<void> {
    const moved = await repo.move(q, r.id, 'pending_approval', 'expire', now);
    if (moved) await auditIn(q, SYSTEM, 'refund.expired', moved, { requestedAt: new Date(r.created_at).toISOString() });
  }

  async function approve(id: string, actor: RefundActor & { id: number }, now = new Date()): Promise<RefundRecord> {
    const r = await decide(id, actor, now, async (q, pending) => {
      const moved = await repo.move(q, pending.id, 'pending_approval', 'approve', now, { decided_by: actor.id });
      await auditIn(q, actor, 'refund.approved', pending, { amountBaisa: Number(pending.amount_baisa), lineNo: pending.line_no });
      return moved;
    });
    return execute(r.id, now);
  }

  function reject(id: string, note: string, actor: RefundActor & { id: number }, now = new Date()): Promise<RefundRecord> {
    return decide(id, actor, now, async (q, pending) => {
      const moved = await repo.move(q, pending.id, 'pending_approval', 'reject', now, { decided_by: actor.id, decision_note: note });
      await auditIn(q, actor, 'refund.rejected', pending, { note });
      return moved;
    });
  }

  /**
   * The reconciler's part (run with the payments'): approvals overdue expire; a refund left submitted
   * or approved by a process that died is finished, once, under its own lease.
   */
  async function reconcile(now = new Date()): Promise<{ expired: number; finished: number }> {
    let expired = 0;
    for (const r of await repo.overdue(db, now)) {
      await db.tx((q) => expireIn(q, r, now));
      expired++;
    }
    const finished = await money.finishLeft(now);
    return { expired, finished };
  }

  return { request, approve, reject, execute, reconcile, refundable };
}

export type Refunds = ReturnType<typeof refunds>;
