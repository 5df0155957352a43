import { baisaToOmr, type Receipt } from '@portal/contract';
import { paidWith } from './payment-instrument.ts';
import type { Vault } from '../../platform/vault.ts';
import type { LineRow, PaymentRow } from './payment-rows.ts';

const LINE_STATUS = { posted: 'Completed', failed: 'Failed', refunded: 'Refunded', pending: 'Pending' } as const;
const PAYMENT_STATUS = {
  completed: 'completed',
  partially_completed: 'partially_completed',
  failed: 'failed',
  expired: 'failed',
} as const;

/** The receipt of a payment, read from the same record history and invoices read. */
export function toReceipt(p: PaymentRow, lines: LineRow[], vault: Vault): Receipt {
  return {
    refrenceNumberInfo: { refrenceNumber: p.reference_number },
    paymentInfo: lines.map((l) => ({
      billingNo: l.billing_no,
      billerName: l.biller_name,
      billerNameAr: l.biller_name_ar,
      serviceName: l.service_name,
      serviceNameAr: l.service_name_ar,
      paidAmount: baisaToOmr(l.paid_baisa),
      feeAmount: baisaToOmr(l.fee_baisa + l.vat_baisa + l.tax_baisa),
      systemTrxID: l.biller_trx_id,
      paymentStatus: LINE_STATUS[l.status],
      processDate: new Date(l.posted_at ?? p.completed_at ?? p.created_at).toISOString(),
      voucherCode: l.voucher_code && vault.open(l.voucher_code),
      failureEDesc: l.status === 'posted' ? null : l.failure_en,
      failureADesc: l.status === 'posted' ? null : l.failure_ar,
    })),
    totalAmount: baisaToOmr(p.total_baisa),
    pointsUsed: baisaToOmr(p.points_baisa),
    paymentMethod: p.method,
    transactionDate: new Date(p.completed_at ?? p.created_at).toISOString(),
    status: PAYMENT_STATUS[p.state as keyof typeof PAYMENT_STATUS] ?? 'pending',
    paymentSessionId: p.id,
    paidWith: paidWith(p),
  };
}
