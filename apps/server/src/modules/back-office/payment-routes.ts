import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@portal/contract';
import { backOfficeCalls as c, staffMessages } from '@portal/contract/back-office';
import { AppError } from '../../platform/errors.ts';
import { queryAudit } from './audit-repository.ts';
import { looksLikeCardNumber } from './card-number.ts';
import { allBillers, searchPayments } from './payment-search-repository.ts';
import { customerValue, paymentStory, paymentTarget } from './payment-story.ts';
import { loadPayment } from './payment-story-repository.ts';
import { requireFreshFactor } from './sign-in.ts';
import { registerStaffCall, type StaffCallDeps } from './staff-call.ts';

const notFound = () => new AppError(ErrorCode.NotFound, staffMessages.paymentNotFound);

/** Search, a payment's story, a reveal and the audit log (issue 31 §2–4). */
export function registerStaffPayments(app: FastifyInstance, deps: StaffCallDeps): void {
  const { db, audit } = deps;

  registerStaffCall(app, deps, c.searchPayments, async (body, { staff, ip }) => {
    if (body.q && looksLikeCardNumber(body.q)) {
      // The number itself goes nowhere: not into the log, not into the audit row.
      await audit.append({
        actorStaffId: staff.id,
        actor: staff.email,
        action: 'payments.search',
        outcome: 'refused',
        ip,
        detail: { why: 'full card number' },
      });
      throw new AppError(ErrorCode.MissingDataIntegrity, staffMessages.cardNumberRefused);
    }
    return searchPayments(db, body);
  });

  registerStaffCall(app, deps, c.getPayment, async (body) => {
    const payment = await loadPayment(db, body.paymentId);
    if (!payment) throw notFound();
    return paymentStory(db, payment);
  });

  registerStaffCall(app, deps, c.revealCustomer, async (body, { staff, session, ip }) => {
    const payment = await loadPayment(db, body.paymentId);
    if (!payment) throw notFound();
    await requireFreshFactor(session, audit, staff, 'customer.reveal', ip);
    const value = customerValue(payment, body.field);
    if (!value) throw new AppError(ErrorCode.NotFound, staffMessages.nothingToReveal);
    await audit.append({
      actorStaffId: staff.id,
      actor: staff.email,
      action: 'customer.reveal',
      target: paymentTarget(payment.id),
      outcome: 'ok',
      ip,
      detail: { field: body.field, reason: body.reason },
    });
    return { value };
  });

  registerStaffCall(app, deps, c.auditLog, (body) => queryAudit(db, body));

  // Disabled billers too: their old payments and complaints are still found by them.
  registerStaffCall(app, deps, c.staffBillers, async () => ({ billers: await allBillers(db) }));
}
