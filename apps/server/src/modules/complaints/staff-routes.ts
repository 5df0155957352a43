import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@portal/contract';
import { backOfficeCalls as c } from '@portal/contract/back-office';
import { AppError } from '../../platform/errors.ts';
import { registerStaffCall, type StaffCallDeps, type StaffContext } from '../back-office/index.ts';
import { holidayRepository } from '../settlement/index.ts';
import { complaintMessages } from './complaint-messages.ts';
import { complaintRepository } from './complaint-repository.ts';
import { complaintTrail } from './complaint-trail-repository.ts';
import { complaintReport, regulatorCsv } from './complaint-reports.ts';
import type { ComplaintService, StaffActor } from './complaint-service.ts';
import { queueRowOf } from './complaint-views.ts';
import { sendAttachment } from './customer-routes.ts';

const actor = (ctx: StaffContext): StaffActor => ({ id: ctx.staff.id, email: ctx.staff.email, ip: ctx.ip });

/** The back office's complaint calls (issue 33 §4–5); every change writes its audit row in its own transaction. */
export function registerComplaintStaffCalls(
  app: FastifyInstance,
  callDeps: StaffCallDeps,
  service: ComplaintService,
  now: () => Date,
): void {
  const { db } = callDeps;
  registerStaffCall(app, callDeps, c.complaintQueue, async (b) => {
    const at = now();
    const holidays = await holidayRepository.set(db);
    const rows = await complaintRepository.queue(db, {
      ...(b.type ? { type: b.type } : {}),
      ...(b.status ? { status: b.status } : {}),
      ...(b.billerId ? { billerId: b.billerId } : {}),
      ...(b.assigneeId ? { assigneeId: b.assigneeId } : {}),
      ...(b.minAgeDays !== undefined ? { raisedBefore: new Date(at.getTime() - b.minAgeDays * 86_400_000) } : {}),
    });
    const view = rows.map((r) => queueRowOf(r, holidays, at));
    // Time left is a business-day count of the calendar, so it is filtered here rather than in SQL.
    const kept = b.maxDaysLeft === undefined ? view : view.filter((r) => r.daysLeft !== null && r.daysLeft <= b.maxDaysLeft!);
    return { rows: kept.sort((x, y) => (x.daysLeft ?? 1e9) - (y.daysLeft ?? 1e9) || x.raisedAt.localeCompare(y.raisedAt)) };
  });
  registerStaffCall(app, callDeps, c.complaintGet, (b) => service.staffGet(b.number));
  registerStaffCall(app, callDeps, c.complaintAssignees, async () => ({
    staff: (await complaintRepository.handlers(db)).map((s) => ({ id: s.id, name: s.name, lead: s.roles.includes('support_lead') })),
  }));
  registerStaffCall(app, callDeps, c.complaintAssign, (b, ctx) => service.assign(actor(ctx), b.number, b.staffId));
  registerStaffCall(app, callDeps, c.complaintInvestigate, (b, ctx) => service.investigate(actor(ctx), b.number));
  registerStaffCall(app, callDeps, c.complaintNote, (b, ctx) => service.note(actor(ctx), b.number, b.text));
  registerStaffCall(app, callDeps, c.complaintReply, (b, ctx) => service.reply(actor(ctx), b.number, b.text));
  registerStaffCall(app, callDeps, c.complaintResolve, (b, ctx) => service.resolve(actor(ctx), b));
  registerStaffCall(app, callDeps, c.complaintReject, (b, ctx) => service.reject(actor(ctx), b.number, b.text));
  registerStaffCall(app, callDeps, c.complaintEscalate, (b, ctx) => service.escalate(actor(ctx), b.number, b.text));
  registerStaffCall(app, callDeps, c.complaintReport, (b) => complaintReport(db, b));
  registerStaffCall(
    app,
    callDeps,
    c.complaintRegulatorCsv,
    async (b, ctx) => {
      const csv = await regulatorCsv(db, b.quarter, b.lang);
      await callDeps.audit.append({
        actorStaffId: ctx.staff.id,
        actor: ctx.staff.email,
        action: 'complaint.regulator_csv',
        target: `complaints:${b.quarter}`,
        outcome: 'ok',
        ip: ctx.ip,
        detail: { lang: b.lang },
      });
      await ctx.reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="complaints-${b.quarter}-${b.lang}.csv"`)
        .header('x-content-type-options', 'nosniff')
        .send(csv);
      return null;
    },
    { raw: true },
  );
  registerStaffCall(
    app,
    callDeps,
    c.complaintAttachment,
    async (b, ctx) => {
      const complaint = await complaintRepository.byNumber(db, b.number);
      const file = complaint && (await complaintTrail.attachmentContent(db, complaint.id, b.attachmentId));
      if (!complaint || !file) throw new AppError(ErrorCode.NotFound, complaintMessages.notFound);
      await sendAttachment(ctx.reply, file);
      return null;
    },
    { raw: true },
  );
}
