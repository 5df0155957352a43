import { GatewayError } from '../../adapters/payment-gateway/payment-gateway.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { paymentRepository as repo } from './payment-repository.ts';

/** Open this long without moving, a payment is looked at; a challenge abandoned this long expires. */
const STALE_SECONDS = 120;
const ABANDONED_MS = 20 * 60_000;
const notConfirmed = { en: 'The payment was not confirmed in time. No money was taken', ar: 'لم يتم تأكيد عملية الدفع في الوقت المحدد. لم يتم خصم أي مبلغ' };

/**
 * Payments never get lost mid-way (DESIGN §5): anything left open (a customer who closed the tab on
 * the challenge page, a crash between authorisation and posting) is settled from the gateway's record.
 */
export function paymentReconciler(deps: PaymentsDeps) {
  const { db, gateway, completion, log } = deps;

  async function runOnce(now = Date.now()): Promise<{ looked: number; settled: number }> {
    const stale = await repo.stale(db, STALE_SECONDS);
    let settled = 0;
    for (const p of stale) {
      const age = now - new Date(p.created_at).getTime();
      try {
        if (p.state === 'awaiting_gateway' || p.state === 'authorized') {
          let after = await completion.drive(p.id);
          if (after.state === 'awaiting_gateway' && age > ABANDONED_MS) {
            await gateway.void(p.gateway_payment_id!).catch((err: unknown) => {
              if (!(err instanceof GatewayError && err.code === 'invalid_state')) throw err;
            });
            after = await completion.fail(after, 'awaiting_gateway', notConfirmed, { reason: 'challenge abandoned' }, 'expired');
          }
          if (after.state !== p.state) settled += 1;
        } else if (age > ABANDONED_MS) {
          // Created but never sent to a provider, or waiting for a code nobody typed: nothing was taken.
          await completion.fail(p, p.state, notConfirmed, { reason: 'abandoned' }, 'expired');
          settled += 1;
        }
      } catch (err) {
        log.warn({ err, paymentId: p.id }, 'reconciliation of a payment failed; will retry');
      }
    }
    return { looked: stale.length, settled };
  }

  function start(everySeconds: number): () => void {
    if (everySeconds <= 0) return () => undefined;
    const timer = setInterval(() => void runOnce().catch((err: unknown) => log.error({ err }, 'reconciler run failed')), everySeconds * 1000);
    timer.unref();
    return () => clearInterval(timer);
  }

  return { runOnce, start };
}
