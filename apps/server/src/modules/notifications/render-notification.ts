import type { BillerNetwork } from '../../adapters/biller-network/biller-network.ts';
import type { Db } from '../../platform/db.ts';
import type { Vault } from '../../platform/vault.ts';
import { paymentRepository, type LineRow, type PaymentRow } from '../payments/index.ts';
import type { NotificationRow } from './notification-repository.ts';
import type { OtherRenderers } from './other-renderers.ts';
import type { Rendering } from './notification-worker.ts';
import { receiptMessage, refundMessage, voucherMessage } from './payment-messages.ts';
import { renderStaffRefund } from './staff-refund-message.ts';
import { alertMessage, reminderMessage } from './bill-messages.ts';
import { watchRepository } from './watch-repository.ts';

export interface RenderDeps {
  db: Db;
  vault: Vault;
  billers: BillerNetwork;
  /** Where the portal is, for the e-mails' "pay it here". */
  portalUrl: string;
  /** Kinds another module renders (the back office's invitations), added when that module is registered. */
  renderers: OtherRenderers;
  /** The receipt PDF the Print button gives (modules/invoices), for the receipt e-mail. */
  receiptPdf(p: PaymentRow, lines: LineRow[], lang: 'en' | 'ar'): Promise<Buffer>;
}

/**
 * A queued notification's words, written now from the records it is about: nothing of the body rests
 * in the queue, and a message sent late says what is true when it is sent.
 */
export function notificationRenderer(deps: RenderDeps) {
  /** A bill's reminder or alert: only while the bill is still registered, its owner still wants it, and (a reminder) something is still due. */
  async function renderBillNotice(row: NotificationRow): Promise<Rendering> {
    const bill = await watchRepository.byId(deps.db, Number(row.subject.billId));
    if (!bill) return { cancel: 'the bill is no longer registered' };
    if (row.kind === 'meter_alert')
      return bill.meter_alerts ? { message: alertMessage(bill, row.subject, row.lang) } : { cancel: 'alerts turned off' };
    if (!bill.due_reminders) return { cancel: 'reminders turned off' };
    const found = await deps.billers.inquire({
      billerId: bill.biller_id,
      serviceId: bill.service_id,
      serviceType: 'PostPaid',
      billingNo: bill.billing_no,
    });
    if (!found.ok) throw new Error(`the biller could not be asked what is due (${found.reason})`);
    if (found.bill.due <= 0) return { cancel: 'paid: nothing is due' };
    return {
      message: reminderMessage(bill, String(row.subject.stage), found.bill.due, String(row.subject.dueDate), row.lang, deps.portalUrl),
    };
  }

  return async function render(row: NotificationRow): Promise<Rendering> {
    if (row.kind === 'due_reminder' || row.kind === 'meter_alert') return renderBillNotice(row);
    const other = deps.renderers[row.kind];
    if (other) return other(row);
    const paymentId = row.subject.paymentId as string | undefined;
    if (!paymentId) return { cancel: `nothing to render a ${row.kind} from` };
    const found = await paymentRepository.byIdWithLines(deps.db, paymentId);
    if (!found) return { cancel: 'payment not found' };
    const { payment: p, lines } = found;
    const line = lines.find((l) => l.line_no === row.subject.lineNo);
    switch (row.kind) {
      case 'receipt': {
        const message = receiptMessage(p, lines, row.lang);
        if (row.channel !== 'email' || !['completed', 'partially_completed'].includes(p.state)) return { message };
        const pdf = await deps.receiptPdf(p, lines, row.lang);
        return { message, attachments: [{ filename: `receipt-${p.reference_number}.pdf`, contentType: 'application/pdf', content: pdf }] };
      }
      case 'refund':
        if (line && row.subject.refundId) return renderStaffRefund(deps.db, p, line, String(row.subject.refundId), row.lang);
        return line ? { message: refundMessage(p, line, row.lang) } : { cancel: 'line not found' };
      case 'voucher':
        return line?.voucher_code
          ? { message: voucherMessage(p, line, deps.vault.open(line.voucher_code), row.lang) }
          : { cancel: 'no voucher on the line' };
      default:
        return { cancel: `no template for ${row.kind}` };
    }
  };
}
