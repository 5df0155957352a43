import { COMPLAINT_STATUS_TEXT, COMPLAINT_TYPE_TEXT } from '@portal/contract';
import type { Db, Queryable } from '../../platform/db.ts';
import {
  bilingualEmailParts,
  emailParts,
  notificationRepository,
  type Lang,
  type NotificationRow,
  type RenderedMessage,
  type Rendering,
} from '../notifications/index.ts';
import { complaintRepository, type ComplaintRow } from './complaint-repository.ts';
import { complaintTrail } from './complaint-trail-repository.ts';

/**
 * Every change the customer should know of goes through the outbox (decision 020), queued in the
 * transaction that made it: the customer's language (their notification setting, else the language they
 * raised the complaint in), to their mobile and e-mail; a guest to the mobile that paid. Bodies are
 * rendered when sent, from the event row.
 */
export async function tellCustomer(q: Queryable, c: ComplaintRow, eventId: number): Promise<void> {
  const to: { channel: 'sms' | 'email'; recipient: string }[] = [];
  let lang: Lang = c.lang;
  if (c.customer_id !== null) {
    const cust = await complaintRepository.contact(q, c.customer_id);
    if (cust) {
      lang = cust.lang ?? lang;
      to.push({ channel: 'sms', recipient: cust.mobile_no });
      if (cust.email) to.push({ channel: 'email', recipient: cust.email });
    }
  } else if (c.guest_mobile) to.push({ channel: 'sms', recipient: c.guest_mobile });
  await notificationRepository.enqueue(
    q,
    to.map((t) => ({
      eventKey: `complaint:${c.id}:${eventId}`,
      kind: 'complaint' as const,
      channel: t.channel,
      recipient: t.recipient,
      lang,
      customerId: c.customer_id,
      subject: { complaintId: c.id, eventId, paymentId: c.payment_id, audience: 'customer' },
    })),
  );
}

/** The assignee's reminder (or the lead's escalation), by e-mail in English and Arabic together is too long: staff read English. */
export async function tellStaff(q: Queryable, c: ComplaintRow, eventId: number, staffEmail: string): Promise<void> {
  await notificationRepository.enqueue(q, [
    {
      eventKey: `complaint:${c.id}:${eventId}`,
      kind: 'complaint',
      channel: 'email',
      recipient: staffEmail,
      lang: 'en',
      customerId: null,
      subject: { complaintId: c.id, eventId, audience: 'staff' },
    },
  ]);
}

export async function renderComplaintMessage(db: Db, row: NotificationRow, backOfficeUrl: string): Promise<Rendering> {
  const c = await complaintRepository.byId(db, Number(row.subject.complaintId));
  const e = await complaintTrail.event(db, Number(row.subject.eventId));
  if (!c || !e) return { cancel: 'complaint or event not found' };
  const lang = row.lang;
  if (row.subject.audience === 'staff') return { message: staffMessage(c, e.text ?? '', `${backOfficeUrl}complaints/${c.number}`) };
  const status = COMPLAINT_STATUS_TEXT[e.status ?? c.status][lang];
  const heading = lang === 'ar' ? `شكواك ${c.number}: ${status}` : `Your complaint ${c.number}: ${status}`;
  const said = e.kind === 'reply' || e.kind === 'refund' || (e.kind === 'status' && e.text) ? [e.text ?? ''] : [];
  const more = lang === 'ar' ? 'تابع شكواك في البوابة: شكاواي.' : 'Follow it in the portal under My complaints.';
  const sms = [heading, ...said].join(' — ').slice(0, 300);
  return {
    message: {
      sms,
      email: {
        subject: heading,
        ...emailParts(lang, {
          heading,
          paragraphs: [...said, more],
          rows: [[lang === 'ar' ? 'المرجع' : 'Reference', c.reference_number]],
          footer: lang === 'ar' ? 'بوابة دفع الفواتير' : 'Bill Payment portal',
        }),
      },
    },
  };
}

/**
 * A reminder or an escalation to the staff member holding a complaint, in English and in Arabic (the
 * portal keeps no staff language). The clock job's event says which: "due <day>" or "past its limit (<day>)…".
 */
function staffMessage(c: ComplaintRow, said: string, link: string): { sms: string; email: RenderedMessage['email'] } {
  const day = /\d{4}-\d{2}-\d{2}/.exec(said)?.[0] ?? '';
  const escalated = said.startsWith('past its limit');
  const type = COMPLAINT_TYPE_TEXT[c.type];
  const en = {
    heading: escalated
      ? `Complaint ${c.number} passed its limit (${day}) and is escalated to you`
      : `Complaint ${c.number} is due by ${day}`,
    paragraphs: [`${type.en}, payment ${c.reference_number}.`, link],
    footer: 'Bill Payment back office',
  };
  const ar = {
    heading: escalated ? `تجاوزت الشكوى ${c.number} مهلتها (${day}) وصُعّدت إليك` : `الشكوى ${c.number} مستحقة بحلول ${day}`,
    paragraphs: [`${type.ar}، الدفعة ${c.reference_number}.`, link],
    footer: 'المكتب الخلفي لبوابة دفع الفواتير',
  };
  return { sms: '', email: { subject: `${en.heading} / ${ar.heading}`, ...bilingualEmailParts(en, ar) } };
}
