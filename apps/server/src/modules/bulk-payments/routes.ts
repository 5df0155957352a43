import { calls } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/calls.ts';
import type { PaymentsDeps } from '../payments/index.ts';
import { bulkInquiry } from './bulk-inquiry.ts';
import { bulkPaymentsService } from './service.ts';

export function registerBulkPayments(app: FastifyInstance, deps: PaymentsDeps): void {
  const inquiry = bulkInquiry(deps);
  const pay = bulkPaymentsService(deps);
  const s = deps.sessions;
  registerCall(app, s, calls.bulkInquirePostPaid, (body, ctx) => inquiry.postPaid(ctx.session, body));
  registerCall(app, s, calls.bulkInquirePrePaid, (body, ctx) => inquiry.prePaid(ctx.session, body));
  registerCall(app, s, calls.bulkGenerateToken, (body, ctx) => pay.generateToken(body, ctx));
  registerCall(app, s, calls.bulkConfirmPaymentWallet, (body, ctx) => pay.payWithWallet(body, ctx));
  registerCall(app, s, calls.bulkSetPaymentCard, (body, ctx) => pay.orderSavedCard(body, ctx));
  registerCall(app, s, calls.bulkConfirmPaymentCard, (body, ctx) => pay.payWithSavedCard(body, ctx));
  registerCall(app, s, calls.bulkConfirmCardNonce, (body, ctx) => pay.confirmCardNonce(body, ctx));
  registerCall(app, s, calls.sdkBulkConfirmCardNonce, (body, ctx) => pay.confirmCardNonce(body, ctx));
}
