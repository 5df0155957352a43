import {
  COMPLAINT_DISPOSITION_TEXT,
  COMPLAINT_STATUS_TEXT,
  ErrorCode,
  complaintIsOpen,
  complaintMayMove,
  type ComplaintDisposition,
  type ComplaintStatus,
  type ComplaintType,
} from '@portal/contract';
import type { Db, Queryable } from '../../platform/db.ts';
import type { AuditLog } from '../back-office/index.ts';
import { paymentTarget } from '../back-office/index.ts';
import { holidayRepository } from '../settlement/index.ts';
import { checkAttachments } from './attachments.ts';
import { complaintError } from './complaint-messages.ts';
import { tellCustomer } from './complaint-notify.ts';
import { complaintRepository, type ComplaintRow } from './complaint-repository.ts';
import { complaintTrail } from './complaint-trail-repository.ts';
import type { ComplaintSettings } from './complaint-settings.ts';
import { customerView, staffView, summaryOf } from './complaint-views.ts';

export interface ComplaintDeps {
  db: Db;
  audit: AuditLog;
  settings: ComplaintSettings;
  /** Rings the notification worker after a commit that queued messages. */
  ring: () => void;
  now: () => Date;
}

export interface RaiseInput {
  referenceNumber: string;
  lineNo?: number | undefined;
  billingNo?: string | undefined;
  type: ComplaintType;
  description: string;
  attachments: { fileName: string; contentBase64: string }[];
  lang: 'en' | 'ar';
}

/** Who raises: a signed-in customer (their payments only) or a guest whose code proved the paying mobile. */
export type Raiser = { customerId: number } | { guestMobile: string };

export interface StaffActor {
  id: number;
  email: string;
  ip: string | null;
}

export function complaintService(deps: ComplaintDeps) {
  const { db } = deps;

  async function raise(who: Raiser, body: RaiseInput) {
    // Files are checked before anything is written: a refused file leaves no complaint behind.
    const files = checkAttachments(body.attachments);
    const customerId = 'customerId' in who ? who.customerId : null;
    const guestMobile = 'guestMobile' in who ? who.guestMobile : null;
    const id = await db.tx(async (q) => {
      const line = await complaintRepository.line(q, body.referenceNumber, body);
      const mine =
        line && (customerId !== null ? line.customer_id === customerId : line.customer_id === null && line.mobile === guestMobile);
      // Another customer's payment answers exactly like no payment: nothing learned by guessing references.
      if (!line || !mine) throw complaintError('lineNotFound', ErrorCode.NotFound);
      if ((await complaintRepository.raisedToday(q, customerId, guestMobile)) >= deps.settings.perCustomerDay) {
        throw complaintError('tooMany', ErrorCode.TooManyRequests);
      }
      const id = await complaintRepository.insert(q, {
        customerId,
        guestMobile,
        line,
        type: body.type,
        description: body.description,
        lang: body.lang,
        limitDays: deps.settings.limits[body.type],
      });
      if (id === undefined) throw complaintError('alreadyOpen');
      await complaintTrail.addAttachments(q, id, files);
      const c = (await complaintRepository.byId(q, id))!;
      const eventId = await complaintTrail.addEvent(q, {
        complaintId: id,
        kind: 'raised',
        staffId: null,
        actor: customerId !== null ? 'customer' : 'guest',
        status: 'received',
        customerSees: true,
      });
      await deps.audit.append(
        {
          actorStaffId: null,
          actor: 'customer',
          action: 'complaint.raised',
          target: paymentTarget(c.payment_id),
          outcome: 'ok',
          detail: { field: c.number, after: 'received' },
        },
        q,
      );
      await tellCustomer(q, c, eventId);
      return id;
    });
    deps.ring();
    return viewForCustomer(db, id);
  }

  async function viewForCustomer(q: Queryable, id: number) {
    const c = (await complaintRepository.byId(q, id))!;
    const [events, files, holidays] = await Promise.all([
      complaintTrail.events(q, id, true),
      complaintTrail.attachments(q, id),
      holidayRepository.set(q),
    ]);
    return customerView(c, events, files, holidays, deps.now());
  }

  async function viewForStaff(q: Queryable, id: number) {
    const c = (await complaintRepository.byId(q, id))!;
    const [events, files, holidays] = await Promise.all([
      complaintTrail.events(q, id, false),
      complaintTrail.attachments(q, id),
      holidayRepository.set(q),
    ]);
    return staffView(c, events, files, holidays, deps.now());
  }

  /** A customer's own complaint, or not found: another customer's number answers like a number that does not exist. */
  async function ownComplaint(customerId: number, number: string): Promise<ComplaintRow> {
    const c = await complaintRepository.byNumber(db, number);
    if (!c || c.customer_id !== customerId) throw complaintError('notFound', ErrorCode.NotFound);
    return c;
  }

  async function list(customerId: number) {
    const holidays = await holidayRepository.set(db);
    return { complaints: (await complaintRepository.ofCustomer(db, customerId)).map((c) => summaryOf(c, holidays, deps.now())) };
  }

  /**
   * One staff step on a complaint, in one transaction: the transition table's check, the row, the event
   * (told to the customer when they see it), the audit row on the payment (so its timeline shows it).
   */
  async function act(
    actor: StaffActor,
    number: string,
    step: {
      action: string;
      to?: ComplaintStatus;
      assigneeId?: number | null;
      disposition?: ComplaintDisposition;
      refundLink?: string;
      /** Why, for the audit row and staff only, when the customer's event carries no text. */
      reason?: string;
      event: { kind: 'status' | 'note' | 'reply'; text: string | null; customerSees: boolean };
    },
  ) {
    const id = await db.tx(async (q) => {
      const c = await complaintRepository.byNumber(q, number, true);
      if (!c) throw complaintError('notFound', ErrorCode.NotFound);
      if (!complaintIsOpen(c.status)) throw complaintError('closed');
      if (step.to && !complaintMayMove(c.status, step.to)) throw complaintError('notAllowedNow');
      if (step.refundLink && !(await complaintRepository.refundOfLine(q, step.refundLink, c.payment_id, Number(c.line_no)))) {
        throw complaintError('refundNotOfLine', ErrorCode.MissingDataIntegrity);
      }
      if (step.to) {
        await complaintRepository.setStatus(q, c.id, {
          status: step.to,
          ...(step.assigneeId !== undefined ? { assigneeId: step.assigneeId } : {}),
          ...(step.disposition ? { disposition: step.disposition } : {}),
          refundLink: step.refundLink ?? null,
        });
      }
      const eventId = await complaintTrail.addEvent(q, {
        complaintId: c.id,
        kind: step.event.kind,
        staffId: actor.id,
        actor: actor.email,
        status: step.to ?? null,
        text: step.event.text,
        customerSees: step.event.customerSees,
      });
      if (step.reason) {
        await complaintTrail.addEvent(q, {
          complaintId: c.id,
          kind: 'note',
          staffId: actor.id,
          actor: actor.email,
          text: step.reason,
          customerSees: false,
        });
      }
      await deps.audit.append(
        {
          actorStaffId: actor.id,
          actor: actor.email,
          action: `complaint.${step.action}`,
          target: paymentTarget(c.payment_id),
          outcome: 'ok',
          ip: actor.ip,
          detail: {
            field: c.number,
            before: c.status,
            after: step.to ?? c.status,
            ...((step.reason ?? step.event.text) ? { reason: (step.reason ?? step.event.text)!.slice(0, 300) } : {}),
            ...(step.disposition ? { disposition: step.disposition } : {}),
            ...(step.refundLink ? { refundLink: step.refundLink } : {}),
          },
        },
        q,
      );
      if (step.event.customerSees) await tellCustomer(q, (await complaintRepository.byId(q, c.id))!, eventId);
      return c.id;
    });
    deps.ring();
    return viewForStaff(db, id);
  }

  async function assign(actor: StaffActor, number: string, staffId: number) {
    const handler = (await complaintRepository.handlers(db)).find((s) => s.id === staffId);
    if (!handler) throw complaintError('noSuchAssignee', ErrorCode.MissingDataIntegrity);
    return act(actor, number, {
      action: 'assign',
      to: 'assigned',
      assigneeId: staffId,
      event: { kind: 'status', text: null, customerSees: true },
    });
  }

  return {
    raise,
    list,
    get: async (customerId: number, number: string) => viewForCustomer(db, (await ownComplaint(customerId, number)).id),
    ownComplaint,
    staffGet: async (number: string) => {
      const c = await complaintRepository.byNumber(db, number);
      if (!c) throw complaintError('notFound', ErrorCode.NotFound);
      return viewForStaff(db, c.id);
    },
    assign,
    investigate: (a: StaffActor, number: string) =>
      act(a, number, { action: 'investigate', to: 'under_investigation', event: { kind: 'status', text: null, customerSees: true } }),
    note: (a: StaffActor, number: string, text: string) =>
      act(a, number, { action: 'note', event: { kind: 'note', text, customerSees: false } }),
    reply: (a: StaffActor, number: string, text: string) =>
      act(a, number, { action: 'reply', event: { kind: 'reply', text, customerSees: true } }),
    resolve: (a: StaffActor, b: { number: string; disposition: ComplaintDisposition; reply: string; refundLink?: string | undefined }) =>
      act(a, b.number, {
        action: 'resolve',
        to: 'resolved',
        disposition: b.disposition,
        ...(b.refundLink ? { refundLink: b.refundLink } : {}),
        event: { kind: 'status', text: b.reply, customerSees: true },
      }),
    reject: (a: StaffActor, number: string, text: string) =>
      act(a, number, { action: 'reject', to: 'rejected', event: { kind: 'status', text, customerSees: true } }),
    escalate: (a: StaffActor, number: string, text: string) =>
      act(a, number, { action: 'escalate', to: 'escalated', reason: text, event: { kind: 'status', text: null, customerSees: true } }),
    viewForStaff,
  };
}

export type ComplaintService = ReturnType<typeof complaintService>;
export { COMPLAINT_DISPOSITION_TEXT, COMPLAINT_STATUS_TEXT };
