import { patterns } from '@portal/contract';
import type { Queryable } from '../../platform/db.ts';
import { customerRepository } from '../personal-profile/index.ts';
import type { LineRow, MoveFollowUp, PaymentRow } from '../payments/index.ts';
import { enqueueStatement, notificationRepository, type Channel, type NewNotification } from './notification-repository.ts';
import { preferencesRepository } from './preferences-repository.ts';

/**
 * What a payment's events queue, inside the transaction that records the event (decision 020): the
 * message exists exactly when the event does. A customer hears on the mobile and e-mail of their
 * profile; a visitor on what they gave for this payment.
 */
async function recipients(q: Queryable, p: PaymentRow): Promise<Array<{ channel: Channel; to: string }>> {
  const customer = p.customer_id ? await customerRepository.byId(q, p.customer_id) : undefined;
  return customer ? contacts(customer.mobile_no, customer.email) : contacts(p.mobile, p.email);
}

const contacts = (mobile: string | null, email: string | null): Array<{ channel: Channel; to: string }> => [
  ...(mobile && patterns.omanMobile.test(mobile) ? [{ channel: 'sms' as const, to: mobile }] : []),
  ...(email && email.includes('@') ? [{ channel: 'email' as const, to: email.trim() }] : []),
];

const message = (
  p: PaymentRow,
  eventKey: string,
  kind: NewNotification['kind'],
  to: { channel: Channel; to: string },
  subject: Record<string, unknown>,
): NewNotification => ({
  eventKey,
  kind,
  channel: to.channel,
  recipient: to.to,
  lang: p.lang,
  customerId: p.customer_id,
  subject: { paymentId: p.id, ...subject },
});

/**
 * Where a customer wants receipts and refund notices (their profile's choices); a visitor gets them
 * wherever they gave, up to `visitorCap` a day per contact (VISITOR_MESSAGES_PER_DAY): a visitor's mobile
 * and e-mail are typed, never verified, and without a cap anyone could make us message a stranger (issue 30).
 */
async function receiptRecipients(q: Queryable, p: PaymentRow, visitorCap: number): Promise<Array<{ channel: Channel; to: string }>> {
  const all = await recipients(q, p);
  if (!p.customer_id) {
    const sent = await Promise.all(all.map((r) => notificationRepository.visitorMessagesToday(q, r.channel, r.to)));
    return all.filter((_, i) => sent[i]! < visitorCap);
  }
  const prefs = await preferencesRepository.of(q, p.customer_id);
  return prefs.receipts ? all.filter((r) => prefs.receiptChannels.includes(r.channel)) : [];
}

/**
 * A payment reached its end: its receipt, and for a basket partly refused, a refund notice per returned
 * bill. `moneyMoved: false` (declined, or dropped before any money was taken) tells a visitor on screen
 * only: their contact is unverified, and each message to it would cost us an SMS to whoever they typed.
 */
async function queuePaymentOutcome(
  q: Queryable,
  p: PaymentRow,
  lines: LineRow[],
  { moneyMoved = true, visitorCap }: { moneyMoved?: boolean; visitorCap: number },
): Promise<void> {
  if (!p.customer_id && !moneyMoved) return;
  // A visitor's cap is counted by the statement that queues the messages (one round trip, issue 36).
  const to = p.customer_id ? await receiptRecipients(q, p, visitorCap) : contacts(p.mobile, p.email);
  await notificationRepository.enqueue(q, outcomeMessages(p, lines, to), p.customer_id ? {} : { visitorCap });
}

/**
 * queuePaymentOutcome for money that moved, as a part of the statement that moves a visitor's payment to
 * its end: nothing to read first (their contact is on the payment, the cap is counted by the insert).
 * Undefined for a customer, whose preferences are read first (outcome(), in a transaction).
 */
function visitorOutcomeWithMove(p: PaymentRow, lines: LineRow[], visitorCap: number): { followUp: MoveFollowUp | null } | undefined {
  if (p.customer_id) return undefined;
  const messages = outcomeMessages(p, lines, contacts(p.mobile, p.email));
  return { followUp: messages.length ? (param, moved) => enqueueStatement(messages, { visitorCap }, param, moved) : null };
}

function outcomeMessages(p: PaymentRow, lines: LineRow[], to: Array<{ channel: Channel; to: string }>): NewNotification[] {
  const messages = to.map((r) => message(p, `payment:${p.id}:receipt`, 'receipt', r, {}));
  if (p.state === 'partially_completed') {
    for (const l of lines.filter((x) => x.status === 'refunded' || x.status === 'failed')) {
      messages.push(...to.map((r) => message(p, `payment:${p.id}:line:${l.line_no}:refund`, 'refund', r, { lineNo: l.line_no })));
    }
  }
  return messages;
}

/** A gift card's voucher was issued: texted to the buyer's mobile (the receipt e-mail carries it too). */
export async function queueVoucher(q: Queryable, p: PaymentRow, line: LineRow): Promise<void> {
  const sms = (await recipients(q, p)).filter((r) => r.channel === 'sms');
  await notificationRepository.enqueue(
    q,
    sms.map((r) => message(p, `payment:${p.id}:line:${line.line_no}:voucher`, 'voucher', r, { lineNo: line.line_no })),
  );
}

/**
 * "Send receipt again" from a history row: a receipt of its own (the n-th copy), to the channels the
 * customer chose, or to both when receipts are turned off (they asked for this one). Answers the channels
 * and how many messages were queued.
 */
export async function queueReceiptAgain(q: Queryable, p: PaymentRow, copy: number): Promise<{ channels: Channel[]; added: number }> {
  // Only a signed-in customer's own history row asks: no visitor's contact to cap.
  let to = await receiptRecipients(q, p, Number.POSITIVE_INFINITY);
  if (!to.length) to = await recipients(q, p);
  const added = await notificationRepository.enqueue(
    q,
    to.map((r) => message(p, `payment:${p.id}:receipt:copy-${copy}`, 'receipt', r, {})),
  );
  return { channels: to.map((r) => r.channel), added };
}

/**
 * A staff refund gave money back (issue 31 §5): the customer hears where their receipts go, in their
 * language, inside the transaction that records the refund.
 */
export async function queueStaffRefund(q: Queryable, p: PaymentRow, refundId: string, lineNo: number): Promise<void> {
  // A staff member gave the money back, not a visitor's typing: a visitor is told however many receipts they had today.
  const to = await receiptRecipients(q, p, Number.POSITIVE_INFINITY);
  await notificationRepository.enqueue(
    q,
    to.map((r) => message(p, `refund:${refundId}`, 'refund', r, { lineNo, refundId })),
  );
}

/** The payments module's outbox port (PaymentMessages), as app.ts wires it with the visitors' daily cap. */
export const paymentMessages = ({ visitorMessagesPerDay }: { visitorMessagesPerDay: number }) => ({
  outcome: (q: Queryable, p: PaymentRow, lines: LineRow[], opts: { moneyMoved?: boolean } = {}) =>
    queuePaymentOutcome(q, p, lines, { ...opts, visitorCap: visitorMessagesPerDay }),
  outcomeWithMove: (p: PaymentRow, lines: LineRow[]) => visitorOutcomeWithMove(p, lines, visitorMessagesPerDay),
  voucher: queueVoucher,
});
