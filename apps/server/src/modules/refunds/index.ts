import type { FastifyInstance } from 'fastify';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import type { StaffCallDeps } from '../back-office/index.ts';
import { registerRefundCalls } from './refund-routes.ts';
import { refunds, type Refunds } from './refunds.ts';

/**
 * Staff refunds (issue 31 §5, decision 047): the back-office calls and the service the stuck-payments
 * queue's "refund the line" and the reconciler use.
 */
export function registerRefunds(app: FastifyInstance, deps: Deps, callDeps: StaffCallDeps): Refunds {
  const thresholdBaisa = Math.round(deps.config.REFUND_APPROVAL_THRESHOLD_OMR * 1000);
  const service = refunds({
    db: deps.db,
    audit: callDeps.audit,
    gateway: deps.gateway,
    wallet: deps.wallet,
    billers: deps.billers,
    notices: deps.notices,
    thresholdBaisa,
    log: app.log,
  });
  registerRefundCalls(app, callDeps, service, thresholdBaisa);
  return service;
}

export { refunds, type Refunds } from './refunds.ts';
export { refundKeys } from './refund-money.ts';
export { audited } from './refund-routes.ts';

interface Reconciler {
  runOnce(now?: Date): Promise<{ looked: number; settled: number }>;
  start(everySeconds: number): () => void;
}

/**
 * The payments' reconciler with the refunds' part added: the same run (and the dev route's "reconcile
 * now") also expires overdue approvals and finishes refunds a crash left submitted.
 */
export function withRefunds(payments: Reconciler, service: Refunds, log: FastifyBaseLogger): Reconciler {
  const refundsOnce = (now?: Date) =>
    service.reconcile(now).catch((err: unknown) => {
      log.error({ err }, 'refund reconciliation failed');
    });
  return {
    async runOnce(now = new Date()) {
      const out = await payments.runOnce(now);
      await refundsOnce(now);
      return out;
    },
    start(everySeconds) {
      const stopPayments = payments.start(everySeconds);
      if (everySeconds <= 0) return stopPayments;
      const timer = setInterval(() => void refundsOnce(), everySeconds * 1000);
      timer.unref();
      return () => {
        stopPayments();
        clearInterval(timer);
      };
    },
  };
}
