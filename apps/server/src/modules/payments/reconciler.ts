import type { PaymentsDeps } from './payments-deps.ts';
import { gatewaySteps } from './gateway-steps.ts';
import { paymentRepository as repo } from './payment-repository.ts';
import type { PaymentRow } from './payment-rows.ts';
import { UNSENT_STATES } from './payment-states.ts';

/** Open this long without moving, a payment is looked at (its request is surely over by then). */
export const STALE_MS = 120_000;
/** An order whose code nobody typed, or that never reached a provider. */
const UNSENT_MS = 20 * 60_000;
/** A card session (the challenge page) stays open this long, as GOV.UK Pay's does. */
export const CARD_SESSION_MS = 90 * 60_000;
const notConfirmed = {
  en: 'The payment was not confirmed in time. No money was taken',
  ar: 'لم يتم تأكيد عملية الدفع في الوقت المحدد. لم يتم خصم أي مبلغ',
};

/**
 * Every payment reaches a final state (decision 013). Anything left open (a customer who closed the
 * tab on the challenge page, a process killed mid-payment, a biller that could not be reached) is
 * driven from what the providers say under our keys. Each payment is claimed with a lease first,
 * so several reconcilers (one per server) never work on the same payment at once. `now` is the
 * reconciler's clock: tests move it instead of sleeping.
 */
export function paymentReconciler(deps: PaymentsDeps) {
  const { db, completion, log, metrics } = deps;
  const gw = gatewaySteps(deps.gateway);

  async function runOnce(now = new Date()): Promise<{ looked: number; settled: number }> {
    metrics.reconcilerRuns.inc();
    const stale = await repo.stale(db, new Date(now.getTime() - STALE_MS), now);
    let settled = 0;
    for (const p of stale) {
      try {
        const after = await settleOne(p, now);
        // Counted by the reconciler that moved it; one that found it held by another counts nothing.
        if (after && after.state !== p.state) settled += 1;
      } catch (err) {
        metrics.reconcilerFailures.inc();
        log.warn({ err, paymentId: p.id }, 'reconciliation of a payment failed; will retry');
      }
    }
    metrics.reconcilerSettled.inc(settled);
    return { looked: stale.length, settled };
  }

  async function settleOne(p: PaymentRow, now: Date): Promise<PaymentRow | undefined> {
    const age = now.getTime() - new Date(p.created_at).getTime();
    if (UNSENT_STATES.includes(p.state)) {
      // Created but never sent to a provider, or waiting for a code nobody typed: nothing was taken.
      if (age <= UNSENT_MS) return p;
      return withLease(p, now, (held) => completion.fail(held, held.state, notConfirmed, { reason: 'abandoned' }, 'expire'));
    }
    const after = await completion.driveIfFree(p.id, { now, recover: true });
    if (!after || after.state !== 'awaiting_gateway' || age <= CARD_SESSION_MS) return after;
    // A challenge nobody answered: let the authorisation go, and say so once the gateway confirms.
    return withLease(after, now, async (held) => {
      await gw.release(held.id, held.gateway_payment_id!);
      return completion.fail(held, 'awaiting_gateway', notConfirmed, { reason: 'challenge abandoned' }, 'expire');
    });
  }

  /** Runs `fn` only while this reconciler holds the payment's lease; otherwise someone else is on it. */
  async function withLease(p: PaymentRow, now: Date, fn: (held: PaymentRow) => Promise<PaymentRow>): Promise<PaymentRow | undefined> {
    const held = await repo.claim(db, p.id, now);
    if (!held) return undefined;
    try {
      return held.state === p.state ? await fn(held) : held;
    } finally {
      await repo.release(db, p.id);
    }
  }

  /**
   * The reconciler's step for one payment, now, as its next run would take it (the back office's
   * "ask the provider now"); undefined when another worker holds the payment.
   */
  async function settleNow(id: string, now = new Date()): Promise<PaymentRow | undefined> {
    const p = await repo.byId(db, id);
    return p && settleOne(p, now);
  }

  function start(everySeconds: number): () => void {
    if (everySeconds <= 0) return () => undefined;
    const timer = setInterval(
      () =>
        void runOnce().catch((err: unknown) => {
          metrics.reconcilerFailures.inc();
          log.error({ err }, 'reconciler run failed');
        }),
      everySeconds * 1000,
    );
    timer.unref();
    return () => clearInterval(timer);
  }

  return { runOnce, settleNow, start };
}
