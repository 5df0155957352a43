import type { FastifyBaseLogger } from 'fastify';
import { refundMessages } from '@portal/contract/back-office';
import type { BillerNetwork } from '../../adapters/biller-network/biller-network.ts';
import { GatewayError } from '../../adapters/payment-gateway/payment-gateway.ts';
import type { Db, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { failpoint } from '../../platform/failpoints.ts';
import type { Wakeup } from '../../platform/wakeup.ts';
import { queueStaffRefund } from '../notifications/index.ts';
import { moneyKey, paymentRepository, pointsRepository, type methodMoney, type PaymentRow } from '../payments/index.ts';
import { SYSTEM, type AuditIn } from './refund-actors.ts';
import { refundRepository as repo, type RefundRecord } from './refund-repository.ts';

/** How long one process may hold a submitted refund while it asks the providers. */
const LEASE_MS = 60_000;
/** A submitted refund untouched this long is one whose process died (or whose provider was down): the reconciler finishes it. */
export const REFUND_STALE_MS = 120_000;

/** The provider keys of a refund: derived from its id, so a repeat after a crash is the same call. */
export const refundKeys = (r: Pick<RefundRecord, 'payment_id' | 'line_no' | 'id'>) => ({
  // Prefixed by the payment's id and line, as every key of the payment's money is (the ledger reads them so).
  money: `${moneyKey(r.payment_id, r.line_no, 'refund')}:${r.id}`,
  reversal: `${r.payment_id}:${r.line_no}:reverse:${r.id}`,
});

export interface RefundMoneyDeps {
  db: Db;
  billers: BillerNetwork;
  money: ReturnType<typeof methodMoney>;
  notices: Wakeup;
  log: FastifyBaseLogger;
  auditIn: AuditIn;
}

/**
 * Moving a refund's money (issue 31 §5, decision 047): from `submitted`, the intent committed first, the
 * method's own refund and the biller's reversal under keys derived from the refund, then the outcome
 * recorded once. The request or approval that submitted it runs it; the reconciler finishes what a crash
 * or an outage left.
 */
export function refundMoney({ db, billers, money, notices, log, auditIn }: RefundMoneyDeps) {
  /** approved → submitted (the intent, committed), then the money and the biller. */
  async function execute(id: string, now = new Date()): Promise<RefundRecord> {
    const submitted = await db.tx((q) => repo.move(q, id, 'approved', 'submit', now, { lease_until: new Date(now.getTime() + LEASE_MS) }));
    if (!submitted) return (await repo.byId(db, id))!;
    return finish(submitted, now);
  }

  /**
   * Gives the money back by the payment's own method and reverses the biller's posting, each under the
   * refund's keys, then records the outcome once. Run by the request (or approval) that submitted it,
   * or by the reconciler after a crash: the providers answer a repeated key with their first result.
   */
  async function finish(r: RefundRecord, now: Date): Promise<RefundRecord> {
    const p = (await paymentRepository.byId(db, r.payment_id))!;
    const line = (await paymentRepository.lines(db, p.id)).find((l) => l.line_no === r.line_no)!;
    const keys = refundKeys(r);
    const amount = Number(r.amount_baisa);
    const points = Number(r.points_baisa);
    try {
      // What the points paid goes back as points with the outcome below; only the rest is the provider's.
      if (amount > points) await money[p.method].refund(p, { line, amount: amount - points }, keys.money);
    } catch (err) {
      const refused = err instanceof AppError || (err instanceof GatewayError && !err.retryable);
      if (!refused) return leaveForLater(r, err);
      log.warn({ err, refundId: r.id }, 'the payment provider refused a staff refund');
      return (
        (await db.tx(async (q) => {
          const failed = await repo.move(q, r.id, 'submitted', 'fail', now, {
            failure_en: refundMessages.moneyRefused.en,
            failure_ar: refundMessages.moneyRefused.ar,
            lease_until: null,
          });
          if (failed) await auditIn(q, SYSTEM, 'refund.failed', failed, { why: err instanceof Error ? err.message : String(err) });
          return failed;
        })) ?? (await repo.byId(db, r.id))!
      );
    }
    failpoint('refund.money_returned');
    let reversal: Awaited<ReturnType<BillerNetwork['reverse']>>;
    try {
      reversal = await billers.reverse({ reference: keys.reversal, postingReference: moneyKey(p.id, r.line_no, 'post'), amount });
    } catch (err) {
      return leaveForLater(r, err);
    }
    if (!reversal.ok && reversal.reason === 'unavailable') return leaveForLater(r, reversal.message.en);
    // Too late (the switch settled the day), or nothing left there to reverse: the customer has their
    // money back all the same, and the amount is claimed from the biller's next settlement.
    const billerOutcome = reversal.ok ? ('reversed' as const) : ('claim' as const);
    const done = await db.tx(async (q) => {
      const moved = await repo.move(q, r.id, 'submitted', 'succeed', now, {
        biller_outcome: billerOutcome,
        biller_reversal_id: reversal.ok ? reversal.reversalId : null,
        lease_until: null,
      });
      if (!moved) return undefined;
      const earnedBack = await settlePoints(q, p, moved, await repo.countRefunded(q, moved));
      await queueStaffRefund(q, p, moved.id, moved.line_no);
      await auditIn(q, SYSTEM, 'refund.succeeded', moved, {
        amountBaisa: amount,
        ...(points > 0 ? { pointsBaisa: points } : {}),
        ...(earnedBack > 0 ? { earnedPointsTakenBaisa: earnedBack } : {}),
        biller: billerOutcome,
        ...(reversal.ok ? { reversalId: reversal.reversalId } : { billerSaid: reversal.reason }),
      });
      return moved;
    });
    notices.ring();
    return done ?? (await repo.byId(db, r.id))!;
  }

  /**
   * The points that paid part of the bill go back as points; the 1% the refunded money had earned goes,
   * as far as the balance still holds it (decision 013 earns on the money a payment keeps; decision 063).
   */
  async function settlePoints(q: Queryable, p: PaymentRow, r: RefundRecord, held: { heldBefore: number; heldAfter: number }) {
    if (!p.customer_id) return 0;
    if (Number(r.points_baisa) > 0) await pointsRepository.add(q, p.customer_id, Number(r.points_baisa));
    const earned = pointsRepository.earnedOn(held.heldBefore) - pointsRepository.earnedOn(held.heldAfter);
    const taken = earned > 0 ? await pointsRepository.take(q, p.customer_id, earned) : 0;
    if (taken > 0) await repo.noteEarnedPointsTaken(q, r.id, taken);
    return taken;
  }

  /** The providers could not be reached: the refund stays submitted and the reconciler finishes it. */
  async function leaveForLater(r: RefundRecord, err: unknown): Promise<RefundRecord> {
    log.warn({ err, refundId: r.id }, 'a staff refund could not be finished now; the reconciler will');
    await repo.release(db, r.id);
    return (await repo.byId(db, r.id))!;
  }

  /** Refunds a dead process (or an outage) left approved or submitted: each finished once, under its own lease. */
  async function finishLeft(now: Date): Promise<number> {
    let finished = 0;
    const before = new Date(now.getTime() - REFUND_STALE_MS);
    for (const approved of await repo.approvedBefore(db, before)) {
      await execute(approved.id, now);
      finished++;
    }
    for (const stuck of await repo.unfinished(db, before, now)) {
      const held = await repo.claim(db, stuck.id, now, new Date(now.getTime() + LEASE_MS));
      if (!held) continue;
      try {
        const after = await finish(held, now);
        if (after.state !== 'submitted') finished++;
      } catch (err) {
        log.warn({ err, refundId: stuck.id }, 'finishing a staff refund failed; will retry');
        await repo.release(db, stuck.id);
      }
    }
    return finished;
  }

  return { execute, finishLeft };
}
