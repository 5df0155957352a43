import { createHash } from 'node:crypto';
import { ErrorCode, normalizeDigits } from '@portal/contract';
import type { BillerNetwork } from '../../adapters/biller-network/biller-network.ts';
import type { CallContext } from '../../platform/calls.ts';
import type { Db } from '../../platform/db.ts';
import { catalogRepository } from '../catalog/index.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { paidWith, paymentRepository, type LineRow, type PaymentRow } from '../payments/index.ts';
import type { BillDocument, ReceiptDocument } from './document-types.ts';
import type { PdfPool } from './pdf-pool.ts';
import type { RenderCache } from './render-cache.ts';
import type { Vault } from '../../platform/vault.ts';

const noInvoice = () => new AppError(ErrorCode.NotFound, { en: 'Cannot print invoice', ar: 'لا يمكن طباعة الفاتورة' });

/**
 * Receipts of our payments and the biller's last bill, as PDF (base64 on the wire), rendered on the
 * worker pool. Only the public last bill is cached: a receipt's line statuses can still change.
 */
export function invoiceService(db: Db, billers: BillerNetwork, vault: Vault, pdfs: PdfPool, lastBills: RenderCache, receipts: RenderCache) {
  /**
   * A payment's receipt as a PDF: what Print gives, and what the receipt e-mail carries. Rendered once
   * per payment and language while its data stays the same (issue 36: a render is 0.1-0.3 s of CPU):
   * an e-mail sent again and a Print after it reuse it. A receipt holding a voucher code is not kept.
   */
  async function receiptPdf(payment: PaymentRow, lines: LineRow[], lang: 'en' | 'ar', watermark = false): Promise<Buffer> {
    const doc: ReceiptDocument = {
      referenceNumber: payment.reference_number,
      transactionDate: new Date(payment.completed_at ?? payment.created_at).toISOString(),
      paymentMethod: payment.method,
      paidWithLast4: paidWith(payment)?.last4 ?? null,
      totalBaisa: payment.total_baisa,
      pointsBaisa: payment.points_baisa,
      refundedBaisa: lines.reduce((sum, l) => sum + Number(l.refunded_baisa ?? 0), 0),
      watermark,
      lines: lines.map((l) => ({
        billerName: l.biller_name,
        billerNameAr: l.biller_name_ar,
        serviceName: l.service_name,
        serviceNameAr: l.service_name_ar,
        billingNo: l.billing_no,
        paidBaisa: l.paid_baisa,
        feeBaisa: l.fee_baisa + l.vat_baisa + l.tax_baisa,
        systemTrxID: l.biller_trx_id,
        status: ({ posted: 'Completed', failed: 'Failed', refunded: 'Refunded', pending: 'Pending' } as const)[l.status],
        voucherCode: l.voucher_code && vault.open(l.voucher_code),
      })),
    };
    const render = () => pdfs.render({ kind: 'receipt', doc, lang });
    if (doc.lines.some((l) => l.voucherCode)) return render();
    const version = createHash('sha256').update(JSON.stringify(doc)).digest('base64url');
    return receipts.get(`${payment.id}|${lang}|${watermark ? 'copy' : 'original'}`, version, render);
  }

  /** A customer's own payment, or a visitor's payment whose session id is also given. */
  async function printInvoice(
    input: { systemTrxId: string; paymentSessionId?: string; lang?: 'en' | 'ar'; addWaterMark?: boolean },
    ctx: CallContext,
  ) {
    const paymentId = await paymentRepository.paymentIdOfBillerTrx(db, input.systemTrxId);
    const found = paymentId ? await paymentRepository.byIdWithLines(db, paymentId) : undefined;
    if (!found) throw noInvoice();
    const { payment, lines } = found;
    const allowed = payment.customer_id === null ? input.paymentSessionId === payment.id : payment.customer_id === ctx.session?.customerId;
    if (!allowed) throw noInvoice();
    const pdf = await receiptPdf(payment, lines, input.lang ?? payment.lang, Boolean(input.addWaterMark));
    return { content: pdf.toString('base64') };
  }

  async function lastInvoice(input: { billerID: number; serviceID: number; billingNo: string; lang?: 'en' | 'ar' }) {
    const service = await catalogRepository.serviceOfBiller(db, input.serviceID, input.billerID);
    if (!service) throw notFound();
    if (!service.is_bill_details_enabled) return { shortURL: null, invoiceFile: null };
    const billingNo = normalizeDigits(input.billingNo).trim().toUpperCase();
    const result = await billers.lastBill({ billerId: input.billerID, serviceId: input.serviceID, serviceType: service.type, billingNo });
    if (!result.ok) {
      if (result.reason === 'not_found') return { shortURL: null, invoiceFile: null };
      throw new AppError(result.reason === 'unavailable' ? ErrorCode.Unavailable : ErrorCode.MissingDataIntegrity, result.message);
    }
    const doc: BillDocument = {
      billerName: service.biller_name,
      billerNameAr: service.biller_name_ar,
      serviceName: service.name,
      serviceNameAr: service.arabic_name,
      billingNo: result.bill.billingNo,
      billNo: result.bill.billNo,
      customerName: result.bill.customerName,
      customerNameAr: result.bill.customerNameAr,
      issuedOn: result.issuedOn,
      dueDate: result.bill.dueDate,
      lines: result.lines.map((l) => ({ label: l.label, amountBaisa: l.amount })),
      totalBaisa: result.lines.reduce((s, l) => s + l.amount, 0),
    };
    const lang = input.lang ?? 'en';
    // A biller issues one bill per account a month; the digest of the data catches a corrected one.
    const key = [input.billerID, input.serviceID, billingNo, result.issuedOn.slice(0, 7), lang].join('|');
    const version = createHash('sha256').update(JSON.stringify(doc)).digest('base64url');
    const pdf = await lastBills.get(key, version, () => pdfs.render({ kind: 'bill', doc, lang }));
    return { shortURL: null, invoiceFile: pdf.toString('base64') };
  }

  return { printInvoice, lastInvoice, receiptPdf };
}
