import { calls } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { paymentRepository } from './payment-repository.ts';
import { registerCall } from '../../platform/calls.ts';
import type { Deps } from '../../platform/deps.ts';
import { cardPayments } from './card-payments.ts';
import { paymentCompletion } from './completion.ts';
import type { PaymentMessages, PaymentsDeps } from './payments-deps.ts';
import { paymentReconciler } from './reconciler.ts';
import { customerProfileData, paymentHistory } from './payment-queries.ts';
import { walletPayments } from './wallet-payments.ts';
import { registeredOutstanding } from '../registered-bills/index.ts';

export function registerPayments(
  app: FastifyInstance,
  base: Deps,
  messages: PaymentMessages,
): PaymentsDeps & { reconciler: ReturnType<typeof paymentReconciler> } {
  const deps: PaymentsDeps = { ...base, log: app.log, messages, completion: paymentCompletion({ ...base, log: app.log, messages }) };
  // Read from the database when scraped, so every server answers the same truth (decision 017).
  base.metrics.gauge({
    name: 'portal_payments',
    help: 'Payments by state',
    labelNames: ['state'],
    async collect(gauge) {
      gauge.reset();
      for (const r of await paymentRepository.countByState(base.db)) gauge.set({ state: r.state }, r.n);
    },
  });
  base.metrics.gauge({
    name: 'portal_payments_open_over_10m',
    help: 'Payments not in a final state more than 10 minutes after they were created',
    async collect(gauge) {
      gauge.set(await paymentRepository.countOpenOlderThan(base.db, 10));
    },
  });
  const wallet = walletPayments(deps);
  const card = cardPayments(deps);
  const s = deps.sessions;
  registerCall(app, s, calls.generateToken, (body, ctx) => wallet.generateToken(body, ctx));
  registerCall(app, s, calls.walletPay, (body, ctx) => wallet.walletPay(body, ctx));
  registerCall(app, s, calls.getPaymentToken, () => card.getPaymentToken());
  registerCall(app, s, calls.confirmCardNonce, (body, ctx) => card.confirmCardNonce(body, ctx, body.isbulk ? 'bulk' : 'one_time'));
  registerCall(app, s, calls.sdkConfirmCardNonce, (body, ctx) => card.confirmCardNonce(body, ctx, body.isbulk ? 'bulk' : 'one_time'));
  registerCall(app, s, calls.setPaymentCard, (body, ctx) => card.setPaymentCard(body, ctx, false));
  registerCall(app, s, calls.setQuickPaymentCard, (body, ctx) => card.setPaymentCard(body, ctx, true));
  registerCall(app, s, calls.cardPay, (body, ctx) => card.cardPay(body, ctx));
  registerCall(app, s, calls.completePayment, (body, ctx) => card.completePayment(body.paymentSessionId, ctx));
  registerCall(app, s, calls.paymentHistory, (body, ctx) => paymentHistory(deps.db, ctx, body.paymentInfo));
  const outstanding = registeredOutstanding(deps);
  registerCall(app, s, calls.getCustomerProfileData, (body, ctx) =>
    customerProfileData(deps.db, ctx.session, body.customerProfileInfo.custId, outstanding),
  );
  return { ...deps, reconciler: paymentReconciler(deps) };
}
