import type { Queryable } from '../../platform/db.ts';
import { findInquiryWithNames, type RecentPaymentRow } from '../bill-inquiry/index.ts';
import { UNSENT_STATES } from './payment-states.ts';

/** A stored bill inquiry with the catalog names a receipt needs; amounts in baisa. */
export interface StoredInquiry {
  validationCode: string;
  billerId: number;
  serviceId: number;
  serviceCategoryId: number | null;
  categoryId: number | null;
  serviceType: string;
  billingNo: string;
  billNo: string;
  dueBaisa: number;
  feeBaisa: number;
  vatBaisa: number;
  taxBaisa: number;
  allowPartial: boolean;
  minBaisa: number;
  maxBaisa: number;
  billerName: string;
  billerNameAr: string;
  serviceName: string;
  serviceNameAr: string;
  /** A gift-card biller (spec 02 §9: isUSDBiller): its voucher goes to the buyer by SMS too. */
  giftCard: boolean;
  /** Held now by a payment that reached a provider (decision 013: one inquiry, one payment). */
  heldPastProvider: boolean;
  /** With `recentPayment`: the same bill's payment to warn of (issue 35), read in the same statement. */
  recentPayment?: RecentPaymentRow;
}

/**
 * The inquiry a payment quotes, with names copied onto the payment so receipts never change later:
 * the inquiry and its biller's and service's catalog names, read in
 * one statement (issue 36); undefined when the inquiry is unknown or expired or its biller or service is gone.
 */
export async function loadInquiry(
  q: Queryable,
  validationCode: string,
  opts: { recentPayment?: boolean } = {},
): Promise<StoredInquiry | undefined> {
  const row = await findInquiryWithNames(q, validationCode, UNSENT_STATES, opts);
  if (!row) return undefined;
  const recentPayment: RecentPaymentRow | undefined =
    row.recent_state == null
      ? undefined
      : {
          state: row.recent_state,
          customer_id: row.recent_customer_id ?? null,
          device_id: row.recent_device_id ?? null,
          amount_baisa: row.recent_amount_baisa!,
          at: row.recent_at!,
        };
  return {
    validationCode,
    billerId: row.biller_id,
    serviceId: row.service_id,
    serviceCategoryId: row.service_category_id,
    categoryId: row.names_category_id,
    serviceType: row.service_type,
    billingNo: row.billing_no,
    billNo: row.bill_no,
    dueBaisa: row.due_baisa,
    feeBaisa: row.fee_baisa,
    vatBaisa: row.vat_baisa,
    taxBaisa: row.tax_baisa,
    allowPartial: row.allow_partial,
    minBaisa: row.min_baisa,
    maxBaisa: row.max_baisa,
    billerName: row.names_biller,
    billerNameAr: row.names_biller_ar,
    // A gift card is bought by its value: receipts, history and the voucher SMS name it ("Netflix $25").
    serviceName: (row.names_usd && row.names_denomination) || row.names_service,
    serviceNameAr: (row.names_usd && row.names_denomination_ar) || row.names_service_ar,
    giftCard: row.names_usd,
    heldPastProvider: row.held_past,
    recentPayment,
  };
}
