import type { Db } from '../../platform/db.ts';
import type { Vault } from '../../platform/vault.ts';
import { paymentRepository, type LineRow, type PaymentRow } from '../payments/payment-repository.ts';
import type { NotificationRow } from './notification-repository.ts';
import type { Rendering } from './notification-worker.ts';
import { receiptMessage, refundMessage, voucherMessage } from './payment-messages.ts';

export interface RenderDeps {
  db: Db;
  vault: Vault;
  /** The receipt PDF the Print button gives (modules/invoices), for the receipt e-mail. */
  receiptPdf(p: PaymentRow, lines: LineRow[], lang: 'en' | 'ar'): Promise<Buffer>;
}

/**
 * A queued notification's words, written now from the records it is about: nothing of the body rests
 * in the queue, and a message sent late says what is true when it is sent.
 */
export function notificationRenderer(deps: RenderDeps) {
  return async function render(row: NotificationRow): Promise<Rendering> {
    const paymentId = row.subject.paymentId as string | undefined;
    if (!paymentId) return { cancel: `nothing to render a ${row.kind} from` };
    const p = await paymentRepository.byId(deps.db, paymentId);
    if (!p) return { cancel: 'payment not found' };
    const lines = await paymentRepository.lines(deps.db, p.id);
    const line = lines.find((l) => l.line_no === row.subject.lineNo);
    switch (row.kind) {
      case 'receipt': {
        const message = receiptMessage(p, lines, row.lang);
        if (row.channel !== 'email' || !['completed', 'partially_completed'].includes(p.state)) return { message };
        const pdf = await deps.receiptPdf(p, lines, row.lang);
        return { message, attachments: [{ filename: `receipt-${p.reference_number}.pdf`, contentType: 'application/pdf', content: pdf }] };
      }
      case 'refund':
        return line ? { message: refundMessage(p, line, row.lang) } : { cancel: 'line not found' };
      case 'voucher':
        return line?.voucher_code ? { message: voucherMessage(p, line, deps.vault.open(line.voucher_code), row.lang) } : { cancel: 'no voucher on the line' };
      default:
        return { cancel: `no template for ${row.kind}` };
    }
  };
}
