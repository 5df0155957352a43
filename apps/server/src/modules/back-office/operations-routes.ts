import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@portal/contract';
import { backOfficeCalls as c, EXPORT_MAX_ROWS, rolesMay, staffMessages, type StaffRole } from '@portal/contract/back-office';
import { AppError, invalidInput } from '../../platform/errors.ts';
import type { StuckActionRequestSchema } from '@portal/contract/back-office';
import type { z } from 'zod';
import { requireFreshFactor } from './sign-in.ts';
import { notAllowed } from './staff-call.ts';
import type { StaffRow } from './staff-repository.ts';
import type { StaffSessionRef } from './staff-session-repository.ts';
import { looksLikeCardNumber } from './card-number.ts';
import { countMatches } from './payment-search-repository.ts';
import { paymentTarget } from './payment-story.ts';
import { paymentsCsv } from './payments-export.ts';
import { registerStaffCall, type StaffCallDeps } from './staff-call.ts';
import { stuckActions, type StuckActionDeps } from './stuck-actions.ts';
import { stuckPayments } from './stuck-payments.ts';

/** Omani calendar day for a file name: the day the staff member sees on the wall clock. */
const omanDay = () => new Date(Date.now() + 4 * 3600_000).toISOString().slice(0, 10);

/** The finance side's tools (issue 31 §6–7): the stuck-payments queue and its actions, and the CSV export. */
export function registerStaffOperations(app: FastifyInstance, deps: StaffCallDeps, money: Omit<StuckActionDeps, 'db'>): void {
  const { db, audit } = deps;
  const actions = stuckActions({ db, ...money });

  registerStaffCall(app, deps, c.stuckPayments, async () => ({ rows: await stuckPayments(db) }));

  registerStaffCall(app, deps, c.stuckAction, async (body, { staff, session, ip }) => {
    const entry = { actorStaffId: staff.id, actor: staff.email, action: `stuck.${body.action}`, target: paymentTarget(body.paymentId), ip };
    try {
      const out =
        body.action === 'refund_line' ? await refundLine(body, staff, session, ip) : await actions.run(body.paymentId, body.action);
      await audit.append({ ...entry, outcome: 'ok', detail: { reason: body.reason, before: out.before, after: out.after } });
      return out;
    } catch (err) {
      const refused = err instanceof AppError;
      await audit.append({
        ...entry,
        outcome: refused ? 'refused' : 'failed',
        detail: { reason: body.reason, why: refused ? err.text.en : 'provider error' },
      });
      throw err;
    }
  });

  /** "Refund the line": the same staff refund as BackOffice/RequestRefund, with the role and fresh factor it asks. */
  async function refundLine(body: z.infer<typeof StuckActionRequestSchema>, staff: StaffRow, session: StaffSessionRef, ip: string) {
    if (!money.refundLine || !rolesMay(staff.roles as StaffRole[], 'refunds.request')) throw notAllowed();
    if (!body.refund)
      throw invalidInput({ en: 'Choose the line, the amount and the reason to refund', ar: 'اختر البند والمبلغ وسبب الاسترداد' });
    await requireFreshFactor(session, audit, staff, 'refund.request', ip);
    const r = await money.refundLine(
      { paymentId: body.paymentId, ...body.refund, note: body.reason },
      { id: staff.id, email: staff.email, ip },
    );
    const outcome =
      r.state === 'succeeded'
        ? staffMessages.refundRequested
        : r.state === 'pending_approval'
          ? staffMessages.refundAwaitsApproval
          : r.state === 'failed'
            ? staffMessages.refundNotMade
            : staffMessages.refundUnderWay;
    return { before: 'none', after: `refund:${r.state}`, outcome };
  }

  registerStaffCall(
    app,
    deps,
    c.exportPayments,
    async (body, { staff, ip, reply, log }) => {
      if (body.q && looksLikeCardNumber(body.q)) throw new AppError(ErrorCode.MissingDataIntegrity, staffMessages.cardNumberRefused);
      const rows = await countMatches(db, body, EXPORT_MAX_ROWS + 1);
      const reveal = rolesMay(staff.roles as StaffRole[], 'customer.reveal');
      const entry = { actorStaffId: staff.id, actor: staff.email, action: 'payments.export', ip };
      if (rows > EXPORT_MAX_ROWS) {
        await audit.append({ ...entry, outcome: 'refused', detail: { filters: body, rows: `more than ${EXPORT_MAX_ROWS}` } });
        throw new AppError(ErrorCode.MissingDataIntegrity, staffMessages.exportTooLarge);
      }
      await audit.append({ ...entry, outcome: 'ok', detail: { filters: body, rows, masked: !reveal } });
      void reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payments-${omanDay()}.csv"`)
        .send(paymentsCsv(db, body, reveal, (err) => log.error({ err }, 'payments export failed mid-file')));
      return null;
    },
    { raw: true },
  );
}
