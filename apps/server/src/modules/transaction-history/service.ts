import { baisaToOmr, type GetAllTransactionHistoryRequest, type TransactionRow } from '@portal/contract';
import type { Deps } from '../../platform/deps.ts';
import { unauthorized } from '../../platform/errors.ts';
import type { SessionRef } from '../../platform/sessions.ts';
import { catalogService } from '../catalog/index.ts';
import { readHistoryQuery } from './history-query.ts';
import { historyPage, type HistoryRow } from './repository.ts';

/** The PaymentHistoryStatus lookup's Arabic texts (db/seed/lookups.ts). */
const STATUS_AR = { Success: 'ناجحة', Failed: 'فاشلة', Pending: 'قيد المعالجة' } as const;

const toRow = (r: HistoryRow): TransactionRow => ({
  participantTrxID: r.reference_number,
  paymentSessionId: r.payment_id,
  systemTrxID: r.biller_trx_id,
  processDate: new Date(r.process_date).toISOString(),
  billerName: r.biller_name,
  billerNameAr: r.biller_name_ar,
  billNo: r.bill_no,
  billingNo: r.billing_no,
  status: r.status,
  statusAr: STATUS_AR[r.status],
  paymentMethod: r.method,
  serviceName: r.service_name,
  serviceNameAr: r.service_name_ar,
  serviceType: r.service_type,
  categoryId: r.category_id,
  dueAmount: baisaToOmr(Math.max(0, r.due_baisa)),
  feeAmount: baisaToOmr(r.charges_baisa),
  paidAmount: baisaToOmr(r.paid_baisa),
  totalAmount: baisaToOmr(r.paid_baisa + r.charges_baisa),
  ...(Number(r.refunded_baisa) > 0 ? { refundedAmount: baisaToOmr(Number(r.refunded_baisa)) } : {}),
});

/** Transaction history (spec 01 §2): the signed-in customer's own payments, filtered and paged in SQL. */
export function transactionHistoryService(deps: Deps) {
  const catalog = catalogService(deps);

  async function list(session: SessionRef, body: GetAllTransactionHistoryRequest) {
    const asked = body.customerInfo?.customerID;
    if (asked != null && asked !== session.customerId) throw unauthorized();
    const query = readHistoryQuery(session.customerId, body);
    const page = await historyPage(deps.db, query);
    return { total: page.total, pageNumber: query.pageNumber, pageSize: query.pageSize, rows: page.rows.map(toRow) };
  }

  return { list, categories: () => catalog.getBillerCategories() };
}
