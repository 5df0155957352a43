import type { Biller, RegisteredBill } from '@portal/contract';

/**
 * A prepaid bill is inquired for an amount the customer types unless its service category (or the
 * service) has a fixed price. The spec asks for an amount when a prepaid bill has no category; our
 * catalog also has categories without a price (recharge, data), which need one just the same. Without
 * the catalog we fall back to the spec's rule.
 */
export function prepaidNeedsAmount(bill: RegisteredBill, billers: Biller[] | undefined): boolean {
  if (bill.serviceType !== 'PrePaid') return false;
  if (!billers) return !bill.serviceCategory;
  const service = billers.find((b) => b.id === bill.biller.id)?.billerServices.find((s) => s.id === bill.service.id);
  const category = service?.serviceCategories.find((c) => c.id === bill.serviceCategory?.id);
  return (category?.price ?? service?.price ?? null) === null;
}
