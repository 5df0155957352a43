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

/**
 * A failed payment holds no money (payment-closing.ts closes only what its providers confirmed): a
 * wallet whose debit was refunded had it back; a card's hold released or a decline never took any.
 */
function moneyBackOf(p: PaymentRow, lines: LineRow[]): Receipt['moneyBack'] {
  if (p.state !== 'failed' && p.state !== 'expired') return null;
  return p.method === 'Wallet' && lines.some((l) => l.status === 'refunded') ? 'returned' : 'notTaken';
}

/** The receipt of a payment, read from the same record history and invoices read. */
export function toReceipt(p: PaymentRow, lines: LineRow[], vault: Vault): Receipt {
  const moneyBack = moneyBackOf(p, lines);
  // A card hold released is no refund: nothing was taken, so the line failed rather than "returned to your card".
  const lineStatus = (l: LineRow) => (moneyBack === 'notTaken' && l.status === 'refunded' ? 'Failed' : LINE_STATUS[l.status]);
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
      paymentStatus: lineStatus(l),
      processDate: new Date(l.posted_at ?? p.completed_at ?? p.created_at).toISOString(),
      voucherCode: l.voucher_code && vault.open(l.voucher_code),
      failureEDesc: l.status === 'posted' ? null : l.failure_en,
      failureADesc: l.status === 'posted' ? null : l.failure_ar,
      billerID: l.biller_id,
      serviceID: l.service_id,
      serviceCategoryID: l.service_category_id,
      categoryID: l.category_id,
      ...(Number(l.refunded_baisa) > 0 ? { refundedAmount: baisaToOmr(Number(l.refunded_baisa)) } : {}),
    })),
    totalAmount: baisaToOmr(p.total_baisa),
    pointsUsed: baisaToOmr(p.points_baisa),
    paymentMethod: p.method,
    transactionDate: new Date(p.completed_at ?? p.created_at).toISOString(),
    status: PAYMENT_STATUS[p.state as keyof typeof PAYMENT_STATUS] ?? 'pending',
    paymentSessionId: p.id,
    paidWith: paidWith(p),
    moneyBack,
  };
}
