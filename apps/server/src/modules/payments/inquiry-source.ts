import type { Queryable } from '../../platform/db.ts';
import { catalogRepository } from '../catalog/index.ts';
import { findInquiry } from '../bill-inquiry/index.ts';

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
}

/** The inquiry a payment quotes, with names copied onto the payment so receipts never change later. */
export async function loadInquiry(q: Queryable, validationCode: string): Promise<StoredInquiry | undefined> {
  const inquiry = await findInquiry(q, validationCode);
  if (!inquiry) return undefined;
  const names = await catalogRepository.namesForPayment(q, inquiry.biller_id, inquiry.service_id, inquiry.service_category_id);
  if (!names) return undefined;
  return {
    validationCode,
    billerId: inquiry.biller_id,
    serviceId: inquiry.service_id,
    serviceCategoryId: inquiry.service_category_id,
    categoryId: names.category_id,
    serviceType: inquiry.service_type,
    billingNo: inquiry.billing_no,
    billNo: inquiry.bill_no,
    dueBaisa: inquiry.due_baisa,
    feeBaisa: inquiry.fee_baisa,
    vatBaisa: inquiry.vat_baisa,
    taxBaisa: inquiry.tax_baisa,
    allowPartial: inquiry.allow_partial,
    minBaisa: inquiry.min_baisa,
    maxBaisa: inquiry.max_baisa,
    billerName: names.biller_name,
    billerNameAr: names.biller_name_ar,
    // A gift card is bought by its value: receipts, history and the voucher SMS name it ("Netflix $25").
    serviceName: (names.is_usd_biller && names.denomination) || names.service_name,
    serviceNameAr: (names.is_usd_biller && names.denomination_ar) || names.service_name_ar,
    giftCard: names.is_usd_biller,
  };
}
