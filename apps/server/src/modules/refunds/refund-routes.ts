import type { FastifyInstance } from 'fastify';
import { formatOmrPlain } from '@portal/contract';
import { backOfficeCalls as c, type RefundRow } from '@portal/contract/back-office';
import { AppError } from '../../platform/errors.ts';
import { registerStaffCall, requireFreshFactor, type StaffCallDeps, type StaffContext } from '../back-office/index.ts';
import { refundRepository as repo, type RefundView } from './refund-repository.ts';
import type { RefundActor } from './refund-actors.ts';
import type { Refunds } from './refunds.ts';

export function toRefundRow(v: RefundView): RefundRow {
  return {
    id: v.id,
    paymentId: v.payment_id,
    referenceNumber: v.reference_number,
    lineNo: v.line_no,
    biller: { en: v.biller_name, ar: v.biller_name_ar },
    billingNo: v.billing_no,
    amountBaisa: Number(v.amount_baisa),
    amountOmr: formatOmrPlain(Number(v.amount_baisa)),
    pointsOmr: formatOmrPlain(Number(v.points_baisa)),
    reason: v.reason,
    note: v.note,
    state: v.state,
    requestedBy: v.requested_by_email,
    decidedBy: v.decided_by_email,
    createdAt: new Date(v.created_at).toISOString(),
    expiresAt: v.expires_at ? new Date(v.expires_at).toISOString() : null,
    billerOutcome: v.biller_outcome,
    failure: v.failure_en ? { en: v.failure_en, ar: v.failure_ar ?? v.failure_en } : null,
  };
}

const actorOf = ({ staff, ip }: Pick<StaffContext, 'staff' | 'ip'>): RefundActor & { id: number } => ({
  id: staff.id,
  email: staff.email,
  ip,
});

/**
 * Runs a staff write; a refusal (or a failure) is written to the audit log with the call's target, so
 * every refund attempt leaves a trace whatever its outcome (issue 31 §2).
 */
export async function audited<T>(
  deps: StaffCallDeps,
  ctx: Pick<StaffContext, 'staff' | 'ip'>,
  action: string,
  target: string,
  detail: Record<string, unknown>,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const refused = err instanceof AppError;
    await deps.audit.append({
      actorStaffId: ctx.staff.id,
      actor: ctx.staff.email,
      action,
      target,
      outcome: refused ? 'refused' : 'failed',
      ip: ctx.ip,
      detail: { ...detail, why: refused ? err.text.en : 'error' },
    });
    throw err;
  }
}

/** BackOffice/RequestRefund, ApproveRefund, RejectRefund and ListRefunds (issue 31 §5). */
export function registerRefundCalls(app: FastifyInstance, deps: StaffCallDeps, service: Refunds, thresholdBaisa: number): void {
  const { db, audit } = deps;
  const view = async (id: string) => toRefundRow((await repo.view(db, id))!);

  registerStaffCall(app, deps, c.requestRefund, async (body, ctx) => {
    await requireFreshFactor(ctx.session, audit, ctx.staff, 'refund.request', ctx.ip);
    const detail = { lineNo: body.lineNo, amountBaisa: body.amountBaisa, reason: body.reason };
    const r = await audited(deps, ctx, 'refund.request', `payment:${body.paymentId}`, detail, () => service.request(body, actorOf(ctx)));
    return view(r.id);
  });

  registerStaffCall(app, deps, c.approveRefund, async (body, ctx) => {
    await requireFreshFactor(ctx.session, audit, ctx.staff, 'refund.approve', ctx.ip);
    const r = await audited(deps, ctx, 'refund.approve', `refund:${body.refundId}`, {}, () => service.approve(body.refundId, actorOf(ctx)));
    return view(r.id);
  });

  registerStaffCall(app, deps, c.rejectRefund, async (body, ctx) => {
    await requireFreshFactor(ctx.session, audit, ctx.staff, 'refund.reject', ctx.ip);
    const r = await audited(deps, ctx, 'refund.reject', `refund:${body.refundId}`, { note: body.note }, () =>
      service.reject(body.refundId, body.note, actorOf(ctx)),
    );
    return view(r.id);
  });

  registerStaffCall(app, deps, c.listRefunds, async (body) => {
    const rows = body.paymentId ? await repo.ofPayment(db, body.paymentId) : await repo.pending(db);
    const refundable = body.paymentId ? await service.refundable(db, body.paymentId) : new Map<number, number>();
    return {
      rows: rows.filter((r) => !body.state || r.state === body.state).map(toRefundRow),
      refundable: [...refundable].map(([lineNo, refundableBaisa]) => ({ lineNo, refundableBaisa })),
      thresholdBaisa,
    };
  });
}
