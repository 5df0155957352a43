import { omanDay } from '@portal/contract';
import { paymentTarget } from '../back-office/index.ts';
import { holidayRepository } from '../settlement/index.ts';
import { addBusinessDays, readClock } from './complaint-clock.ts';
import { tellCustomer, tellStaff } from './complaint-notify.ts';
import { complaintRepository, type ComplaintRow } from './complaint-repository.ts';
import { complaintTrail } from './complaint-trail-repository.ts';
import type { ComplaintRefunds } from './complaint-refunds.ts';
import type { ComplaintDeps } from './complaint-service.ts';
import { AUTO_REFUND_BUSINESS_DAYS } from './complaint-settings.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../platform/db.ts';

/** What the customer reads when the automatic refund gave their money back (the complaint's language). */
const REFUND_TEXT = {
  en: 'The biller never received this payment, so the amount for this bill was released back to your card. It may take a few working days to appear on your statement.',
  ar: 'لم تستلم الجهة المفوترة هذه الدفعة، لذلك أُعيد مبلغ هذه الفاتورة إلى بطاقتك. قد يستغرق ظهوره في كشف حسابك بضعة أيام عمل.',
} as const;

export interface ClockOutcome {
  reminded: string[];
  escalated: string[];
  refunded: string[];
}

/**
 * The complaints' clock (issue 33 §3), run by the scheduled-job mechanism (one server at a time) with
 * the time passed in, so tests move the clock. Each step is marked once on the complaint's row (and the
 * refund has its own unique row), so a rerun, or two servers, never repeat one.
 */
export function complaintClockJob(deps: ComplaintDeps & { refunds: ComplaintRefunds; log?: FastifyBaseLogger }) {
  const audit = (q: Queryable, c: ComplaintRow, action: string, detail: Record<string, unknown>) =>
    deps.audit.append(
      {
        actorStaffId: null,
        actor: 'system',
        action,
        target: paymentTarget(c.payment_id),
        outcome: 'ok',
        detail: { field: c.number, ...detail },
      },
      q,
    );

  /** "Paid but not credited" by card, the biller never took the money, still open after five business days. */
  function owesAutoRefund(c: ComplaintRow, now: Date, holidays: ReadonlySet<string>): boolean {
    return (
      c.type === 'paid_not_credited' &&
      c.method === 'CreditCard' &&
      (c.line_status === 'pending' || c.line_status === 'failed') &&
      c.biller_trx_id === null &&
      c.auto_refund_at === null &&
      omanDay(now) > addBusinessDays(omanDay(new Date(c.raised_at)), AUTO_REFUND_BUSINESS_DAYS, holidays)
    );
  }

  async function step(id: number, now: Date, holidays: ReadonlySet<string>, out: ClockOutcome, toSettle: string[]): Promise<void> {
    await deps.db.tx(async (q) => {
      const c = await complaintRepository.byId(q, id, true);
      if (!c || c.closed_at) return;
      const clock = readClock(new Date(c.raised_at), c.limit_days, now, holidays);
      const handlers = await complaintRepository.handlers(q);
      if (
        c.assignee_id !== null &&
        !clock.overdue &&
        clock.daysLeft <= deps.settings.remindDaysBefore &&
        (await complaintRepository.mark(q, c.id, 'reminded_at', now))
      ) {
        const eventId = await complaintTrail.addEvent(q, {
          complaintId: c.id,
          kind: 'reminder',
          staffId: null,
          actor: 'system',
          text: `due ${clock.dueDay}`,
          customerSees: false,
          at: now,
        });
        const assignee = handlers.find((h) => h.id === c.assignee_id);
        if (assignee) await tellStaff(q, c, eventId, assignee.email);
        out.reminded.push(c.number);
      }
      if (clock.overdue && (await complaintRepository.mark(q, c.id, 'overdue_at', now))) {
        // To a lead (the first support lead on file); with none, it stays with its assignee and shows escalated in the queue.
        const lead = handlers.find((h) => h.roles.includes('support_lead'));
        if (c.status !== 'escalated') {
          await complaintRepository.setStatus(q, c.id, { status: 'escalated', ...(lead ? { assigneeId: lead.id } : {}) });
          const eventId = await complaintTrail.addEvent(q, {
            complaintId: c.id,
            kind: 'status',
            staffId: null,
            actor: 'system',
            status: 'escalated',
            customerSees: true,
            at: now,
          });
          await tellCustomer(q, (await complaintRepository.byId(q, c.id))!, eventId);
          if (lead) {
            const leadEvent = await complaintTrail.addEvent(q, {
              complaintId: c.id,
              kind: 'reminder',
              staffId: null,
              actor: 'system',
              text: `past its limit (${clock.dueDay}): escalated to ${lead.name}`,
              customerSees: false,
              at: now,
            });
            await tellStaff(q, c, leadEvent, lead.email);
          }
        }
        await audit(q, c, 'complaint.escalate_at_limit', {
          before: c.status,
          after: 'escalated',
          reason: `limit ${c.limit_days} business days, due ${clock.dueDay}`,
        });
        out.escalated.push(c.number);
      }
      if (owesAutoRefund(c, now, holidays) && (await complaintRepository.mark(q, c.id, 'auto_refund_at', now))) {
        const asked = await deps.refunds.requestRefund(q, {
          complaintId: c.id,
          paymentId: c.payment_id,
          lineNo: Number(c.line_no),
          amountBaisa: c.amount_baisa,
          reason: 'complaint',
          requestedBy: 'system',
        });
        if (asked) {
          await audit(q, c, 'complaint.auto_refund_requested', {
            reason: `card payment not credited after ${AUTO_REFUND_BUSINESS_DAYS} business days`,
          });
          toSettle.push(c.payment_id);
        }
      }
    });
  }

  /**
   * Tells the customer what an automatic refund came to, once, when the payment's settlement has decided
   * it: the line's money given back, or the biller taking the posting on the last try after all. A line
   * still pending (a provider unreachable) is looked at again on the next run.
   */
  async function tellOutcome(id: number, now: Date, out: ClockOutcome): Promise<void> {
    await deps.db.tx(async (q) => {
      const c = await complaintRepository.byId(q, id, true);
      if (!c || c.closed_at || !c.auto_refund_at || c.auto_refund_told_at) return;
      const returned = c.line_status === 'refunded';
      if (!returned && c.line_status !== 'posted') return;
      if (!(await complaintRepository.mark(q, c.id, 'auto_refund_told_at', now))) return;
      const eventId = await complaintTrail.addEvent(q, {
        complaintId: c.id,
        kind: returned ? 'refund' : 'note',
        staffId: null,
        actor: 'system',
        text: returned ? REFUND_TEXT[c.lang] : 'The biller took the posting on the last try: nothing to refund.',
        customerSees: returned,
        at: now,
      });
      if (returned) await tellCustomer(q, c, eventId);
      await audit(q, c, returned ? 'complaint.auto_refund' : 'complaint.auto_refund_not_needed', { line: c.line_status });
      if (returned) out.refunded.push(c.number);
    });
  }

  return async function run(now: Date): Promise<ClockOutcome> {
    const out: ClockOutcome = { reminded: [], escalated: [], refunded: [] };
    const holidays = await holidayRepository.set(deps.db);
    const toSettle: string[] = [];
    for (const c of await complaintRepository.open(deps.db)) await step(c.id, now, holidays, out, toSettle);
    for (const paymentId of toSettle) {
      await deps.refunds.settle(paymentId, now).catch((err: unknown) => {
        deps.log?.warn({ err, paymentId }, "a complaint's automatic refund could not be settled now; the reconciler will");
      });
    }
    for (const c of await complaintRepository.open(deps.db))
      if (c.auto_refund_at && !c.auto_refund_told_at) await tellOutcome(c.id, now, out);
    if (out.reminded.length + out.escalated.length + out.refunded.length) deps.ring();
    return out;
  };
}
