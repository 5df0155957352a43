import type { Receipt } from '@portal/contract';
import type { OneTimeEntry } from '@/shared/catalog/payment-entries';

/** The one-time payment's preselection for the bill a one-bill receipt was for; null for a basket. */
export function payAgainEntry(receipt: Receipt): OneTimeEntry | null {
  const [line, ...more] = receipt.paymentInfo;
  if (!line || more.length || !line.billerID || !line.categoryID) return null;
  return {
    categoryId: line.categoryID,
    categoryName: '',
    billersId: line.billerID,
    billersName: line.billerName,
    serviceId: line.serviceID,
    serviceCategoryId: line.serviceCategoryID ?? undefined,
    billingNo: line.billingNo,
  };
}
