import {
  COMPLAINT_TRANSITIONS,
  complaintIsOpen,
  formatOmrPlain,
  omanDay,
  type ComplaintDetails,
  type ComplaintSummary,
} from '@portal/contract';
import type { StaffComplaint } from '@portal/contract/back-office';
import type { Holidays } from '../settlement/index.ts';
import { readClock } from './complaint-clock.ts';
import type { ComplaintRow } from './complaint-repository.ts';
import type { EventRow } from './complaint-trail-repository.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function summaryOf(c: ComplaintRow, holidays: Holidays, now: Date): ComplaintSummary {
  return {
    number: c.number,
    type: c.type,
    status: c.status,
    referenceNumber: c.reference_number,
    lineNo: Number(c.line_no),
    biller: { en: c.biller_name, ar: c.biller_name_ar },
    amountOmr: formatOmrPlain(c.amount_baisa),
    raisedAt: iso(c.raised_at)!,
    dueDay: readClock(new Date(c.raised_at), c.limit_days, now, holidays).dueDay,
    closedAt: iso(c.closed_at),
  };
}

type Attachments = ComplaintDetails['attachments'];

/** The customer's view: status changes, replies and the refund; never staff notes or who did what. */
export function customerView(
  c: ComplaintRow,
  events: EventRow[],
  attachments: Attachments,
  holidays: Holidays,
  now: Date,
): ComplaintDetails {
  return {
    ...summaryOf(c, holidays, now),
    description: c.description,
    disposition: c.disposition,
    attachments,
    updates: events
      .filter((e) => e.customer_sees)
      .map((e) => ({
        at: iso(e.at)!,
        kind: e.kind === 'reply' ? 'reply' : e.kind === 'refund' ? 'refund' : 'status',
        status: e.status,
        text: e.text,
      })),
  };
}

export function queueRowOf(c: ComplaintRow, holidays: Holidays, now: Date) {
  const clock = readClock(new Date(c.raised_at), c.limit_days, now, holidays);
  return {
    ...summaryOf(c, holidays, now),
    id: c.id,
    billerId: c.biller_id,
    assignee: c.assignee_id === null ? null : { id: c.assignee_id, name: c.assignee_name ?? '' },
    daysLeft: complaintIsOpen(c.status) ? clock.daysLeft : null,
    ageDays: Math.floor((Date.parse(`${omanDay(now)}T00:00:00Z`) - Date.parse(`${omanDay(new Date(c.raised_at))}T00:00:00Z`)) / 86_400_000),
  };
}

export function staffView(c: ComplaintRow, events: EventRow[], attachments: Attachments, holidays: Holidays, now: Date): StaffComplaint {
  return {
    ...queueRowOf(c, holidays, now),
    paymentId: c.payment_id,
    description: c.description,
    lang: c.lang,
    method: c.method,
    disposition: c.disposition,
    refundLink: c.refund_link,
    attachments,
    events: events.map((e) => ({ at: iso(e.at)!, kind: e.kind, who: e.actor, status: e.status, text: e.text })),
    next: [...COMPLAINT_TRANSITIONS[c.status]],
  };
}
